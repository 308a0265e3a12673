import { describe, expect, it } from 'vitest';
import { faceYield } from './face-yield.ts';
import { specificYield, specificYieldTable, TABLE_AZIMUTHS_DEG, TABLE_TILTS_DEG } from './specific-yield.ts';

describe('specific yield table for Germany', () => {
  const table = specificYieldTable();
  const at = (tilt: number, azimuth: number) => table[TABLE_TILTS_DEG.indexOf(tilt as never)][TABLE_AZIMUTHS_DEG.indexOf(azimuth as never)];

  it('gives a flat roof the same yield in every direction', () => {
    expect(new Set(table[0]).size).toBe(1);
  });

  it('is highest on a south face of 30–40° and in the range German systems earn (900–1,100 kWh/kWp)', () => {
    const best = Math.max(...table.flat());
    expect([at(30, 180), at(40, 180)]).toContain(best);
    expect(best).toBeGreaterThanOrEqual(900);
    expect(best).toBeLessThanOrEqual(1100);
  });

  it('gives east and west faces the same yield, and north faces the least', () => {
    for (const tilt of TABLE_TILTS_DEG) {
      expect(at(tilt, 90)).toBe(at(tilt, 270));
      expect(at(tilt, 0)).toBeLessThanOrEqual(at(tilt, 90));
    }
    expect(at(30, 90) / at(30, 180)).toBeGreaterThan(0.8);
    expect(at(30, 0) / at(30, 180)).toBeLessThan(0.7);
  });

  it('interpolates faces between its rows and columns', () => {
    const between = specificYield(35, 157.5);
    expect(between).toBeGreaterThan(Math.min(at(30, 135), at(40, 135)));
    expect(between).toBeLessThan(Math.max(at(30, 180), at(40, 180)) + 1);
    expect(specificYield(30, 180)).toBe(at(30, 180));
    expect(specificYield(30, 359)).toBeCloseTo(at(30, 0), -1);
  });

  it('gives the 6.88 kWp south face of 10 × 5 m at 35° about 6,800 kWh a year, less with shading', () => {
    const clear = faceYield(6.88, 35, 180, 'keine');
    expect(clear.specificYield).toBe(990);
    expect(clear.annualKWh).toBeCloseTo(6811, -1);
    expect(faceYield(6.88, 35, 180, 'teilweise').annualKWh).toBeCloseTo(clear.annualKWh * 0.9);
    expect(faceYield(6.88, 35, 180, 'stark').annualKWh).toBeCloseTo(clear.annualKWh * 0.75);
  });
});
