// The save feedback every form shows in the same place and words: nothing until something was
// saved, then whether the last edits are saved on this device or still on their way there. It
// follows the form's save state itself, so a save's 'pending' and 'saved' re-render this line and
// not the whole form: on a slow tablet that render ran while the save waited for the main thread.
import CheckIcon from '@mui/icons-material/CheckCircle';
import { Stack, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import type { SaveStateSource } from '@/domain/form-store';
import { COMPONENT_TEXTS as T } from './texts';

export function SaveStatus({ source }: { source: SaveStateSource }) {
  const state = useSyncExternalStore(source.subscribe, source.getSaveState);
  return (
    // The line keeps its height, so the form does not jump when the feedback appears.
    <Stack role="status" direction="row" spacing={0.5} sx={{ minHeight: 24, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
      {state === 'saved' && <CheckIcon fontSize="small" color="success" />}
      {state !== 'none' && <Typography variant="body2">{state === 'saved' ? T.save.saved : T.save.pending}</Typography>}
    </Stack>
  );
}
