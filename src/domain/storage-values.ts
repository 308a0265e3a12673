// The user's own rating and note of a storage criterion (SPEC §1: every assessed value can be
// corrected): a manual state is marked in storage.korrigiert, which also keeps any later analysis
// from overwriting it; notes live apart from the assessed values so a note alone rates nothing.
import { ratingOf, STORAGE_DEFAULT_QUALITY, withCorrection, type Suitability } from './assessment.ts';
import type { StorageCriterion } from './storage-criteria.ts';
import type { Storage } from './project.ts';

type CriterionObject = Record<string, unknown>;

const criterionObject = (storage: Storage | undefined, criterion: StorageCriterion): CriterionObject => {
  const value = storage?.[criterion];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as CriterionObject) : {};
};

/** The storage after the user rated a criterion by hand: the state is set and marked as corrected. */
export function withManualRating(storage: Storage | undefined, criterion: StorageCriterion, state: Suitability): Storage {
  return {
    ...storage,
    [criterion]: { ...criterionObject(storage, criterion), zustand: state },
    korrigiert: withCorrection(storage?.korrigiert, criterion),
  };
}

/** The storage with the user's note on a criterion; an empty note is removed. */
export function withCriterionNote(storage: Storage | undefined, criterion: StorageCriterion, note: string): Storage {
  const notes = { ...storage?.notizen };
  if (note.trim()) notes[criterion] = note;
  else delete notes[criterion];
  return { ...storage, notizen: notes };
}

export function isCriterionCorrected(storage: Storage | undefined, criterion: StorageCriterion): boolean {
  return storage?.korrigiert?.includes(criterion) ?? false;
}

/** The user's note on a criterion, '' when there is none. */
export function criterionNote(storage: Storage | undefined, criterion: StorageCriterion): string {
  const note = storage?.notizen?.[criterion];
  return typeof note === 'string' ? note : '';
}

/** The state the user chose by hand, or null when the criterion was not rated by hand. */
export function manualRating(storage: Storage | undefined, criterion: StorageCriterion): Suitability | null {
  if (!isCriterionCorrected(storage, criterion)) return null;
  const rating = ratingOf(criterionObject(storage, criterion).zustand);
  return rating === 'unbekannt' ? null : rating;
}

/**
 * The quality of the AI's rating of a criterion (SPEC §3, default niedrig). A quality rates the
 * AI's reading: a criterion rated by hand, or not rated at all, has none to show.
 */
export function criterionQuality(storage: Storage | undefined, criterion: StorageCriterion): string | null {
  const stored = criterionObject(storage, criterion);
  if (isCriterionCorrected(storage, criterion) || ratingOf(stored.zustand) === 'unbekannt') return null;
  return typeof stored.qualitaet === 'string' && stored.qualitaet.trim() ? stored.qualitaet.trim() : STORAGE_DEFAULT_QUALITY;
}
