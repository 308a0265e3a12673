import { describe, expect, it } from 'vitest';
import { energyBalance, type PvArray } from './self-consumption.ts';

const south = (kWp: number): PvArray[] => [{ tiltDeg: 35, azimuthDeg: 180, kWp, shadingLoss: 0 }];
const eastWest = (kWp: number): PvArray[] => [
  { tiltDeg: 35, azimuthDeg: 90, kWp: kWp / 2, shadingLoss: 0 },
  { tiltDeg: 35, azimuthDeg: 270, kWp: kWp / 2, shadingLoss: 0 },
];

describe('self-consumption and autarky estimate', () => {
  it('puts a 4 kWp system of a 4,000 kWh household without battery near the usual third', () => {
    const balance = energyBalance(south(4), 4000, 0);
    expect(balance.loadKWh).toBeCloseTo(4000, 0);
    expect(balance.selfConsumption).toBeGreaterThan(0.25);
    expect(balance.selfConsumption).toBeLessThan(0.45);
    expect(balance.autarky).toBeGreaterThan(0.25);
    expect(balance.autarky).toBeLessThan(0.45);
  });

  it('raises self-consumption and autarky with a battery, more with a bigger one', () => {
    const none = energyBalance(south(6), 4000, 0);
    const small = energyBalance(south(6), 4000, 4);
    const large = energyBalance(south(6), 4000, 10);
    expect(small.autarky).toBeGreaterThan(none.autarky + 0.1);
    expect(large.autarky).toBeGreaterThan(small.autarky);
    expect(large.selfConsumption).toBeGreaterThan(none.selfConsumption);
    expect(large.autarky).toBeLessThan(1);
  });

  it('uses more of an east-west system than of a south system of the same size without battery', () => {
    expect(energyBalance(eastWest(8), 4000, 0).selfConsumption).toBeGreaterThan(energyBalance(south(8), 4000, 0).selfConsumption);
  });

  it('uses a smaller share of a larger system, while covering more of the load', () => {
    const small = energyBalance(south(3), 4000, 0);
    const large = energyBalance(south(10), 4000, 0);
    expect(large.selfConsumption).toBeLessThan(small.selfConsumption);
    expect(large.autarky).toBeGreaterThan(small.autarky);
  });

  it('covers nothing without modules', () => {
    expect(energyBalance([], 4000, 5)).toMatchObject({ pvKWh: 0, selfConsumption: 0, autarky: 0 });
  });
});
