// The mark under the finger while it is drawn, outside React state: a pointer move only updates
// this store, and once per frame the one small layer showing it redraws, not the photo or the marks.
import type { ShapeMark } from './mark-geometry';

export interface DraftStore {
  get: () => ShapeMark | null;
  set: (draft: ShapeMark | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDraftStore(): DraftStore {
  let draft: ShapeMark | null = null;
  let frame = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    set(next) {
      draft = next;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        for (const listener of listeners) listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
