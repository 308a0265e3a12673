import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { arrowHead, MARK_POINTS_MAX, MARKS_MAX, markAt, markSizes, PhotoMark, PhotoMarkup, simplifyStroke, toMarkPoint, type MarkPoint } from './photo-marks.ts';

const pen: PhotoMark = { kind: 'pen', id: 'p1', color: 'rot', points: [[0.1, 0.1], [0.5, 0.1], [0.5, 0.5]] };
const arrow: PhotoMark = { kind: 'arrow', id: 'a1', color: 'gelb', from: [0.2, 0.8], to: [0.8, 0.8] };
const rect: PhotoMark = { kind: 'rect', id: 'r1', color: 'blau', from: [0.6, 0.2], to: [0.9, 0.6] };
const ellipse: PhotoMark = { kind: 'ellipse', id: 'e1', color: 'rot', from: [0.2, 0.2], to: [0.4, 0.4] };
const text: PhotoMark = { kind: 'text', id: 't1', color: 'gelb', at: [0.02, 0.6], text: 'Riss\nca. 2 m' };

describe('the marks of a photo as data (Markieren)', () => {
  it('a project keeps pen, arrow, ellipse, rectangle and text marks with the time of the change', () => {
    expect(Value.Check(PhotoMarkup, { marks: [pen, arrow, rect, ellipse, text], updatedAt: '2026-11-26T09:00:00.000Z' })).toBe(true);
    expect(Value.Check(PhotoMarkup, { marks: [], updatedAt: '2026-11-26T09:00:00.000Z' })).toBe(true);
  });

  it('coordinates are fractions of the image (0..1), and only the three colours exist', () => {
    expect(Value.Check(PhotoMark, { ...arrow, to: [1.2, 0.5] })).toBe(false);
    expect(Value.Check(PhotoMark, { ...arrow, from: [-0.1, 0.5] })).toBe(false);
    expect(Value.Check(PhotoMark, { ...arrow, color: 'grün' })).toBe(false);
    expect(Value.Check(PhotoMark, { ...arrow, kind: 'star' })).toBe(false);
    expect(Value.Check(PhotoMark, { ...arrow, id: '' })).toBe(false);
  });

  it('sizes are bounded, so the server can check a project document: points, marks and text', () => {
    const points: MarkPoint[] = Array.from({ length: MARK_POINTS_MAX + 1 }, () => [0.5, 0.5]);
    expect(Value.Check(PhotoMark, { ...pen, points })).toBe(false);
    expect(Value.Check(PhotoMark, { ...pen, points: [] })).toBe(false);
    expect(Value.Check(PhotoMark, { ...text, text: 'x'.repeat(201) })).toBe(false);
    expect(Value.Check(PhotoMark, { ...text, text: '' })).toBe(false);
    const marks = Array.from({ length: MARKS_MAX + 1 }, (_, index) => ({ ...arrow, id: `a${index}` }));
    expect(Value.Check(PhotoMarkup, { marks, updatedAt: '2026-11-26T09:00:00.000Z' })).toBe(false);
  });

  it('a point is kept inside the image and rounded to four places', () => {
    expect(toMarkPoint(-0.2, 1.7)).toEqual([0, 1]);
    expect(toMarkPoint(0.123456, 0.98765)).toEqual([0.1235, 0.9877]);
  });
});

describe('the eraser finds the topmost mark near the tap', () => {
  const marks = [pen, arrow, rect, ellipse, text];

  it('near a pen line, between its points, but not beside it', () => {
    expect(markAt(marks, [0.3, 0.11], 0.02)).toBe(pen);
    expect(markAt(marks, [0.51, 0.3], 0.02)).toBe(pen);
    expect(markAt(marks, [0.3, 0.16], 0.02)).toBeUndefined();
  });

  it('near an arrow line', () => {
    expect(markAt(marks, [0.5, 0.81], 0.02)).toBe(arrow);
    expect(markAt(marks, [0.9, 0.8], 0.02)).toBeUndefined();
  });

  it('on the outline of a rectangle or ellipse, not inside it', () => {
    expect(markAt(marks, [0.9, 0.4], 0.02)).toBe(rect);
    expect(markAt(marks, [0.75, 0.4], 0.02)).toBeUndefined();
    expect(markAt(marks, [0.3, 0.2], 0.02)).toBe(ellipse);
    expect(markAt(marks, [0.3, 0.3], 0.02)).toBeUndefined();
  });

  it("on a text's box, every line of it", () => {
    expect(markAt(marks, [0.04, 0.6], 0.01)).toBe(text);
    expect(markAt(marks, [0.04, 0.65], 0.01)).toBe(text);
    expect(markAt(marks, [0.04, 0.7], 0.01)).toBeUndefined();
    expect(markAt(marks, [0.3, 0.6], 0.01)).toBeUndefined();
  });

  it('the mark drawn last wins where two overlap', () => {
    const over: PhotoMark = { ...pen, id: 'p2', points: [[0.3, 0.0], [0.3, 0.2]] };
    expect(markAt([...marks, over], [0.3, 0.1], 0.02)).toBe(over);
    expect(markAt([over, ...marks], [0.3, 0.1], 0.02)).toBe(pen);
  });

  it("distances count alike in both directions of a wide photo (the aspect)", () => {
    // On a 2:1 photo a circle drawn on screen spans twice the fraction of the height.
    const circle: PhotoMark = { kind: 'ellipse', id: 'c', color: 'rot', from: [0.4, 0.3], to: [0.6, 0.7] };
    // 0.02 of the height beside the right edge of the circle: x off by 0.01 of the width.
    expect(markAt([circle], [0.61, 0.5], 0.025, 2)).toBe(circle);
    expect(markAt([circle], [0.63, 0.5], 0.025, 2)).toBeUndefined();
    expect(markAt([circle], [0.5, 0.725], 0.03, 2)).toBe(circle);
  });
});

describe('a pen stroke stays small', () => {
  it('drops the points closer than the given distance and keeps both ends', () => {
    const points: MarkPoint[] = [[0, 0], [0.001, 0], [0.002, 0], [0.01, 0], [0.0105, 0], [0.02, 0], [0.0201, 0]];
    expect(simplifyStroke(points, 0.005)).toEqual([[0, 0], [0.01, 0], [0.0201, 0]]);
  });

  it('keeps a dot and a two-point stroke as they are', () => {
    expect(simplifyStroke([[0.5, 0.5]], 0.01)).toEqual([[0.5, 0.5]]);
    expect(simplifyStroke([[0.5, 0.5], [0.5, 0.5001]], 0.01)).toEqual([[0.5, 0.5], [0.5, 0.5001]]);
  });

  it(`a very long stroke keeps at most ${MARK_POINTS_MAX} points, from start to end`, () => {
    const points = Array.from({ length: 10_000 }, (_, index): MarkPoint => [index / 10_000, 0.5]);
    const simple = simplifyStroke(points, 0);
    expect(simple).toHaveLength(MARK_POINTS_MAX);
    expect(simple[0]).toEqual(points[0]);
    expect(simple.at(-1)).toEqual(points.at(-1));
  });
});

describe('marks look the same at any size of the photo', () => {
  it('stroke width and font are fractions of the shorter side', () => {
    const small = markSizes(1000, 750);
    const large = markSizes(4000, 3000);
    expect(large.line / 3000).toBeCloseTo(small.line / 750, 6);
    expect(large.font / 3000).toBeCloseTo(small.font / 750, 6);
    expect(large.head / large.line).toBeCloseTo(small.head / small.line, 6);
    // Portrait or landscape: the same marks.
    expect(markSizes(3000, 4000)).toEqual(large);
  });

  it('a tiny rendering keeps visible lines and readable text', () => {
    expect(markSizes(120, 90).line).toBeGreaterThanOrEqual(2);
    expect(markSizes(120, 90).font).toBeGreaterThanOrEqual(12);
  });

  it("an arrow's head has its tip at the end and is symmetric about the line", () => {
    const { base, left, right } = arrowHead([0, 0], [100, 0], 20);
    expect(base).toEqual([80, 0]);
    expect(left[0]).toBeCloseTo(80);
    expect(right[0]).toBeCloseTo(80);
    expect(left[1]).toBeCloseTo(-right[1]);
    // A short arrow gets a smaller head rather than one longer than itself.
    expect(arrowHead([0, 0], [10, 0], 20).base[0]).toBeCloseTo(4);
  });
});
