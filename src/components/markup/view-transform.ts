// The zoom and pan of the photo in the editor as plain arithmetic: the photo is fitted into the
// viewport, then scaled 1× to 6× and moved, never further than its edges.
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
/** The fitted photo scaled by `scale` around its top left corner, then moved by `x`, `y` (CSS px). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM_MAX = 6;

/** The photo's size fitted whole into the box. */
export function fitSize(image: Size, box: Size): Size {
  if (!image.width || !image.height || !box.width || !box.height) return { width: 0, height: 0 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/** Keeps the scale within 1..ZOOM_MAX and the photo over the box: centred where it is smaller, edge to edge where larger. */
export function clampView(view: View, stage: Size, box: Size): View {
  const scale = Math.min(ZOOM_MAX, Math.max(1, view.scale));
  const axis = (offset: number, length: number, room: number) => {
    const scaled = length * scale;
    return scaled <= room ? (room - scaled) / 2 : Math.min(0, Math.max(room - scaled, offset));
  };
  return { scale, x: axis(view.x, stage.width, box.width), y: axis(view.y, stage.height, box.height) };
}

export function fitView(stage: Size, box: Size): View {
  return clampView({ scale: 1, x: 0, y: 0 }, stage, box);
}

/** Scales by `factor` keeping the photo's point under `at` where it is. */
export function zoomAt(view: View, at: Point, factor: number, stage: Size, box: Size): View {
  const scale = Math.min(ZOOM_MAX, Math.max(1, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, stage, box);
}

/** Two fingers: the photo's point under their first midpoint follows the midpoint, scaled as their spread. */
export function pinchView(start: View, from: { mid: Point; spread: number }, to: { mid: Point; spread: number }, stage: Size, box: Size): View {
  const scale = Math.min(ZOOM_MAX, Math.max(1, start.scale * (to.spread / Math.max(from.spread, 1))));
  const [px, py] = [(from.mid.x - start.x) / start.scale, (from.mid.y - start.y) / start.scale];
  return clampView({ scale, x: to.mid.x - px * scale, y: to.mid.y - py * scale }, stage, box);
}
