// The storage criteria rated by hand as the shared form store edits them: per criterion its
// manual state and its note, each journaled, saved and recovered like every other form's input.
import type { Suitability } from '@/domain/assessment';
import { STORAGE_CRITERIA, type StorageCriterion } from '@/domain/storage-criteria';
import type { FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { criterionNote, manualRating, withCriterionNote, withManualRating } from '@/domain/storage-values';

export type NoteKey = `notiz-${StorageCriterion}`;

export type StorageForm = Record<StorageCriterion, Suitability | null> & Record<NoteKey, string>;

export const noteKey = (criterion: StorageCriterion): NoteKey => `notiz-${criterion}`;

export const STORAGE_FORM: FormModel<Project, StorageForm> = {
  id: 'aufstellort',
  keys: [...STORAGE_CRITERIA, ...STORAGE_CRITERIA.map(noteKey)],
  read: (project) =>
    Object.fromEntries(
      STORAGE_CRITERIA.flatMap((criterion) => [
        [criterion, manualRating(project.storage, criterion)],
        [noteKey(criterion), criterionNote(project.storage, criterion)],
      ]),
    ) as StorageForm,
  apply: (project, inputs) => {
    let storage = project.storage;
    for (const criterion of STORAGE_CRITERIA) {
      const state = inputs[criterion];
      // No choice yet records nothing: a criterion is rated only by a state the user chose.
      if (state) storage = withManualRating(storage, criterion, state);
      const note = inputs[noteKey(criterion)];
      if (note !== undefined) storage = withCriterionNote(storage, criterion, note);
    }
    return storage === project.storage ? project : { ...project, storage };
  },
};
