// Asks before unsaved marks are dropped; 'Weiter bearbeiten' first and focused, so a slip keeps them.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { MARKUP_TEXTS } from './texts';

const T = MARKUP_TEXTS.discard;

export function DiscardDialog({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onKeep} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onKeep} autoFocus>
          {T.keep}
        </Button>
        <Button color="error" variant="contained" onClick={onDiscard}>
          {T.discard}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
