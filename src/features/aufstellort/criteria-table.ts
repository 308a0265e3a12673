// The five storage criteria as the table shows them (SPEC §2, §3, §4 'Criterion rating'): label,
// rating, value and quality of each, and whether the ratings can be opened yet.
import { isNotDetected, ratingOf, type Rating } from '@/domain/assessment';
import { STORAGE_CRITERIA, type StorageCriterion } from '@/domain/storage-criteria';
import type { Storage } from '@/domain/project';
import { criterionNote, criterionQuality, isCriterionCorrected } from '@/domain/storage-values';
import { isLearnedField } from '@/domain/taught-values';
import { AUFSTELLORT_TEXTS as T } from './texts';

/** One criterion as stored: {zustand, wert, qualitaet, reasoning}, each possibly missing. */
export interface CriterionValue {
  zustand?: unknown;
  wert?: unknown;
  qualitaet?: unknown;
  reasoning?: unknown;
}

export interface CriterionRow {
  criterion: StorageCriterion;
  label: string;
  rating: Rating;
  /** The value in words, or null when nothing was detected. */
  value: string | null;
  /** The AI's quality; null for a criterion rated by hand or not rated at all. */
  quality: string | null;
  /** Rated by hand (SPEC §1), so marked as corrected. */
  corrected: boolean;
  /** Rated from the company's earlier corrections (issue 26); the quality is then the vote's. */
  learned: boolean;
  /** The user's note, '' when there is none. */
  note: string;
}

export function criterionValue(storage: Storage | undefined, criterion: StorageCriterion): CriterionValue {
  const value = storage?.[criterion];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as CriterionValue) : {};
}

/** A stored value in words; null for the not-detected values of SPEC §5. */
export function valueText(wert: unknown): string | null {
  if (isNotDetected(wert)) return null;
  if (typeof wert === 'boolean') return wert ? T.yes : T.no;
  if (typeof wert === 'number') return Number.isFinite(wert) ? wert.toLocaleString('de-DE') : null;
  if (typeof wert === 'string') return wert.trim();
  if (Array.isArray(wert)) {
    const parts = wert.map(valueText).filter((part): part is string => !!part);
    return parts.length ? parts.join(', ') : null;
  }
  if (wert && typeof wert === 'object') {
    const { wert: inner, name, beschreibung } = wert as { wert?: unknown; name?: unknown; beschreibung?: unknown };
    return valueText(inner ?? name ?? beschreibung);
  }
  return null;
}

export function criterionRows(storage: Storage | undefined): CriterionRow[] {
  return STORAGE_CRITERIA.map((criterion) => {
    const stored = criterionValue(storage, criterion);
    const corrected = isCriterionCorrected(storage, criterion);
    const learned = isLearnedField(storage ?? {}, criterion);
    return {
      criterion,
      label: T.criteria[criterion],
      rating: ratingOf(stored.zustand),
      value: valueText(stored.wert),
      quality: learned ?? criterionQuality(storage, criterion),
      corrected,
      learned: learned !== null,
      note: criterionNote(storage, criterion),
    };
  });
}

/** SPEC §2: ratings are clickable only once at least one criterion has a state. */
export function ratingsClickable(storage: Storage | undefined): boolean {
  return STORAGE_CRITERIA.some((criterion) => ratingOf(criterionValue(storage, criterion).zustand) !== 'unbekannt');
}

/** How many photos of the site are stored. */
export function storagePhotoCount(storage: Storage | undefined): number {
  return storage?.analyse?.images?.length ?? 0;
}

/**
 * Whether the site was analysed at all: then a missing value is one the AI could not see. States
 * the user chose by hand say nothing about an analysis.
 */
export function storageAnalysed(storage: Storage | undefined): boolean {
  const rated = STORAGE_CRITERIA.some(
    (criterion) => !isCriterionCorrected(storage, criterion) && ratingOf(criterionValue(storage, criterion).zustand) !== 'unbekannt',
  );
  return rated || storagePhotoCount(storage) > 0;
}
