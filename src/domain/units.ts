// Lengths in the roof editors (SPEC §4 'Units', §9): changing a unit converts the value.
export const LENGTH_UNITS = ['mm', 'cm', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const MILLIMETRES: Record<LengthUnit, number> = { mm: 1, cm: 10, m: 1000 };

export interface Measurement {
  wert: number | null;
  einheit: LengthUnit;
}

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && (LENGTH_UNITS as readonly string[]).includes(value);
}

/** The same length in another unit, rounded to a tenth of a millimetre to avoid float noise. */
export function convertLength(value: number | null, from: LengthUnit, to: LengthUnit): number | null {
  if (value === null) return null;
  const millimetres = Math.round(value * MILLIMETRES[from] * 10) / 10;
  return Number((millimetres / MILLIMETRES[to]).toPrecision(12));
}
