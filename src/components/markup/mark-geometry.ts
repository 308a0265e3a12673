// The outlines of marks as SVG path data in image pixels, and the marks' typeface: the editor's
// SVG overlay and the canvas of the marked copy (through Path2D) draw the very same shapes.
import { arrowHead, markSizes, type MarkPoint, type PhotoMark } from '@/domain/photo-marks';

export type ShapeMark = Exclude<PhotoMark, { kind: 'text' }>;
export type MarkSizes = ReturnType<typeof markSizes>;

export const MARK_FONT = '"Helvetica Neue", Roboto, Arial, system-ui, sans-serif';
export const MARK_FONT_WEIGHT = 700;

const at = ([x, y]: Readonly<MarkPoint>) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;

/** A freehand line smoothed through the midpoints of its points, so a finger's corners look drawn. */
function penPath(points: readonly MarkPoint[]): string {
  // A lone point is a dot: a tiny segment, which the round cap draws as a disc.
  if (points.length === 1) return `M${at(points[0])}l0.01 0`;
  let path = `M${at(points[0])}`;
  for (let index = 1; index < points.length - 1; index++) {
    const [point, next] = [points[index], points[index + 1]];
    path += `Q${at(point)} ${at([(point[0] + next[0]) / 2, (point[1] + next[1]) / 2])}`;
  }
  return `${path}L${at(points[points.length - 1])}`;
}

/** The stroked line of a mark and, for an arrow, its filled head. */
export function markPaths(mark: ShapeMark, width: number, height: number, sizes: MarkSizes): { line: string; head?: string } {
  const px = ([x, y]: Readonly<MarkPoint>): MarkPoint => [x * width, y * height];
  switch (mark.kind) {
    case 'pen':
      return { line: penPath(mark.points.map(px)) };
    case 'arrow': {
      const [from, to] = [px(mark.from), px(mark.to)];
      const { base, left, right } = arrowHead(from, to, sizes.head);
      return { line: `M${at(from)}L${at(base)}`, head: `M${at(to)}L${at(left)}L${at(right)}Z` };
    }
    case 'rect': {
      const [[x0, y0], [x1, y1]] = [px(mark.from), px(mark.to)];
      return { line: `M${at([x0, y0])}L${at([x1, y0])}L${at([x1, y1])}L${at([x0, y1])}Z` };
    }
    case 'ellipse': {
      const [[x0, y0], [x1, y1]] = [px(mark.from), px(mark.to)];
      const [cx, cy, rx, ry] = [(x0 + x1) / 2, (y0 + y1) / 2, Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2];
      const radii = at([rx, ry]);
      return { line: `M${at([cx - rx, cy])}A${radii} 0 1 0 ${at([cx + rx, cy])}A${radii} 0 1 0 ${at([cx - rx, cy])}Z` };
    }
  }
}
