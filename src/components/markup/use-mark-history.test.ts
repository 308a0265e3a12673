import { describe, expect, it } from 'vitest';
import type { PhotoMark } from '@/domain/photo-marks';
import { reduceHistory, startHistory, type History } from './use-mark-history';

const mark = (id: string): PhotoMark => ({ kind: 'arrow', id, color: 'rot', from: [0.1, 0.1], to: [0.5, 0.5] });
const add = (id: string) => (marks: PhotoMark[]) => [...marks, mark(id)];
const remove = (id: string) => (marks: PhotoMark[]) => marks.filter((each) => each.id !== id);
const ids = (state: History) => state.present.map((each) => each.id);
const changed = (state: History) => state.present !== state.saved;

describe('undo and redo over the marks (Rückgängig, Wiederholen)', () => {
  it('each gesture is one step back and forth; a new change drops what could be redone', () => {
    let state = startHistory([mark('a')]);
    state = reduceHistory(state, { type: 'change', gesture: 1, change: add('b') });
    state = reduceHistory(state, { type: 'change', gesture: 2, change: add('c') });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    state = reduceHistory(state, { type: 'undo' });
    state = reduceHistory(state, { type: 'undo' });
    expect(ids(state)).toEqual(['a']);
    expect(changed(state)).toBe(false);
    state = reduceHistory(state, { type: 'redo' });
    expect(ids(state)).toEqual(['a', 'b']);
    state = reduceHistory(state, { type: 'change', gesture: 3, change: add('d') });
    expect(state.future).toEqual([]);
    expect(changed(state)).toBe(true);
  });

  it('an eraser dragged over two marks comes back with one undo', () => {
    let state = startHistory([mark('a'), mark('b'), mark('c')]);
    state = reduceHistory(state, { type: 'change', gesture: 5, change: remove('a') });
    state = reduceHistory(state, { type: 'change', gesture: 5, change: remove('b') });
    expect(ids(state)).toEqual(['c']);
    expect(ids(reduceHistory(state, { type: 'undo' }))).toEqual(['a', 'b', 'c']);
  });

  it('a gesture taken back (double tap, stroke turned pinch) leaves nothing to redo, and only while it is the latest', () => {
    let state = startHistory([]);
    state = reduceHistory(state, { type: 'change', gesture: 1, change: add('dot') });
    expect(reduceHistory(state, { type: 'revert', gesture: 2 })).toBe(state);
    state = reduceHistory(state, { type: 'revert', gesture: 1 });
    expect(ids(state)).toEqual([]);
    expect(state.future).toEqual([]);
  });

  it('a change that changes nothing is no step', () => {
    const state = startHistory([mark('a')]);
    expect(reduceHistory(state, { type: 'change', gesture: 1, change: remove('zz') })).toBe(state);
  });

  it('after saving, the editor has no changes until the next one', () => {
    let state = reduceHistory(startHistory([]), { type: 'change', gesture: 1, change: add('a') });
    state = reduceHistory(state, { type: 'saved', marks: state.present });
    expect(changed(state)).toBe(false);
    expect(changed(reduceHistory(state, { type: 'undo' }))).toBe(true);
  });
});
