// Adding, changing and removing one roof face without touching the others: the editor saves a
// face by its id, so two faces edited one after the other never overwrite each other.
import type { Roof } from '../project.ts';
import type { RoofFace } from './roof-face.ts';

/**
 * A new face without a name: it is called by its place in the list ('Dachfläche 2') until the
 * surveyor names it, who then types into an empty field instead of deleting a name first. Its
 * slope follows the roof type until measured.
 */
export function newFace(id: string): RoofFace {
  return {
    id,
    name: '',
    azimuthDeg: null,
    slopeDeg: null,
    slopeSource: 'dachtyp',
    ridgeLength: { wert: null, einheit: 'm' },
    rafterLength: { wert: null, einheit: 'm' },
    areaM2: null,
    shading: 'keine',
    shadingCauses: [],
    obstacles: [],
    partyWall: false,
  };
}

export function faceOf(roof: Roof | undefined, id: string): RoofFace | undefined {
  return roof?.faces?.find((face) => face.id === id);
}

/** The roof with this face replaced by id, or added at the end when it is not there (deleted meanwhile on another device). */
export function withFace(roof: Roof | undefined, face: RoofFace): Roof {
  const faces = roof?.faces ?? [];
  const known = faces.some((entry) => entry.id === face.id);
  return { ...roof, faces: known ? faces.map((entry) => (entry.id === face.id ? face : entry)) : [...faces, face] };
}

export function withoutFace(roof: Roof | undefined, id: string): Roof {
  return { ...roof, faces: (roof?.faces ?? []).filter((face) => face.id !== id) };
}
