// Asks for the words of a text mark, new or changed. Typed words are not thrown away by a stray
// tap beside the dialog or Escape: only the buttons close it then.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { MARK_TEXT_MAX } from '@/domain/photo-marks';
import { MARKUP_TEXTS } from './texts';

const T = MARKUP_TEXTS.text;

export function TextMarkDialog({ initial, onDone, onCancel }: { initial: string; onDone: (text: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(initial);
  const titleId = useId();
  const changed = text !== initial;
  return (
    <Dialog open onClose={changed ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDone(text);
        }}
      >
        <DialogTitle id={titleId}>{T.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            maxRows={4}
            label={T.label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Enter takes the text, as a tablet's keyboard suggests; Shift+Enter starts a new line.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                onDone(text);
              }
            }}
            slotProps={{ htmlInput: { maxLength: MARK_TEXT_MAX } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{T.cancel}</Button>
          <Button type="submit" variant="contained">
            {T.done}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
