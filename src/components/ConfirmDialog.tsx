// The app's own question before a delete (never the browser's confirm box, which a tablet shows
// unstyled, in the browser's language, and which blocks the page): what goes, 'Abbrechen' and
// a red confirm button, both full touch size.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useBackCloses } from './BackStack';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.confirm;

interface Props {
  open: boolean;
  /** A short question naming what goes, e.g. 'Bild löschen?'; omitted, the message alone asks. */
  title?: string;
  message: string;
  /** The confirm button; 'Löschen' unless the action is named otherwise, e.g. 'Verwerfen'. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel = T.delete, onConfirm, onCancel }: Props) {
  useBackCloses(open, onCancel);
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={title ? titleId : messageId} aria-describedby={title ? messageId : undefined}>
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        {/* Cancel first and focused: a slip of the finger keeps the data. */}
        <Button onClick={onCancel} autoFocus>
          {T.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
