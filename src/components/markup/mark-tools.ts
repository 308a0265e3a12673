// What a drawing tool makes of one pointer's path: the mark while it is drawn and the mark kept
// when the pointer lifts, or none where a tap was too small to mean a shape.
import { simplifyStroke, type MarkColor, type MarkPoint } from '@/domain/photo-marks';
import type { ShapeMark } from './mark-geometry';

export type MarkTool = 'pen' | 'arrow' | 'ellipse' | 'rect' | 'text' | 'eraser';
type ShapeTool = ShapeMark['kind'];
type CornerMark = Exclude<ShapeMark, { kind: 'pen' }>;

/** The photo's size on screen, in CSS pixels: the steps of a stroke are measured there. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** Points closer than this on screen add nothing a finger could mean. */
const PEN_STEP_PX = 2;
/** A shape smaller than this on screen is a slip, not a mark. */
const SHAPE_MIN_PX = 10;

export function isShapeTool(tool: MarkTool): tool is ShapeTool {
  return tool !== 'text' && tool !== 'eraser';
}

/** A short id, unique enough among one photo's marks; getRandomValues works without HTTPS too. */
export function newMarkId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface ShapeStroke {
  /** The mark as drawn so far, after this point. */
  move: (point: MarkPoint) => ShapeMark;
  /** The mark to keep, or null for nothing. */
  finish: () => ShapeMark | null;
}

export function beginShape(tool: ShapeTool, color: MarkColor, start: MarkPoint, screen: ScreenSize): ShapeStroke {
  const id = newMarkId();
  const step = PEN_STEP_PX / Math.max(screen.width, screen.height, 1);
  if (tool === 'pen') {
    // One array grows in place: a long stroke must not copy itself on every move.
    const points: MarkPoint[] = [start];
    const mark = () => ({ kind: 'pen', id, color, points }) as const;
    return {
      move(point) {
        const last = points[points.length - 1];
        if (Math.hypot(point[0] - last[0], point[1] - last[1]) >= step) points.push(point);
        return mark();
      },
      finish: () => ({ ...mark(), points: simplifyStroke(points, step) }),
    };
  }
  let current: CornerMark = { kind: tool, id, color, from: start, to: start };
  return {
    move(point) {
      current = { kind: tool, id, color, from: start, to: point };
      return current;
    },
    finish() {
      const [dx, dy] = [(current.to[0] - start[0]) * screen.width, (current.to[1] - start[1]) * screen.height];
      const size = tool === 'arrow' ? Math.hypot(dx, dy) : Math.max(Math.abs(dx), Math.abs(dy));
      return size >= SHAPE_MIN_PX ? current : null;
    },
  };
}
