// What a pointer on the photo does with the chosen tool: draws a shape (shown live through the
// draft store, kept when the pointer lifts), erases the marks it touches, or asks for a text.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { markAt, MARKS_MAX, type MarkColor, type MarkPoint, type PhotoMark } from '@/domain/photo-marks';
import { createDraftStore, type DraftStore } from './draft-store';
import { beginShape, isShapeTool, type MarkTool } from './mark-tools';
import type { GestureTarget, StrokeInfo } from './use-photo-gestures';

type TextMark = Extract<PhotoMark, { kind: 'text' }>;

/** A tap with the text tool: where, and the text mark tapped on, to be changed. */
export interface TextRequest {
  at: MarkPoint;
  gesture: number;
  mark?: TextMark;
}

interface Options {
  tool: MarkTool;
  color: MarkColor;
  /** The photo's width / height. */
  aspect: number;
  marks: readonly PhotoMark[];
  change: (gesture: number, change: (marks: PhotoMark[]) => PhotoMark[]) => void;
  revert: (gesture: number) => void;
  onText: (request: TextRequest) => void;
  onFull: () => void;
}

/** How near (CSS px) a tap must be to a mark to take it: a fingertip is wider than a pen. */
const REACH_PX: Record<string, number> = { touch: 22, pen: 12, mouse: 10 };

function reach(info: StrokeInfo): number {
  return (REACH_PX[info.pointerType] ?? REACH_PX.touch) / Math.max(1, Math.min(info.screen.width, info.screen.height));
}

function makeTarget(options: Options, draft: DraftStore): GestureTarget {
  const { tool, color, aspect, marks, change, revert, onText, onFull } = options;
  const begin: GestureTarget['begin'] = (start, info) => {
    if (tool === 'eraser') {
      const tolerance = reach(info);
      const erase = (point: MarkPoint) =>
        change(info.gesture, (current) => {
          const hit = markAt(current, point, tolerance, aspect);
          return hit ? current.filter((mark) => mark !== hit) : current;
        });
      erase(start);
      return { move: erase, end: () => {}, cancel: () => revert(info.gesture) };
    }
    if (tool === 'text') {
      const texts = marks.filter((mark): mark is TextMark => mark.kind === 'text');
      const mark = markAt(texts, start, reach(info), aspect) as TextMark | undefined;
      // Asked on lift, not on touch: a touch that becomes a pinch asks nothing.
      return { move: () => {}, end: () => onText({ at: start, gesture: info.gesture, mark }), cancel: () => {} };
    }
    if (!isShapeTool(tool)) return null;
    if (marks.length >= MARKS_MAX) {
      onFull();
      return null;
    }
    const shape = beginShape(tool, color, start, info.screen);
    draft.set(shape.move(start));
    return {
      move: (point) => draft.set(shape.move(point)),
      end: () => {
        draft.set(null);
        const mark = shape.finish();
        if (mark) change(info.gesture, (current) => (current.length >= MARKS_MAX ? current : [...current, mark]));
      },
      cancel: () => draft.set(null),
    };
  };
  return { begin, doubleTap: revert };
}

export function useToolTarget(options: Options): { target: RefObject<GestureTarget>; draft: DraftStore } {
  const [draft] = useState(createDraftStore);
  const target = useRef<GestureTarget>({ begin: () => null, doubleTap: () => {} });
  // The gestures hold this ref, so a new tool or colour applies without re-binding them.
  useLayoutEffect(() => {
    target.current = makeTarget(options, draft);
  });
  return { target, draft };
}
