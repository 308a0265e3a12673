// Rating the five storage criteria by hand (SPEC §1: every assessed value can be corrected), so a
// site without photos can be completed: per criterion a state and a note, saved on this device as
// the user chooses and types, and marked as corrected.
import { Alert, Box, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { SaveStatus } from '@/components/SaveStatus';
import { useProjectForm } from '@/hooks/use-project-form';
import { SUITABILITY_STATES, type Suitability } from '@/domain/assessment';
import { STORAGE_CRITERIA, type StorageCriterion } from '@/domain/storage-criteria';
import type { FormStore } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { RATING_LABELS } from '@/domain/value-labels';
import { noteKey, STORAGE_FORM, type StorageForm } from './storage-form-model';
import { AUFSTELLORT_TEXTS as T } from './texts';

const COLORS: Record<Suitability, 'success' | 'error' | 'warning'> = { geeignet: 'success', ungeeignet: 'error', unklar: 'warning' };

interface CriterionProps {
  criterion: StorageCriterion;
  form: StorageForm;
  store: FormStore<Project, StorageForm>;
}

function CriterionEditor({ criterion, form, store }: CriterionProps) {
  const label = T.criteria[criterion];
  const headingId = useId();
  const note = noteKey(criterion);
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={form[criterion]}
          onChange={(_event, next: Suitability | null) => next && store.edit(criterion, next, true)}
          aria-label={T.manual.group(label)}
        >
          {SUITABILITY_STATES.map((option) => (
            <ToggleButton key={option} value={option} color={COLORS[option]} sx={{ minHeight: 44, textTransform: 'none' }}>
              {RATING_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label={T.manual.note(label)}
          placeholder={T.manual.notePlaceholder}
          value={form[note]}
          multiline
          minRows={1}
          fullWidth
          onChange={(event) => store.edit(note, event.target.value)}
          onFocus={() => store.focus(note)}
          onBlur={() => store.blur(note)}
        />
      </Stack>
    </Box>
  );
}

export function ManualRatings({ companyId, project, revision }: { companyId: string; project: Project; revision: string }) {
  const { store, form, failure } = useProjectForm(STORAGE_FORM, companyId, project.id, project, revision, T.manual.saveFailed);
  return (
    <Paper component="section" aria-labelledby="aufstellort-manual" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="aufstellort-manual" variant="h6" component="h2">
        {T.manual.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.manual.hint}
      </Typography>
      {failure !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.manual.saveFailed}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {STORAGE_CRITERIA.map((criterion) => (
          <CriterionEditor key={criterion} criterion={criterion} form={form} store={store} />
        ))}
      </Stack>
      <SaveStatus source={store} />
    </Paper>
  );
}
