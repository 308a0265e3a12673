// Reading and writing one roof element's fields for the editor and the overview list: lengths
// with their unit, switches that may be unbekannt, and the correction marks of edited fields.
import { isNotDetected, ratingOf, withCorrection } from './assessment.ts';
import type { RoofElement, RoofElementValue, RoofField } from './roof.ts';
import { isRoofElement, ROOF_FIELDS, roofElementValue, roofTypeOf } from './roof.ts';
import type { Roof } from './project.ts';
import type { Ziegel } from './report.ts';
import { isLengthUnit, type LengthUnit, type Measurement } from './units.ts';
import { RATING_LABELS, ROOF_ELEMENT_LABELS, ROOF_FIELD_LABELS, yesNoLabel } from './value-labels.ts';

/** The unit a length starts in before anyone chose one. */
export const DEFAULT_UNITS: Record<string, LengthUnit> = { breite: 'cm', hoehe: 'cm', abstand: 'cm', dicke: 'mm', laenge: 'm', wert: 'm' };

/** Traufhöhe keeps wert and einheit on the element itself; other lengths are {wert, einheit} objects. */
const isInline = (field: RoofField) => field.key === 'wert';

export function readMeasure(value: RoofElementValue, field: RoofField): Measurement {
  const source = (isInline(field) ? value : value[field.key]) as { wert?: unknown; einheit?: unknown } | number | undefined;
  const fallbackUnit = DEFAULT_UNITS[field.key] ?? 'cm';
  if (typeof source === 'number') return { wert: source, einheit: fallbackUnit };
  const wert = typeof source?.wert === 'number' ? source.wert : null;
  return { wert, einheit: isLengthUnit(source?.einheit) ? source.einheit : fallbackUnit };
}

/** A switch value: true, false, or 'unbekannt' when not detected (SPEC §4 'Switches'). */
export function readSwitch(value: RoofElementValue, key: string): boolean | 'unbekannt' {
  const raw = value[key];
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return 'unbekannt';
}

/** The element after the user set one field: the field is marked as corrected. */
export function setField(value: RoofElementValue, field: RoofField, next: unknown): RoofElementValue {
  const updated: RoofElementValue =
    isInline(field) && field.kind === 'measure'
      ? { ...value, ...(next as Measurement) }
      : { ...value, [field.key]: next };
  return { ...updated, korrigiert: withCorrection(value.korrigiert, field.key) };
}

/** The element after the user took a value back to 'not captured': no value, and no correction mark. */
export function clearField(value: RoofElementValue, field: RoofField): RoofElementValue {
  const { [field.key]: _cleared, korrigiert, ...rest } = value;
  const marks = (korrigiert ?? []).filter((key) => key !== field.key);
  return marks.length ? { ...rest, korrigiert: marks } : rest;
}

/**
 * The tiles after the user chose one from the catalogue: the covering is set, and its material and
 * maker fill what is not captured yet. Each value filled is the user's choice, marked as corrected,
 * so none of them passes for the AI's reading.
 */
export function withTileChosen(value: RoofElementValue, tile: Ziegel): RoofElementValue {
  const fills = (['material', 'hersteller'] as const).filter((key) => !value[key] && tile[key]);
  const filled = fills.reduce<RoofElementValue>((next, key) => ({ ...next, [key]: tile[key], korrigiert: withCorrection(next.korrigiert, key) }), value);
  return { ...filled, deckung: tile.ziegelname, korrigiert: withCorrection(filled.korrigiert, 'deckung') };
}

/** Switch fields whose own label reads wrong in 'KI konnte … nicht erkennen'; null names the element. */
const HINT_NAMES: Record<string, string | null> = { vorhanden: null, diffusionsoffen: 'Diffusionsoffenheit' };

/** How a not-detected hint names a field: 'KI konnte Unterspannbahn nicht erkennen', never '… Vorhanden …'. */
export function notDetectedName(element: RoofElement, key: string): string {
  const name = HINT_NAMES[key];
  if (name === null) return ROOF_ELEMENT_LABELS[element] ?? element;
  return name ?? ROOF_FIELD_LABELS[key] ?? key;
}

/** Whatever a device stored: only a list of field names marks corrections. */
export function isCorrected(value: RoofElementValue, key: string): boolean {
  return Array.isArray(value.korrigiert) && value.korrigiert.includes(key);
}

const formatNumber = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 3 });

/** The field's value in words for the overview and the protocol, or null when there is none. */
export function displayField(value: RoofElementValue, field: RoofField): string | null {
  switch (field.kind) {
    case 'measure': {
      const { wert, einheit } = readMeasure(value, field);
      return wert === null ? null : `${formatNumber(wert)} ${einheit}`;
    }
    case 'switch': {
      const state = readSwitch(value, field.key);
      return state === 'unbekannt' ? null : yesNoLabel(state);
    }
    case 'state': {
      const rating = ratingOf(value.zustand);
      return rating === 'unbekannt' ? null : RATING_LABELS[rating];
    }
    case 'roof-type':
      return roofTypeOf(value.art) ?? (isNotDetected(value.art) ? null : String(value.art));
    case 'count':
      return typeof value[field.key] === 'number' ? formatNumber(value[field.key] as number) : null;
    case 'slope': {
      const text = typeof value.neigung === 'string' ? value.neigung.trim() : '';
      // The field takes a leading number as degrees; a bare number says so with its unit.
      if (/^\d+(?:[.,]\d+)?$/.test(text)) return `${text}°`;
      if (text) return text;
      return typeof value.neigungGrad === 'number' ? `${formatNumber(value.neigungGrad)}°` : null;
    }
    default: {
      const raw = value[field.key];
      return isNotDetected(raw) || typeof raw === 'object' ? null : String(raw);
    }
  }
}

/** One line of the outer roof's analysis results, as the results list shows it. */
export interface AnalysisResultRow {
  key: string;
  label: string;
  /** The value in words; null where the analysis saw nothing and nobody entered one. */
  value: string | null;
  /** The user entered or corrected the value, so it is theirs, not the analysis'. */
  manual: boolean;
  quality: string | null;
  page: string | number | null;
}

function resultText(wert: unknown): string {
  if (Array.isArray(wert)) return wert.map((entry) => (typeof entry === 'object' && entry ? (entry as { name?: string }).name : entry)).join(', ');
  if (typeof wert === 'boolean') return yesNoLabel(wert);
  if (typeof wert === 'number') return formatNumber(wert);
  return String(wert);
}

/**
 * The analysis results with what the user entered since: an element the user corrected shows
 * its corrected values as manual, so the list never says 'not recognised' beside a value the
 * surveyor set, nor passes a manual value off as detected.
 */
export function analysisResultRows(roof: Roof | undefined): AnalysisResultRow[] {
  const results = (roof?.outside?.analyse?.results ?? {}) as Record<string, unknown>;
  return Object.entries(results).flatMap(([key, raw]): AnalysisResultRow[] => {
    if (!raw || typeof raw !== 'object') return [];
    const result = raw as { wert?: unknown; qualitaet?: string; pageReference?: string | number | null };
    const label = key === 'schaeden' ? ROOF_FIELD_LABELS.damages : (ROOF_ELEMENT_LABELS[key] ?? ROOF_FIELD_LABELS[key] ?? key);
    const element = isRoofElement(key) && key !== 'hindernisse' ? key : null;
    const value = element ? roofElementValue(roof, element) : {};
    const corrected = element
      ? ROOF_FIELDS[element].filter((field) => isCorrected(value, field.key)).flatMap((field) => displayField(value, field) ?? [])
      : [];
    if (corrected.length) return [{ key, label, value: corrected.join(' · '), manual: true, quality: null, page: null }];
    const detected = isNotDetected(result.wert) ? null : resultText(result.wert);
    const entered = manualEntriesOf(roof, key);
    const manualRow: AnalysisResultRow[] = entered.length ? [{ key: `${key}-manuell`, label, value: entered.join(', '), manual: true, quality: null, page: null }] : [];
    // Obstacles and damages the user listed stand on their own line beside what the AI found,
    // and replace a 'nicht erkannt' the analysis gave.
    if (detected === null && manualRow.length) return manualRow;
    return [{ key, label, value: detected, manual: false, quality: result.qualitaet ?? null, page: result.pageReference ?? null }, ...manualRow];
  });
}

/** The obstacles or damages the user listed by hand under an analysis result of that kind. */
function manualEntriesOf(roof: Roof | undefined, key: string): string[] {
  if (key === 'hindernisse') return roof?.manualObstacles ?? [];
  if (key === 'schaeden') return roof?.manualDamages ?? [];
  return [];
}

