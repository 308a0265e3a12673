import { describe, expect, it } from 'vitest';
import { clampView, fitSize, fitView, pinchView, zoomAt, ZOOM_MAX } from './view-transform';

const box = { width: 800, height: 1000 };
const stage = fitSize({ width: 4000, height: 3000 }, box);

describe('zoom and pan of the photo in the editor', () => {
  it('the photo is fitted whole and centred', () => {
    expect(stage).toEqual({ width: 800, height: 600 });
    expect(fitView(stage, box)).toEqual({ scale: 1, x: 0, y: 200 });
  });

  it('a pinch keeps the point under the fingers under them, between 1× and 6×', () => {
    const start = fitView(stage, box);
    const view = pinchView(start, { mid: { x: 400, y: 500 }, spread: 100 }, { mid: { x: 400, y: 500 }, spread: 300 }, stage, box);
    expect(view.scale).toBe(3);
    // The photo's centre (400, 300 on the stage) stays at the fingers' midpoint.
    expect(view.x + 400 * view.scale).toBeCloseTo(400);
    expect(view.y + 300 * view.scale).toBeCloseTo(500);
    expect(pinchView(start, { mid: { x: 400, y: 500 }, spread: 100 }, { mid: { x: 400, y: 500 }, spread: 5000 }, stage, box).scale).toBe(ZOOM_MAX);
    expect(pinchView(start, { mid: { x: 400, y: 500 }, spread: 100 }, { mid: { x: 400, y: 500 }, spread: 10 }, stage, box).scale).toBe(1);
  });

  it('the photo is never moved off the screen', () => {
    const view = clampView({ scale: 2, x: 500, y: -5000 }, stage, box);
    expect(view.x).toBe(0);
    expect(view.y).toBe(box.height - stage.height * 2);
  });

  it('the wheel zooms around the cursor', () => {
    const view = zoomAt(fitView(stage, box), { x: 200, y: 450 }, 2, stage, box);
    expect(view.scale).toBe(2);
    expect(view.x + 200 * 2).toBeCloseTo(200);
    expect(view.y + 250 * 2).toBeCloseTo(450);
  });
});
