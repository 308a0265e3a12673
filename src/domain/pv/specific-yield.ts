// The table of specific yields for Germany, kWh per kWp and year by tilt and orientation, and a
// face's yield read from it. The table is computed once from the irradiation model
// (plane-irradiation.ts) times a performance ratio, rounded to 10 kWh/kWp, so every figure can be
// traced to it; faces between its rows and columns are interpolated.
import { annualPlaneIrradiation } from './plane-irradiation.ts';

/**
 * What reaches the grid of the sunlight on the modules: module temperature, inverter, cables and
 * dirt. 0.8 is the cautious end of the 80–90 % Fraunhofer ISE reports for German rooftop systems
 * ("Aktuelle Fakten zur Photovoltaik in Deutschland").
 */
export const PERFORMANCE_RATIO = 0.8;

export const TABLE_TILTS_DEG = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
/** Compass azimuths of the table's columns: N, NO, O, SO, S, SW, W, NW (and N again to close the circle). */
export const TABLE_AZIMUTHS_DEG = [0, 45, 90, 135, 180, 225, 270, 315, 360] as const;

let table: number[][] | null = null;

/** kWh/kWp a year, rows by `TABLE_TILTS_DEG`, columns by `TABLE_AZIMUTHS_DEG`. */
export function specificYieldTable(): number[][] {
  table ??= TABLE_TILTS_DEG.map((tiltDeg) =>
    TABLE_AZIMUTHS_DEG.map((azimuthDeg) => Math.round((annualPlaneIrradiation({ tiltDeg, azimuthDeg: azimuthDeg % 360 }) * PERFORMANCE_RATIO) / 10) * 10),
  );
  return table;
}

function bracket(values: readonly number[], value: number): { index: number; share: number } {
  for (let index = 0; index < values.length - 1; index += 1) {
    if (value <= values[index + 1]) return { index, share: (value - values[index]) / (values[index + 1] - values[index]) };
  }
  return { index: values.length - 2, share: 1 };
}

/** Specific yield of a face with this tilt (0–90°) and compass azimuth, kWh/kWp a year, unshaded. */
export function specificYield(tiltDeg: number, azimuthDeg: number): number {
  const rows = specificYieldTable();
  const tilt = bracket(TABLE_TILTS_DEG, Math.max(0, Math.min(90, tiltDeg)));
  const azimuth = bracket(TABLE_AZIMUTHS_DEG, ((azimuthDeg % 360) + 360) % 360);
  const at = (row: number, column: number) => rows[tilt.index + row][azimuth.index + column];
  const low = at(0, 0) + (at(0, 1) - at(0, 0)) * azimuth.share;
  const high = at(1, 0) + (at(1, 1) - at(1, 0)) * azimuth.share;
  return low + (high - low) * tilt.share;
}
