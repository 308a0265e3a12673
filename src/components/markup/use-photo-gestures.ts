// The photo's gestures in the editor: one pointer draws with the tool, two pinch-zoom and pan, a
// double tap fits the photo again. Pointer events serve mouse, finger and pen alike, with palm
// rejection for a pen; the view is written straight to the stage's style, so zooming and panning
// re-render nothing.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { toMarkPoint, type MarkPoint } from '@/domain/photo-marks';
import { clampView, fitSize, fitView, pinchView, zoomAt, type Point, type Size, type View } from './view-transform';

export interface StrokeInfo {
  /** Names this gesture, so its change can be taken back as one. */
  gesture: number;
  pointerType: string;
  /** The photo's size on screen now, zoom included. */
  screen: Size;
}

export interface Stroke {
  move: (point: MarkPoint) => void;
  end: () => void;
  /** A second finger landed, or the browser took the pointer: nothing of the stroke stays. */
  cancel: () => void;
}

export interface GestureTarget {
  begin: (point: MarkPoint, info: StrokeInfo) => Stroke | null;
  /** A double tap fits the photo; the first tap's change (a dot, an erased mark) is taken back. */
  doubleTap: (firstGesture: number) => void;
}

/** Moves smaller than this (CSS px) and shorter than TAP_MS keep a touch a tap. */
const TAP_SLOP = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_SLOP = 30;

type Mode =
  | { kind: 'idle' }
  /** One pointer: it draws (`stroke`), or, for a finger once a pen has drawn, moves the photo (`pan`). */
  | { kind: 'one'; pointerId: number; pointerType: string; stroke: Stroke | null; pan: View | null; gesture: number; start: Point; startTime: number; moved: boolean; stage: DOMRect }
  | { kind: 'pinch'; start: View; from: { mid: Point; spread: number } }
  /** After a pinch, until its last finger lifts: a finger left behind does not start drawing. */
  | { kind: 'rest' };

const NO_SIZE: Size = { width: 0, height: 0 };
/** Gesture names are unique for the page's life, so a change is never merged into an older one's step. */
let gestures = 0;

export function usePhotoGestures(image: Size, target: RefObject<GestureTarget>) {
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Size>(NO_SIZE);
  const stageSize = useMemo(() => fitSize(image, box), [image, box]);
  const view = useRef<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const mode = useRef<Mode>({ kind: 'idle' });
  /** Once a pen has drawn, a finger moves the photo instead: a resting hand draws nothing. */
  const penSeen = useRef(false);
  const lastTap = useRef<{ time: number; at: Point; gesture: number } | null>(null);

  const apply = useCallback((next: View) => {
    view.current = next;
    if (stage.current) stage.current.style.transform = `translate(${next.x}px, ${next.y}px) scale(${next.scale})`;
  }, []);
  const fit = useCallback(() => apply(fitView(stageSize, box)), [apply, stageSize, box]);
  // A turned tablet or a resized window fits the photo anew.
  useLayoutEffect(fit, [fit]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const [width, height] = [element.clientWidth, element.clientHeight];
      setBox((before) => (before.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Wheel and trackpad pinch zoom around the cursor; a passive React listener could not stop the page zooming.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const delta = event.deltaY * (event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1);
      apply(zoomAt(view.current, { x: event.clientX - rect.left, y: event.clientY - rect.top }, Math.exp(-delta * 0.002), stageSize, box));
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [apply, stageSize, box]);

  const inViewport = (event: { clientX: number; clientY: number }): Point => {
    const rect = viewport.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const inImage = (event: { clientX: number; clientY: number }, rect: DOMRect): MarkPoint =>
    toMarkPoint((event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, spread: Math.hypot(a.x - b.x, a.y - b.y) };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const current = mode.current;
    const pen = event.pointerType === 'pen';
    // A hand resting on the screen while the pen draws is no second finger.
    if (current.kind === 'one' && current.pointerType === 'pen' && !pen) return;
    if (pen && current.kind !== 'idle') {
      // The hand touched down first: the pen takes over and the hand's stroke goes.
      if (current.kind !== 'one' || current.pointerType !== 'touch') return;
      current.stroke?.cancel();
      pointers.current.delete(current.pointerId);
      mode.current = { kind: 'idle' };
    }
    if (pointers.current.size >= 2 || !stage.current) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic one) is followed without capture.
    }
    const at = inViewport(event);
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 1) {
      if (pen) penSeen.current = true;
      const rect = stage.current.getBoundingClientRect();
      const gesture = ++gestures;
      const pans = penSeen.current && event.pointerType === 'touch';
      const stroke = pans ? null : target.current.begin(inImage(event, rect), { gesture, pointerType: event.pointerType, screen: { width: rect.width, height: rect.height } });
      mode.current = { kind: 'one', pointerId: event.pointerId, pointerType: event.pointerType, stroke, pan: pans ? view.current : null, gesture, start: at, startTime: event.timeStamp, moved: false, stage: rect };
      return;
    }
    // The second finger makes it a pinch: the stroke begun by the first is dropped, not kept.
    if (mode.current.kind === 'one') mode.current.stroke?.cancel();
    lastTap.current = null;
    mode.current = { kind: 'pinch', start: view.current, from: spread() };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const at = inViewport(event);
    pointers.current.set(event.pointerId, at);
    const current = mode.current;
    if (current.kind === 'one' && current.pointerId === event.pointerId) {
      if (Math.hypot(at.x - current.start.x, at.y - current.start.y) > TAP_SLOP) current.moved = true;
      if (current.pan) {
        apply(clampView({ ...current.pan, x: current.pan.x + at.x - current.start.x, y: current.pan.y + at.y - current.start.y }, stageSize, box));
        return;
      }
      // A pen reports more points than frames: the coalesced ones keep a quick curve round.
      const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const each of coalesced.length ? coalesced : [event]) current.stroke?.move(inImage(each, current.stage));
    } else if (current.kind === 'pinch' && pointers.current.size === 2) {
      apply(pinchView(current.start, current.from, spread(), stageSize, box));
    }
  };

  const finish = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = mode.current;
    if (current.kind === 'one' && current.pointerId === event.pointerId) {
      mode.current = { kind: 'idle' };
      const tap = !cancelled && !current.moved && event.timeStamp - current.startTime < TAP_MS;
      const first = lastTap.current;
      // Not for a pen: two quick dots with a pen are the dots over 'ü'.
      const double =
        tap && current.pointerType !== 'pen' && first && event.timeStamp - first.time < DOUBLE_TAP_MS && Math.hypot(first.at.x - current.start.x, first.at.y - current.start.y) < DOUBLE_TAP_SLOP;
      if (cancelled || double) current.stroke?.cancel();
      else current.stroke?.end();
      lastTap.current = tap && !double ? { time: event.timeStamp, at: current.start, gesture: current.gesture } : null;
      if (double && first) {
        target.current.doubleTap(first.gesture);
        fit();
      }
    } else if (current.kind !== 'one') {
      mode.current = pointers.current.size ? { kind: 'rest' } : { kind: 'idle' };
    }
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => finish(event, false),
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => finish(event, true),
    // After pointerup the pointer is gone already; a capture lost otherwise ends the stroke unkept.
    onLostPointerCapture: (event: ReactPointerEvent<HTMLDivElement>) => finish(event, true),
  };
  return { viewport, stage, stageSize, handlers, fit };
}
