// Rating the five storage criteria by hand (SPEC §1: every assessed value can be corrected), so a
// site without photos can be completed: per criterion a state and a note, saved on this device as
// the user chooses and types, and marked as corrected.
import { Alert, Box, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDebouncedSave } from '@/components/use-debounced-save';
import { SUITABILITY_STATES, type Suitability } from '@/domain/assessment';
import { STORAGE_CRITERIA, type StorageCriterion } from '@/domain/explanation';
import type { Storage } from '@/domain/project';
import { criterionNote, manualRating } from '@/domain/storage-values';
import { RATING_LABELS } from '@/domain/value-labels';
import { AUFSTELLORT_TEXTS as T } from './texts';
import type { StorageEdits } from './use-storage-edits';

const COLORS: Record<Suitability, 'success' | 'error' | 'warning'> = { geeignet: 'success', ungeeignet: 'error', unklar: 'warning' };

interface CriterionProps {
  criterion: StorageCriterion;
  storage: Storage | undefined;
  edits: StorageEdits;
}

function CriterionEditor({ criterion, storage, edits }: CriterionProps) {
  const label = T.criteria[criterion];
  const headingId = useId();
  const [state, setState] = useState<Suitability | null>(() => manualRating(storage, criterion));
  const [note, setNote] = useState(() => criterionNote(storage, criterion));
  // One debounce per criterion, so typing in one note never drops another's pending save.
  const { schedule, flush } = useDebouncedSave((text: string) => edits.saveNote(criterion, text));
  const choose = (next: Suitability | null) => {
    if (!next) return;
    setState(next);
    void edits.rate(criterion, next);
  };
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={state}
          onChange={(_event, next: Suitability | null) => choose(next)}
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
          value={note}
          multiline
          minRows={1}
          fullWidth
          onChange={(event) => {
            setNote(event.target.value);
            schedule(event.target.value);
          }}
          onBlur={() => void flush()}
        />
      </Stack>
    </Box>
  );
}

export function ManualRatings({ storage, edits }: { storage: Storage | undefined; edits: StorageEdits }) {
  return (
    <Paper component="section" aria-labelledby="aufstellort-manual" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="aufstellort-manual" variant="h6" component="h2">
        {T.manual.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.manual.hint}
      </Typography>
      {edits.failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.manual.saveFailed}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {STORAGE_CRITERIA.map((criterion) => (
          <CriterionEditor key={criterion} criterion={criterion} storage={storage} edits={edits} />
        ))}
      </Stack>
    </Paper>
  );
}
