// The notice after a quick remove, with 'Rückgängig' for a few seconds: for edits of a form
// (a manual obstacle chip) that undo restores exactly, so no question has to slow the user down.
import { Button, Snackbar } from '@mui/material';
import { COMPONENT_TEXTS } from './texts';

/** Long enough to read and reach the button with a gloved hand. */
const UNDO_WINDOW_MS = 8000;

interface Props {
  /** What was removed, e.g. '„Antenne“ entfernt'; null hides the notice. */
  message: string | null;
  onUndo: () => void;
  onClose: () => void;
}

export function UndoSnackbar({ message, onUndo, onClose }: Props) {
  return (
    <Snackbar
      open={message !== null}
      message={message}
      autoHideDuration={UNDO_WINDOW_MS}
      // A click elsewhere is the next step of the survey, not a decision against undo.
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button color="secondary" onClick={onUndo}>
          {COMPONENT_TEXTS.confirm.undo}
        </Button>
      }
    />
  );
}
