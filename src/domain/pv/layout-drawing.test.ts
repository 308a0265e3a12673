import { describe, expect, it } from 'vitest';
import { layoutDrawing, rectsPath } from './layout-drawing.ts';
import { layoutFace } from './module-layout.ts';
import { DEFAULT_PV_SETTINGS } from './pv-settings.ts';

describe('drawing of the first layout', () => {
  const face = { id: 'f', name: 'Süd', ridgeLength: { wert: 10, einheit: 'm' }, rafterLength: { wert: 5, einheit: 'm' }, obstacles: ['Schornstein'] };
  const layout = layoutFace(face, DEFAULT_PV_SETTINGS);

  it('draws every module inside the usable area, none overlapping, and the obstacle places apart', () => {
    if (!layout) throw new Error('no layout');
    const drawing = layoutDrawing(layout, DEFAULT_PV_SETTINGS);
    expect(drawing.modules).toHaveLength(15);
    expect(drawing.blocked).toHaveLength(1);
    const inside = (rect: { x: number; y: number; width: number; height: number }) =>
      rect.x >= drawing.usable.x - 1e-9 &&
      rect.y >= drawing.usable.y - 1e-9 &&
      rect.x + rect.width <= drawing.usable.x + drawing.usable.width + 1e-9 &&
      rect.y + rect.height <= drawing.usable.y + drawing.usable.height + 1e-9;
    expect([...drawing.modules, ...drawing.blocked].every(inside)).toBe(true);
    const all = [...drawing.modules, ...drawing.blocked];
    const overlap = all.some((a, i) => all.some((b, j) => i < j && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height));
    expect(overlap).toBe(false);
    expect(drawing.modules[0]).toMatchObject({ width: 1.13, height: 1.72 });
  });

  it('draws the modules as one path of closed rectangles, scaled to the page', () => {
    expect(rectsPath([{ x: 0.3, y: 0.3, width: 1.13, height: 1.72 }, { x: 1.45, y: 0.3, width: 1.13, height: 1.72 }], 10)).toBe('M3 3h11.3v17.2h-11.3zM14.5 3h11.3v17.2h-11.3z');
  });
});
