// A photo's caption ('Was zeigt das Foto?', issue 22) under its tile and in its full-size view:
// the text, or a button to write one; either opens a small dialog. Works for a photo still
// queued on the device as for one on the server: the caption is kept under the photo's key.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CAPTION_MAX } from '@/domain/photo-notes';
import { useBackCloses } from './BackStack';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.captions;

/** Where a caption is written: the photo's key and the grid's way of saving it. */
export interface CaptionTarget {
  photoKey: string;
  caption?: string;
  onCaption: (photoKey: string, caption: string) => void;
  /** The tile's picture, once loaded: the dialog shows which photo it describes. */
  preview?: string;
}

function CaptionDialog({ name, preview, caption, onSave, onClose }: { name: string; preview?: string; caption: string; onSave: (text: string) => void; onClose: () => void }) {
  const [text, setText] = useState(caption);
  // Typed words are not thrown away by a stray tap beside the dialog or Escape: only the buttons close it then.
  const changed = text !== caption;
  // Back is a tap beside it: it closes an unchanged dialog and keeps typed words.
  useBackCloses(true, () => {
    if (!changed) onClose();
  });
  return (
    <Dialog open onClose={changed ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogContent>
        {preview && <Box component="img" src={preview} alt={name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, mb: 1, borderRadius: 1, objectFit: 'contain' }} />}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={T.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CAPTION_MAX } }}
          helperText={`${text.length} / ${CAPTION_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => (onSave(text), onClose())}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The caption line of a tile or of the full-size view; `wide` for the view, where it may run long. */
export function PhotoCaption({ name, target, wide = false }: { name: string; target: CaptionTarget; wide?: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      {target.caption ? (
        <Button
          size="small"
          color="inherit"
          aria-label={T.edit(name)}
          onClick={() => setEditing(true)}
          sx={{ p: 0, minWidth: 0, textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start', fontWeight: 400 }}
        >
          <Typography variant="caption" sx={wide ? { overflowWrap: 'anywhere' } : { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
            {target.caption}
          </Typography>
        </Button>
      ) : (
        <Button size="small" startIcon={<EditNoteIcon />} aria-label={T.add(name)} onClick={() => setEditing(true)} sx={{ px: 0.5, minWidth: 0 }}>
          {T.addShort}
        </Button>
      )}
      {editing && (
        <CaptionDialog name={name} preview={target.preview} caption={target.caption ?? ''} onSave={(text) => target.onCaption(target.photoKey, text)} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
