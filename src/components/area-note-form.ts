// The note on an area's page (issue 22) as the shared form store edits it: typed into a journal
// at once, saved debounced, and recovered at the next start if the page went away meanwhile.
import type { FormModel } from '@/domain/form-store';
import { withAreaNote } from '@/domain/photo-notes';
import type { Project } from '@/domain/project';
import { UPLOAD_AREA_IDS, type UploadAreaId } from '@/domain/upload-areas';

export interface AreaNoteForm {
  note: string;
}

function areaNoteForm(area: UploadAreaId): FormModel<Project, AreaNoteForm> {
  return {
    id: `notiz-${area}`,
    keys: ['note'],
    read: (project) => ({ note: project.areaNotes?.[area] ?? '' }),
    apply: (project, inputs) => (inputs.note === undefined ? project : withAreaNote(project, area, inputs.note)),
  };
}

/** One model per area, made once: a form store keeps the model it started with. */
export const AREA_NOTE_FORMS = Object.fromEntries(UPLOAD_AREA_IDS.map((area) => [area, areaNoteForm(area)])) as Record<UploadAreaId, FormModel<Project, AreaNoteForm>>;
