// Damages from findings (issue 8, 'Damage detection'): a field the analysis rated 'ungeeignet',
// and an earthing whose condition or connection it judged poor, becomes a Vorschaden of the
// area with the images it was seen on. A damage the provider already named for the same field
// is not added twice.
import { isNotDetected } from '../../src/domain/assessment.ts';
import { ELECTRIC_FIELD_LABELS, ROOF_ELEMENT_LABELS, STORAGE_CRITERION_LABELS } from '../../src/domain/value-labels.ts';
import type { Kategorie } from '../../src/domain/vorschaden.ts';
import type { AreaFindings } from './analysis.ts';
import { DAMAGE_TEXTS as T } from './texts.ts';

type Damage = AreaFindings['damages'][number];
type Result = { wert?: unknown; zustand?: string; bewertung?: string; reasoning?: string; beschreibung?: string; pageReference?: number | null };

const KATEGORIE: Record<string, Kategorie> = {
  'dach-innen': 'DACH_INNEN',
  'dach-aussen': 'DACH_AUSSEN',
  elektrik: 'ELEKTRIK',
  erdung: 'ELEKTRIK',
  aufstellort: 'AUFSTELLORT',
};

const LABELS: Record<string, string> = { ...ROOF_ELEMENT_LABELS, ...ELECTRIC_FIELD_LABELS, ...STORAGE_CRITERION_LABELS };

/** How bad a finding is, or null when it is no damage. */
function severityOf(field: string, result: Result): 'gering' | 'mittel' | 'hoch' | null {
  const rating = result.bewertung ?? (typeof result.wert === 'string' ? result.wert : undefined);
  if (field === 'condition') return rating === 'damaged' ? 'hoch' : rating === 'aged_corroded' ? 'mittel' : null;
  if (field === 'anschlussqualitaet') return rating === 'possibly_non_compliant' ? 'mittel' : null;
  if (result.zustand !== 'ungeeignet') return null;
  // Electrics that are unfit are a safety matter; elsewhere unfit means work before installing.
  return field in ELECTRIC_FIELD_LABELS ? 'hoch' : 'mittel';
}

const mentions = (damage: Damage, words: string[]) => {
  const text = [damage.titel, damage.kurzbeschreibung, ...(damage.erkannteElemente ?? [])].join(' ').toLowerCase();
  return words.some((word) => text.includes(word.toLowerCase()));
};

/**
 * @param imageIdsOf the ids of the images a result's page reference points to (all the area's
 *   images when it names none).
 */
export function damagesFromFindings(
  area: string,
  results: Record<string, unknown>,
  imageIdsOf: (page: number | null) => string[],
  named: Damage[] = [],
): Damage[] {
  const kategorie = KATEGORIE[area];
  if (!kategorie) return [];
  return Object.entries(results).flatMap(([field, raw]): Damage[] => {
    const result = (raw ?? {}) as Result;
    if (isNotDetected(result.wert) && !result.bewertung) return [];
    const schweregrad = severityOf(field, result);
    if (!schweregrad) return [];
    const label = LABELS[field] ?? field;
    if (named.some((damage) => damage.kategorie === kategorie && mentions(damage, [label, field]))) return [];
    const urls = imageIdsOf(result.pageReference ?? null).map((id) => `/images/${id}`);
    const finding = (result.reasoning ?? result.beschreibung ?? '').trim();
    const kurzbeschreibung = finding || T.shortDescription(label, typeof result.wert === 'string' || typeof result.wert === 'number' ? String(result.wert) : '');
    return [
      {
        titel: T.title(label),
        kurzbeschreibung,
        kategorie,
        schweregrad,
        status: 'NEU',
        details: {
          empfohleneBehandlung: T.treatment[field as keyof typeof T.treatment] ?? T.areaTreatment[kategorie],
          detaillierteBeschreibung: T.detail(label, kurzbeschreibung),
          beschreibung: kurzbeschreibung,
          bildUrls: urls,
        },
        erkannteElemente: [label],
        bildUrls: urls,
        typ: 'ki-analyse',
      },
    ];
  });
}
