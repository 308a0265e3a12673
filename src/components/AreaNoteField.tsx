// The note on an area's page (issue 22): several lines of what the photos do not show, kept on
// the device with every keystroke and printed in the protocol under the area.
import { TextField } from '@mui/material';
import { AREA_NOTE_MAX } from '@/domain/photo-notes';
import type { Project } from '@/domain/project';
import type { UploadAreaId } from '@/domain/upload-areas';
import { useProjectForm } from '@/hooks/use-project-form';
import { useStoredProject } from '@/hooks/use-projects';
import { AREA_NOTE_FORMS } from './area-note-form';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.areaNote;

function NoteForm({ companyId, area, project, revision }: { companyId: string; area: UploadAreaId; project: Project; revision: string }) {
  const { store, form } = useProjectForm(AREA_NOTE_FORMS[area], companyId, project.id, project, revision, T.failed);
  return (
    <TextField
      label={T.label}
      // Near the limit the count shows, so the last words are not cut off unnoticed.
      helperText={form.note.length > AREA_NOTE_MAX * 0.9 ? T.count(form.note.length, AREA_NOTE_MAX) : T.hint}
      multiline
      minRows={3}
      fullWidth
      value={form.note}
      onChange={(event) => store.edit('note', event.target.value)}
      onFocus={() => store.focus('note')}
      onBlur={() => store.blur('note')}
      slotProps={{ htmlInput: { maxLength: AREA_NOTE_MAX } }}
      sx={{ mt: 3 }}
    />
  );
}

export function AreaNoteField({ companyId, projectId, area }: { companyId: string; projectId: string; area: UploadAreaId }) {
  const stored = useStoredProject(companyId, projectId);
  if (!stored) return null;
  return <NoteForm key={stored.key} companyId={companyId} area={area} project={stored.project} revision={stored.localUpdatedAt} />;
}
