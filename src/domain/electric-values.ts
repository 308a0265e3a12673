// Reading electrics values robustly: a field may be stored plainly ('digital', true, 63) or arrive
// from the analysis as {wert, zustand, qualitaet}, and choices may be spelled in German or English.
export type Loose = Record<string, unknown>;

export function asRecord(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

/** The plain value: an analysis value {wert, zustand, qualitaet} gives its wert. */
export function plain(value: unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) && 'wert' in value ? plain((value as Loose).wert) : value;
}

/**
 * One part of a field object (zaehlertyp.typ, hesVorhanden.presence). The primary part also
 * accepts the field given as a bare value or as {wert}, the shape the analysis may deliver.
 */
export function readPart(field: unknown, key: string, primary = false): unknown {
  const record = asRecord(field);
  if (key in record) return record[key];
  return primary ? plain(field) : undefined;
}

export function readText(value: unknown): string {
  const inner = plain(value);
  if (typeof inner === 'string') return inner.trim();
  if (typeof inner === 'number' && Number.isFinite(inner)) return String(inner);
  return '';
}

/** A list of texts (reasons) from an array or a text with one entry per line. */
export function readList(value: unknown): string[] {
  const inner = plain(value);
  const items = Array.isArray(inner) ? inner.map(readText) : readText(inner).split(/\r?\n/);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A count of connected conductors: a whole number ≥ 0, or null when not known. */
export function readCount(value: unknown): number | null {
  const inner = plain(value);
  if (typeof inner === 'number') return Number.isFinite(inner) && inner >= 0 ? Math.round(inner) : null;
  if (typeof inner === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(inner)) return Math.round(Number(inner.trim().replace(',', '.')));
  return null;
}

const SYNONYMS: Record<string, string[]> = {
  true: ['yes', 'present'],
  false: ['no', 'absent'],
  ja: ['yes', 'present'],
  nein: ['no', 'absent'],
  vorhanden: ['present', 'yes'],
  nicht_vorhanden: ['absent', 'no'],
  fehlt: ['absent', 'no'],
  unbekannt: ['unknown'],
  nicht_erkennbar: ['unknown'],
  nicht_erkannt: ['unknown'],
  nicht_bestimmbar: ['unknown'],
  bandstahl: ['band'],
  '>=16': ['≥16'],
  '16': ['≥16'],
  digitaler_zähler: ['digital'],
  ferraris: ['analog'],
  analoger_zähler: ['analog'],
};

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/mm²|mm2/g, '')
    .replace(/^~\s*/, '')
    .trim()
    .replace(/[\s-]+/g, '_');
}

/**
 * One of the allowed values of a choice, read from its stored or analysed shape; anything else
 * gives the fallback ('unknown' for the earthing findings, '' where no unknown value exists).
 */
export function readChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T | ''): T | '' {
  const inner = plain(value);
  if (typeof inner !== 'string' && typeof inner !== 'boolean' && typeof inner !== 'number') return fallback;
  const key = normalise(String(inner));
  const candidates = [key, ...(SYNONYMS[key] ?? [])];
  return (candidates.find((candidate) => (allowed as readonly string[]).includes(candidate)) as T | undefined) ?? fallback;
}

/** The quality level of a field: its own, else the section's, else the electrics default. */
export function qualityOf(field: unknown, section: Loose, fallback: string): string {
  const own = asRecord(field).qualitaet;
  if (typeof own === 'string' && own) return own;
  return typeof section.qualitaet === 'string' && section.qualitaet ? section.qualitaet : fallback;
}

export function correctedFields(section: Loose): string[] {
  return Array.isArray(section.korrigiert) ? section.korrigiert.filter((entry): entry is string => typeof entry === 'string') : [];
}
