// The first layout as a drawing (issue 25, point 2): the face, its usable area and each module as
// rectangles in metres, eaves at the bottom. The app draws them as SVG, the protocol with the PDF
// renderer's shapes; both from these numbers.
import { MODULE_GAP_M, type FaceLayout } from './module-layout.ts';
import type { PvSettings } from './pv-settings.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutDrawing {
  face: Rect;
  usable: Rect;
  modules: Rect[];
  /** Module places an obstacle takes, drawn apart from the modules. */
  blocked: Rect[];
}

export function layoutDrawing(layout: FaceLayout, settings: PvSettings): LayoutDrawing {
  const [moduleWidth, moduleHeight] = layout.orientation === 'quer' ? [settings.moduleLengthM, settings.moduleWidthM] : [settings.moduleWidthM, settings.moduleLengthM];
  const gridWidth = layout.columns * moduleWidth + Math.max(0, layout.columns - 1) * MODULE_GAP_M;
  const gridHeight = layout.rows * moduleHeight + Math.max(0, layout.rows - 1) * MODULE_GAP_M;
  // Centred in the usable area, as an installer would place them.
  const left = layout.margins.left + (layout.usableWidthM - gridWidth) / 2;
  const top = layout.margins.ridge + (layout.usableHeightM - gridHeight) / 2;
  const places: Rect[] = [];
  for (let row = 0; row < layout.rows; row += 1) {
    for (let column = 0; column < layout.columns; column += 1) {
      places.push({ x: left + column * (moduleWidth + MODULE_GAP_M), y: top + row * (moduleHeight + MODULE_GAP_M), width: moduleWidth, height: moduleHeight });
    }
  }
  return {
    face: { x: 0, y: 0, width: layout.faceWidthM, height: layout.faceHeightM },
    usable: { x: layout.margins.left, y: layout.margins.ridge, width: layout.usableWidthM, height: layout.usableHeightM },
    modules: places.slice(0, layout.modules),
    blocked: places.slice(layout.modules),
  };
}

/**
 * The rectangles as one SVG path, scaled: one element however many modules a large roof carries,
 * where an element per module made the page stall on a hall roof.
 */
export function rectsPath(rects: Rect[], scale = 1): string {
  const at = (value: number) => Number((value * scale).toFixed(3));
  return rects.map((rect) => `M${at(rect.x)} ${at(rect.y)}h${at(rect.width)}v${at(rect.height)}h${-at(rect.width)}z`).join('');
}
