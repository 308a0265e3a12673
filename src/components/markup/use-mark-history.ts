// Undo and redo over the editor's list of marks. Marks are never changed in place, so each step
// is one array that shares its marks with the step before.
import { useCallback, useMemo, useReducer } from 'react';
import type { PhotoMark } from '@/domain/photo-marks';

const STEPS_MAX = 100;

export interface History {
  past: readonly PhotoMark[][];
  present: PhotoMark[];
  future: readonly PhotoMark[][];
  /** The gesture that made the present list, while it is the latest change. */
  gesture: number | null;
  /** The list last saved (or given): the editor has changes while the present is another one. */
  saved: PhotoMark[];
}

type Action =
  | { type: 'change'; change: (marks: PhotoMark[]) => PhotoMark[]; gesture: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'revert'; gesture: number }
  | { type: 'saved'; marks: PhotoMark[] };

export function reduceHistory(state: History, action: Action): History {
  switch (action.type) {
    case 'change': {
      const next = action.change(state.present);
      if (next.length === state.present.length && next.every((mark, index) => mark === state.present[index])) return state;
      // One gesture is one step: an eraser dragged over three marks comes back with one undo.
      if (state.gesture === action.gesture) return { ...state, present: next };
      return { ...state, past: [...state.past, state.present].slice(-STEPS_MAX), present: next, future: [], gesture: action.gesture };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], gesture: null };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future, gesture: null };
    }
    case 'revert': {
      // A gesture taken back (a double tap, a stroke a second finger turned into a pinch) leaves no redo.
      const previous = state.past[state.past.length - 1];
      if (state.gesture !== action.gesture || !previous) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, gesture: null };
    }
    case 'saved':
      return { ...state, saved: action.marks };
  }
}

export function startHistory(marks: readonly PhotoMark[]): History {
  const present = [...marks];
  return { past: [], present, future: [], gesture: null, saved: present };
}

export function useMarkHistory(initial: readonly PhotoMark[]) {
  const [state, dispatch] = useReducer(reduceHistory, initial, startHistory);
  const change = useCallback((gesture: number, change: (marks: PhotoMark[]) => PhotoMark[]) => dispatch({ type: 'change', change, gesture }), []);
  const actions = useMemo(
    () => ({
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      revert: (gesture: number) => dispatch({ type: 'revert', gesture }),
      markSaved: (marks: PhotoMark[]) => dispatch({ type: 'saved', marks }),
    }),
    [],
  );
  return {
    marks: state.present,
    dirty: state.present !== state.saved,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    change,
    ...actions,
  };
}
