// Assessed values (SPEC §3, §4, §5): quality levels, the suitability states, what counts as
// "not detected", and the number parsing rules every editor shares.
export const QUALITY_LEVELS = ['hoch', 'mittel', 'niedrig'] as const;
export type Quality = (typeof QUALITY_LEVELS)[number];
/** Default quality of a value in the roof editors, and in electrics and storage (SPEC §3). */
export const ROOF_DEFAULT_QUALITY: Quality = 'mittel';
export const ELECTRIC_DEFAULT_QUALITY: Quality = 'niedrig';
export const STORAGE_DEFAULT_QUALITY: Quality = 'niedrig';

export const SUITABILITY_STATES = ['geeignet', 'ungeeignet', 'unklar'] as const;
export type Suitability = (typeof SUITABILITY_STATES)[number];
/** How a state is shown: anything outside the three known states shows as unbekannt. */
export type Rating = Suitability | 'unbekannt';

export function ratingOf(zustand: unknown): Rating {
  return typeof zustand === 'string' && (SUITABILITY_STATES as readonly string[]).includes(zustand) ? (zustand as Suitability) : 'unbekannt';
}

const NOT_DETECTED = new Set(['nicht_erkennbar', 'nicht_messbar', 'nicht_bestimmbar', 'nicht_erkannt', 'unbekannt', '']);

/** SPEC §5 'Not-detected values': these values, and no value at all, mean the AI saw nothing. */
export function isNotDetected(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return NOT_DETECTED.has(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** SPEC §5 'Numeric fields': empty or non-numeric input becomes null; a decimal comma is accepted. */
export function parseNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (!trimmed || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The number a text starts with ('6,5 m' gives 6.5), or null. */
export function parseLeadingNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(text ?? '');
  return match ? Number(match[1].replace(',', '.')) : null;
}

/** The non-negative whole number of a count field, or null. */
export function parseCount(text: string): number | null {
  const value = parseNumber(text);
  return value === null || value < 0 ? null : Math.round(value);
}

/** Marks a field as corrected by the user, so its AI quality is no longer the whole story. */
export function withCorrection(corrected: readonly string[] | undefined, field: string): string[] {
  const list = corrected ?? [];
  return list.includes(field) ? [...list] : [...list, field];
}
