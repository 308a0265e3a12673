// Marks drawn on a photo ('Markieren'): pen strokes, arrows, ellipses, rectangles and texts, kept
// as data beside the untouched original so they can be edited later and checked by the server.
import { Type, type Static } from 'typebox';
import { IsoDateTime, Opt } from './schema-helpers.ts';

export const MARK_POINTS_MAX = 2000;
export const MARKS_MAX = 200;
export const MARK_TEXT_MAX = 200;

/** Fractions of the image (0..1), so the same marks fit every resolution of the same photo. */
const Coordinate = Type.Number({ minimum: 0, maximum: 1 });
const MarkPoint = Type.Tuple([Coordinate, Coordinate]);
export type MarkPoint = Static<typeof MarkPoint>;

const MarkColor = Type.Union([Type.Literal('rot'), Type.Literal('gelb'), Type.Literal('blau')]);
export type MarkColor = Static<typeof MarkColor>;

/**
 * Colours that read on a dark cellar wall and on a bright roof alike; every mark also gets a dark
 * edge (MARK_EDGE), which carries the yellow on light tiles and the red on red ones.
 */
export const MARK_COLORS: Readonly<Record<MarkColor, string>> = { rot: '#ff1744', gelb: '#ffea00', blau: '#2979ff' };
export const MARK_EDGE = 'rgba(0, 0, 0, 0.6)';

const common = {
  id: Type.String({ minLength: 1, maxLength: 24, pattern: '^[A-Za-z0-9_-]+$' }),
  color: MarkColor,
};
const Corners = { from: MarkPoint, to: MarkPoint };

export const PhotoMark = Type.Union([
  Type.Object({ kind: Type.Literal('pen'), ...common, points: Type.Array(MarkPoint, { minItems: 1, maxItems: MARK_POINTS_MAX }) }),
  /** The head sits at `to`. */
  Type.Object({ kind: Type.Literal('arrow'), ...common, ...Corners }),
  /** The ellipse inside the box of the two corners. */
  Type.Object({ kind: Type.Literal('ellipse'), ...common, ...Corners }),
  Type.Object({ kind: Type.Literal('rect'), ...common, ...Corners }),
  /** `at` is the left end of the first line, at its middle height; lines break at '\n'. */
  Type.Object({ kind: Type.Literal('text'), ...common, at: MarkPoint, text: Type.String({ minLength: 1, maxLength: MARK_TEXT_MAX }) }),
]);
export type PhotoMark = Static<typeof PhotoMark>;

/** A photo's marks as the server keeps them beside the photo (GET …/markups/{photoKey}). */
export const PhotoMarkup = Type.Object({
  marks: Type.Array(PhotoMark, { maxItems: MARKS_MAX }),
  updatedAt: IsoDateTime,
});
export type PhotoMarkup = Static<typeof PhotoMarkup>;

/** The marked copy as a JPEG data URL: a 2560 px photo with its marks stays well below this. */
export const MARKED_COPY_MAX = 8_000_000;

/**
 * What the app sends for a photo's marks (PUT …/markups/{photoKey}): the marks, when they were
 * drawn, and the photo drawn with them; no marks (and no copy) removes both.
 */
export const MarkupBody = Type.Object({
  marks: Type.Array(PhotoMark, { maxItems: MARKS_MAX }),
  updatedAt: IsoDateTime,
  copy: Opt(Type.String({ maxLength: MARKED_COPY_MAX, pattern: '^data:image/jpeg;base64,[A-Za-z0-9+/=]+$' })),
});
export type MarkupBody = Static<typeof MarkupBody>;

/**
 * What the project says of a marked photo, under its photo key: small, so the marks themselves
 * (up to MARKS_MAX strokes of MARK_POINTS_MAX points) never weigh on every save of the project.
 */
export const MarkedPhoto = Type.Object({
  updatedAt: IsoDateTime,
  markCount: Type.Integer({ minimum: 1, maximum: MARKS_MAX }),
  /** The stored copy with the marks drawn in, for display and the protocol. */
  copy: Type.Object({ id: Type.String({ maxLength: 100 }), url: Type.String({ maxLength: 500 }), thumbnailUrl: Opt(Type.String({ maxLength: 500 })) }),
});
export type MarkedPhoto = Static<typeof MarkedPhoto>;

export const MarkedPhotos = Type.Record(Type.String({ maxLength: 100 }), MarkedPhoto);
export type MarkedPhotos = Static<typeof MarkedPhotos>;

/*
 * Sizes are fractions of the image's shorter side, so the marked copy looks the same at any
 * resolution and a portrait photo gets the same pen as a landscape one.
 */
const LINE = 0.008;
const FONT = 0.045;
const LINE_HEIGHT = 1.25;
/** A rough average glyph width of a bold sans-serif, for hit boxes without measuring text. */
const GLYPH_WIDTH = 0.6;

/** Stroke width, edge, arrow head and font, in pixels of an image of this size. */
export function markSizes(width: number, height: number) {
  const side = Math.min(width, height);
  // Floors keep marks visible on a thumbnail-sized rendering.
  const line = Math.max(2, side * LINE);
  const font = Math.max(12, side * FONT);
  return { line, edge: line * 0.4, head: line * 4.5, font, lineHeight: font * LINE_HEIGHT, textEdge: font * 0.12 };
}

/** A point as marks store it: inside the image, and rounded so a stroke stays small as JSON. */
export function toMarkPoint(x: number, y: number): MarkPoint {
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return [clamp(x), clamp(y)];
}

const distance = (a: Readonly<MarkPoint>, b: Readonly<MarkPoint>) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * A pen stroke without the points closer than `minDistance` (image fractions) to the last kept
 * one, keeping both ends, and at most MARK_POINTS_MAX points: a slow or long stroke stays small.
 */
export function simplifyStroke(points: readonly MarkPoint[], minDistance: number): MarkPoint[] {
  if (points.length <= 2) return [...points];
  const kept: MarkPoint[] = [points[0]];
  for (const point of points.slice(1, -1)) if (distance(point, kept[kept.length - 1]) >= minDistance) kept.push(point);
  const last = points[points.length - 1];
  if (kept.length > 1 && distance(last, kept[kept.length - 1]) < minDistance) kept[kept.length - 1] = last;
  else kept.push(last);
  if (kept.length <= MARK_POINTS_MAX) return kept;
  const step = (kept.length - 1) / (MARK_POINTS_MAX - 1);
  return Array.from({ length: MARK_POINTS_MAX }, (_, index) => kept[Math.round(index * step)]);
}

/** The filled head of an arrow from `from` to `to` (any units): its tip is `to`, the shaft ends at `base`. */
export function arrowHead(from: Readonly<MarkPoint>, to: Readonly<MarkPoint>, size: number) {
  const length = distance(from, to);
  const [dx, dy] = length ? [(to[0] - from[0]) / length, (to[1] - from[1]) / length] : [1, 0];
  // A short arrow keeps a head in proportion rather than one longer than itself.
  const head = Math.min(size, length * 0.6);
  const base: MarkPoint = [to[0] - dx * head, to[1] - dy * head];
  const half = head * 0.6;
  return { base, left: [base[0] + dy * half, base[1] - dx * half] as MarkPoint, right: [base[0] - dy * half, base[1] + dx * half] as MarkPoint };
}

/** A text mark's lines, as drawn. */
export function textLines(text: string): string[] {
  return text.split('\n');
}

/** How far `p` is from the segment a–b. */
function segmentDistance(p: MarkPoint, a: MarkPoint, b: MarkPoint): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const squared = dx * dx + dy * dy;
  const t = squared ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / squared)) : 0;
  return distance(p, [a[0] + t * dx, a[1] + t * dy]);
}

function polylineDistance(p: MarkPoint, points: readonly MarkPoint[]): number {
  if (points.length === 1) return distance(p, points[0]);
  let nearest = Infinity;
  for (let index = 1; index < points.length; index++) nearest = Math.min(nearest, segmentDistance(p, points[index - 1], points[index]));
  return nearest;
}

const ELLIPSE_STEPS = 72;

/** How far `p` is from a mark's drawn line, in fractions of the shorter side (`toUnits` scaled). */
function markDistance(mark: PhotoMark, p: MarkPoint, toUnits: (point: MarkPoint) => MarkPoint): number {
  switch (mark.kind) {
    case 'pen':
      return polylineDistance(p, mark.points.map(toUnits)) - LINE / 2;
    case 'arrow':
      return segmentDistance(p, toUnits(mark.from), toUnits(mark.to)) - LINE / 2;
    case 'rect': {
      const [[x0, y0], [x1, y1]] = [toUnits(mark.from), toUnits(mark.to)];
      return polylineDistance(p, [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]) - LINE / 2;
    }
    case 'ellipse': {
      // The outline as a fine polygon: exact enough for a finger, and simple.
      const [[x0, y0], [x1, y1]] = [toUnits(mark.from), toUnits(mark.to)];
      const [cx, cy, rx, ry] = [(x0 + x1) / 2, (y0 + y1) / 2, Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2];
      const outline = Array.from({ length: ELLIPSE_STEPS + 1 }, (_, index): MarkPoint => {
        const angle = (index / ELLIPSE_STEPS) * 2 * Math.PI;
        return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
      });
      return polylineDistance(p, outline) - LINE / 2;
    }
    case 'text': {
      const lines = textLines(mark.text);
      const [left, middle] = toUnits(mark.at);
      const width = Math.max(...lines.map((line) => line.length)) * FONT * GLYPH_WIDTH;
      const top = middle - (FONT * LINE_HEIGHT) / 2;
      const bottom = top + lines.length * FONT * LINE_HEIGHT;
      const dx = Math.max(left - p[0], 0, p[0] - (left + width));
      const dy = Math.max(top - p[1], 0, p[1] - bottom);
      return Math.hypot(dx, dy);
    }
  }
}

/**
 * The topmost mark within `tolerance` of `point`, for the eraser: near a pen or arrow line, near
 * the outline of a rectangle or ellipse (not inside it, so a mark drawn inside one stays
 * reachable), or on a text's box. `tolerance` is a fraction of the image's shorter side and
 * `aspect` the image's width / height, so distances are the same in both directions.
 */
export function markAt(marks: readonly PhotoMark[], point: MarkPoint, tolerance: number, aspect = 1): PhotoMark | undefined {
  const [sx, sy] = aspect >= 1 ? [aspect, 1] : [1, 1 / aspect];
  const toUnits = (p: MarkPoint): MarkPoint => [p[0] * sx, p[1] * sy];
  const p = toUnits(point);
  for (let index = marks.length - 1; index >= 0; index--) {
    if (markDistance(marks[index], p, toUnits) <= tolerance) return marks[index];
  }
  return undefined;
}
