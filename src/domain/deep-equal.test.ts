import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.ts';

describe('deepEqual', () => {
  it('compares arrays and plain objects member by member, a key left out like one set to undefined', () => {
    expect(deepEqual({ name: 'Ayşe', images: [{ id: 'a' }, { id: 'b' }] }, { images: [{ id: 'a' }, { id: 'b' }], name: 'Ayşe' })).toBe(true);
    expect(deepEqual({ name: 'Ayşe', phone: undefined }, { name: 'Ayşe' })).toBe(true);
    expect(deepEqual({ images: [{ id: 'a' }] }, { images: [{ id: 'a' }, { id: 'b' }] })).toBe(false);
    expect(deepEqual({ name: 'Ayşe' }, { name: 'Ayse' })).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it('never takes two different photos for the same, though neither has keys of its own', () => {
    const first = new Blob(['a'], { type: 'image/jpeg' });
    const second = new Blob(['b'], { type: 'image/jpeg' });
    expect(deepEqual({ blob: first }, { blob: second })).toBe(false);
    expect(deepEqual({ blob: first }, { blob: first })).toBe(true);
    expect(deepEqual(new Date(0), new Date(0))).toBe(false);
  });

  it('compares sets by their members, so the memos deleted on this device read twice are the same', () => {
    expect(deepEqual({ deleted: new Set(['m1', 'm2']) }, { deleted: new Set(['m2', 'm1']) })).toBe(true);
    expect(deepEqual(new Set(['m1']), new Set(['m1', 'm2']))).toBe(false);
    expect(deepEqual(new Set(['m1', 'm3']), new Set(['m1', 'm2']))).toBe(false);
    expect(deepEqual(new Set(), [])).toBe(false);
  });
});
