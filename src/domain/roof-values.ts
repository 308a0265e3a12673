// Reading and writing one roof element's fields for the editor and the overview list: lengths
// with their unit, switches that may be unbekannt, and the correction marks of edited fields.
import { isNotDetected, ratingOf, withCorrection } from './assessment.ts';
import type { RoofElementValue, RoofField } from './roof.ts';
import { roofTypeOf } from './roof.ts';
import { isLengthUnit, type LengthUnit, type Measurement } from './units.ts';
import { RATING_LABELS, yesNoLabel } from './value-labels.ts';

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

export function isCorrected(value: RoofElementValue, key: string): boolean {
  return value.korrigiert?.includes(key) ?? false;
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
      const text = value.neigung;
      if (typeof text === 'string' && text.trim()) return text.trim();
      return typeof value.neigungGrad === 'number' ? `${formatNumber(value.neigungGrad)}°` : null;
    }
    default: {
      const raw = value[field.key];
      return isNotDetected(raw) || typeof raw === 'object' ? null : String(raw);
    }
  }
}
