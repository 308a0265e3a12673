// The upload dialog of 'Fotosammlung hochladen': images only, several at once (SPEC §2).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.upload;

export function PhotoCollectionDialog({ open, onClose, onStart }: { open: boolean; onClose: () => void; onStart: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const close = () => {
    setFiles([]);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.text}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{T.formats}</DialogContentText>
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => input.current?.click()}>
          {T.choose}
        </Button>
        {files.length > 0 && <Typography sx={{ mt: 1 }}>{T.selected(files.length)}</Typography>}
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept="image/*,.heic,.heif"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          variant="contained"
          disabled={!files.length}
          onClick={() => {
            onStart(files);
            close();
          }}
        >
          {T.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
