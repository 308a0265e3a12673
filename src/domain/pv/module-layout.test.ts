import { describe, expect, it } from 'vitest';
import { DEFAULT_PV_SETTINGS } from './pv-settings.ts';
import { layoutFace } from './module-layout.ts';
import type { RoofFace } from './roof-face.ts';

const face = (ridge: number, rafter: number, extra: Partial<RoofFace> = {}): RoofFace => ({
  id: 'f1',
  name: 'Süd',
  ridgeLength: { wert: ridge, einheit: 'm' },
  rafterLength: { wert: rafter, einheit: 'm' },
  ...extra,
});

describe('first layout of a roof face', () => {
  it('lays 16 upright 430 Wp modules on a south face of 10 × 5 m: 6.88 kWp', () => {
    const layout = layoutFace(face(10, 5), DEFAULT_PV_SETTINGS);
    expect(layout).toMatchObject({ orientation: 'hochkant', columns: 8, rows: 2, modules: 16 });
    expect(layout?.usableWidthM).toBeCloseTo(9.4);
    expect(layout?.usableHeightM).toBeCloseTo(4.4);
    expect(layout?.kWp).toBeCloseTo(6.88);
  });

  it('reads lengths in any unit: 1000 cm × 500 cm is the same face', () => {
    const layout = layoutFace(face(1000, 500, { ridgeLength: { wert: 1000, einheit: 'cm' }, rafterLength: { wert: 5000, einheit: 'mm' } }), DEFAULT_PV_SETTINGS);
    expect(layout?.modules).toBe(16);
  });

  it('lays modules lying when more fit that way', () => {
    const layout = layoutFace(face(4, 2), DEFAULT_PV_SETTINGS);
    expect(layout).toMatchObject({ orientation: 'quer', columns: 1, rows: 1, modules: 1 });
  });

  it('keeps the larger distance at a party wall (Doppelhaushälfte)', () => {
    const layout = layoutFace(face(10, 5, { partyWall: true }), DEFAULT_PV_SETTINGS);
    expect(layout?.margins.left).toBe(1.25);
    expect(layout?.usableWidthM).toBeCloseTo(8.45);
    expect(layout?.modules).toBe(14);
  });

  it('takes one module place for each obstacle on the face', () => {
    const layout = layoutFace(face(10, 5, { obstacles: ['Dachfenster', 'Schornstein'] }), DEFAULT_PV_SETTINGS);
    expect(layout).toMatchObject({ blocked: 2, modules: 14 });
  });

  it('plans a face known only by its area as a square of that area', () => {
    const layout = layoutFace({ id: 'f', name: 'Ost', areaM2: 36 }, DEFAULT_PV_SETTINGS);
    expect(layout).toMatchObject({ fromArea: true, faceWidthM: 6, faceHeightM: 6 });
  });

  it('has no layout while neither both lengths nor an area are known', () => {
    expect(layoutFace({ id: 'f', name: 'Nord', ridgeLength: { wert: 8, einheit: 'm' } }, DEFAULT_PV_SETTINGS)).toBeNull();
  });

  it('plans no face beyond the largest a roof has (a slip of the finger sent by another app), rather than thousands of modules', () => {
    expect(layoutFace(face(100, 50), DEFAULT_PV_SETTINGS)?.modules).toBeGreaterThan(2000);
    expect(layoutFace(face(100000, 5), DEFAULT_PV_SETTINGS)).toBeNull();
    expect(layoutFace(face(10, 51), DEFAULT_PV_SETTINGS)).toBeNull();
    expect(layoutFace({ id: 'f', name: 'Halle', areaM2: 5001 }, DEFAULT_PV_SETTINGS)).toBeNull();
  });

  it('fits no module on a face smaller than one module inside its edges', () => {
    expect(layoutFace(face(1.5, 1.5), DEFAULT_PV_SETTINGS)?.modules).toBe(0);
  });

  it("plans with the company's module and distances", () => {
    const layout = layoutFace(face(10, 5), { ...DEFAULT_PV_SETTINGS, moduleWattPeak: 500, eavesDistanceM: 0.5, ridgeDistanceM: 0.5 });
    expect(layout?.usableHeightM).toBeCloseTo(4);
    expect(layout?.kWp).toBeCloseTo(8);
  });
});
