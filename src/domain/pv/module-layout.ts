// The first layout of one roof face (issue 25, point 2): the area left inside the edge distances,
// as many modules as fit in rows, upright or lying, whichever gives more, and the peak power.
// Faces are taken as rectangles (ridge length × rafter length); a face known only by its area is
// taken as a square of that area. Each obstacle on the face takes the place of one module.
import { FACE_LIMITS, metres, type RoofFace } from './roof-face.ts';
import type { PvSettings } from './pv-settings.ts';

/** The gap between neighbouring modules for the clamps. */
export const MODULE_GAP_M = 0.02;

export type ModuleOrientation = 'hochkant' | 'quer';

export interface FaceLayout {
  /** The face as laid out, in metres: width along the eaves, height along the slope. */
  faceWidthM: number;
  faceHeightM: number;
  /** Whether the face's size came from its area alone (drawn as a square). */
  fromArea: boolean;
  usableWidthM: number;
  usableHeightM: number;
  usableAreaM2: number;
  orientation: ModuleOrientation;
  columns: number;
  rows: number;
  /** Module places taken by the face's obstacles. */
  blocked: number;
  modules: number;
  kWp: number;
  /** Edge distances used, in metres (left verge, right verge, eaves, ridge). */
  margins: { left: number; right: number; eaves: number; ridge: number };
}

function fits(length: number, module: number): number {
  return length < module ? 0 : Math.floor((length + MODULE_GAP_M) / (module + MODULE_GAP_M));
}

/** The face's width and height in metres, or null when neither both lengths nor an area are known. */
export function faceSize(face: RoofFace): { width: number; height: number; fromArea: boolean } | null {
  const width = metres(face.ridgeLength, FACE_LIMITS.ridgeLengthM);
  const height = metres(face.rafterLength, FACE_LIMITS.rafterLengthM);
  if (width && height) return { width, height, fromArea: false };
  if (face.areaM2 && face.areaM2 <= FACE_LIMITS.areaM2) return { width: Math.sqrt(face.areaM2), height: Math.sqrt(face.areaM2), fromArea: true };
  return null;
}

/** The layout of a face, or null when its size is not known yet. */
export function layoutFace(face: RoofFace, settings: PvSettings): FaceLayout | null {
  const size = faceSize(face);
  if (!size) return null;
  const margins = {
    left: face.partyWall ? settings.partyWallDistanceM : settings.vergeDistanceM,
    right: settings.vergeDistanceM,
    eaves: settings.eavesDistanceM,
    ridge: settings.ridgeDistanceM,
  };
  const usableWidthM = Math.max(0, size.width - margins.left - margins.right);
  const usableHeightM = Math.max(0, size.height - margins.eaves - margins.ridge);
  const upright = { columns: fits(usableWidthM, settings.moduleWidthM), rows: fits(usableHeightM, settings.moduleLengthM) };
  const lying = { columns: fits(usableWidthM, settings.moduleLengthM), rows: fits(usableHeightM, settings.moduleWidthM) };
  const uprightCount = upright.columns * upright.rows;
  const lyingCount = lying.columns * lying.rows;
  const orientation: ModuleOrientation = lyingCount > uprightCount ? 'quer' : 'hochkant';
  const grid = orientation === 'quer' ? lying : upright;
  const places = grid.columns * grid.rows;
  const blocked = Math.min(places, face.obstacles?.length ?? 0);
  const modules = places - blocked;
  return {
    faceWidthM: size.width,
    faceHeightM: size.height,
    fromArea: size.fromArea,
    usableWidthM,
    usableHeightM,
    usableAreaM2: usableWidthM * usableHeightM,
    orientation,
    ...grid,
    blocked,
    modules,
    kWp: (modules * settings.moduleWattPeak) / 1000,
    margins,
  };
}
