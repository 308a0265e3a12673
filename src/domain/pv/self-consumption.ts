// Self-consumption and autarky of a PV system with and without a battery (issue 25, point 3),
// by the energy balance simulation of Weniger, Tjaden & Quaschning, "Sizing of residential PV
// battery systems", Energy Procedia 46 (2014) 78–87: in each step the PV output first covers the
// household's load, a surplus charges the battery, a deficit discharges it, the rest goes to or
// comes from the grid. Steps are the hours of one bright and one dull average day per month.
//
// What the estimate assumes, and says with every figure:
// - PV hours from the irradiation model for each face, so east-west roofs spread over the day;
// - the month's PV shared between bright days (1.6 × the month's mean) and dull days (0.4 ×),
//   as German weather alternates, since a mean day would flatter the battery;
// - a household day with a small morning peak, a midday peak and the evening peak, more in winter
//   than in summer (a simplified profile in the shape of household load curves, not measured data);
// - a battery that is charged and discharged at up to half its capacity an hour, 95 % each way.
import { DAYS_IN_MONTH, hourlyPlaneIrradiation } from './plane-irradiation.ts';
import { PERFORMANCE_RATIO } from './specific-yield.ts';
import type { Plane } from './solar-geometry.ts';

/** Relative load of each hour of a household's day (0–23), mean 1. */
const HOUSEHOLD_DAY = normalise([0.6, 0.5, 0.45, 0.45, 0.45, 0.5, 0.75, 1.05, 0.95, 0.8, 0.75, 0.8, 0.95, 0.85, 0.75, 0.75, 0.85, 1.1, 1.45, 1.65, 1.6, 1.45, 1.15, 0.8]);
/** Monthly load relative to the mean month, January to December: more light and heat in winter. */
const MONTHLY_LOAD = normalise([1.18, 1.1, 1.04, 0.96, 0.9, 0.86, 0.86, 0.88, 0.93, 1.02, 1.1, 1.17]);
/** The year's days weighted by their month's load, so the year's load is the household's consumption. */
const LOAD_WEIGHTED_DAYS = DAYS_IN_MONTH.reduce((sum, days, month) => sum + days * MONTHLY_LOAD[month], 0);
const DAY_TYPES = [
  { share: 1 / 3, scale: 1.9 },
  { share: 1 / 3, scale: 0.85 },
  { share: 1 / 3, scale: 0.25 },
] as const;
const BATTERY_EFFICIENCY = 0.95;
const BATTERY_C_RATE = 0.5;

function normalise(values: number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.map((value) => value / mean);
}

export interface PvArray extends Plane {
  kWp: number;
  /** Share of the output lost to shading. */
  shadingLoss: number;
}

export interface EnergyBalance {
  pvKWh: number;
  loadKWh: number;
  /** Share of the PV output used in the house, directly or through the battery. */
  selfConsumption: number;
  /** Share of the load covered by the PV output, directly or through the battery. */
  autarky: number;
}

/** The PV output of each hour of the month's average day, kWh, all arrays together. */
function pvDay(arrays: readonly PvArray[], month: number): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const array of arrays) {
    const irradiation = hourlyPlaneIrradiation(array, month);
    irradiation.forEach((value, hour) => {
      hours[hour] += value * array.kWp * PERFORMANCE_RATIO * (1 - array.shadingLoss);
    });
  }
  return hours;
}

/**
 * One day repeated until the battery's level at midnight settles (a day of this kind among days of
 * the same kind): energy used directly, charged, discharged.
 */
function simulateDay(pv: readonly number[], load: readonly number[], capacityKWh: number) {
  let level = 0;
  let result = { direct: 0, charged: 0, discharged: 0 };
  for (let round = 0; round < 4; round += 1) {
    result = { direct: 0, charged: 0, discharged: 0 };
    for (let hour = 0; hour < 24; hour += 1) {
      const direct = Math.min(pv[hour], load[hour]);
      result.direct += direct;
      const surplus = pv[hour] - direct;
      const deficit = load[hour] - direct;
      if (surplus > 0 && capacityKWh > 0) {
        const charge = Math.min(surplus, capacityKWh * BATTERY_C_RATE, (capacityKWh - level) / BATTERY_EFFICIENCY);
        level += charge * BATTERY_EFFICIENCY;
        result.charged += charge;
      } else if (deficit > 0 && level > 0) {
        const discharge = Math.min(deficit, capacityKWh * BATTERY_C_RATE, level * BATTERY_EFFICIENCY);
        level -= discharge / BATTERY_EFFICIENCY;
        result.discharged += discharge;
      }
    }
  }
  return result;
}

/** The year's balance for this PV system, a household using `annualLoadKWh`, and a battery of `batteryKWh` usable capacity. */
export function energyBalance(arrays: readonly PvArray[], annualLoadKWh: number, batteryKWh: number): EnergyBalance {
  let pvKWh = 0;
  let loadKWh = 0;
  let usedPv = 0;
  let covered = 0;
  for (let month = 0; month < 12; month += 1) {
    const days = DAYS_IN_MONTH[month];
    const meanPv = pvDay(arrays, month);
    const dailyLoad = (annualLoadKWh * MONTHLY_LOAD[month]) / LOAD_WEIGHTED_DAYS;
    const load = HOUSEHOLD_DAY.map((share) => (dailyLoad * share) / 24);
    for (const type of DAY_TYPES) {
      const pv = meanPv.map((value) => value * type.scale);
      const day = simulateDay(pv, load, batteryKWh);
      const count = days * type.share;
      pvKWh += count * pv.reduce((sum, value) => sum + value, 0);
      loadKWh += count * dailyLoad;
      usedPv += count * (day.direct + day.charged);
      covered += count * (day.direct + day.discharged);
    }
  }
  return {
    pvKWh,
    loadKWh,
    selfConsumption: pvKWh > 0 ? usedPv / pvKWh : 0,
    autarky: loadKWh > 0 ? covered / loadKWh : 0,
  };
}
