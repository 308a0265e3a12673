// The save feedback every form shows in the same place and words: nothing until something was
// saved, then whether the last edits are saved on this device or still on their way there.
import CheckIcon from '@mui/icons-material/CheckCircle';
import { Stack, Typography } from '@mui/material';
import type { SaveState } from '@/domain/form-store';
import { COMPONENT_TEXTS as T } from './texts';

export function SaveStatus({ state }: { state: SaveState }) {
  return (
    // The line keeps its height, so the form does not jump when the feedback appears.
    <Stack role="status" direction="row" spacing={0.5} sx={{ minHeight: 24, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
      {state === 'saved' && <CheckIcon fontSize="small" color="success" />}
      {state !== 'none' && <Typography variant="body2">{state === 'saved' ? T.save.saved : T.save.pending}</Typography>}
    </Stack>
  );
}
