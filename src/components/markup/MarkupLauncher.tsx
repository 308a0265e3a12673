// 'Markieren' in a photo's full-size view: opens the editor with the photo's marks as this device
// knows them (waiting to be sent, from the server, or its last copy of them); where they cannot be
// known, says why instead of opening on an empty drawing that would wipe them.
import DrawIcon from '@mui/icons-material/Draw';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { PhotoMark } from '@/domain/photo-marks';
import { useMarksToEdit } from '@/hooks/use-photo-markups';
import { PhotoMarkupEditor } from './PhotoMarkupEditor';
import { MARKUP_TEXTS as T } from './texts';

/** Where a grid's photos are marked: the project, and what to do with new marks. */
export interface MarkupTarget {
  companyId: string;
  projectId: string;
  onSave: (photoKey: string, marks: PhotoMark[], copy: Blob) => void;
}

/** `imageUrl`: the photo full size once loaded; 'failed' when it cannot be (offline and never seen here full size). */
export function MarkupLauncher({
  target,
  photoKey,
  name,
  imageUrl,
  markedOnServer,
}: {
  target: MarkupTarget;
  photoKey: string;
  name: string;
  imageUrl: string | 'loading' | 'failed';
  markedOnServer: boolean;
}) {
  const marks = useMarksToEdit(target.companyId, target.projectId, photoKey, markedOnServer);
  const [open, setOpen] = useState(false);
  const photo = imageUrl === 'loading' || imageUrl === 'failed' ? null : imageUrl;
  const ready = Array.isArray(marks) && !!photo;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<DrawIcon />} disabled={!ready} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {marks === 'loading' ? T.openLoading : T.open}
      </Button>
      {(marks === 'unavailable' || imageUrl === 'failed') && (
        <Typography variant="body2" color="text.secondary">
          {marks === 'unavailable' ? T.unavailable : T.photoUnavailable}
        </Typography>
      )}
      {open && ready && (
        <PhotoMarkupEditor
          imageUrl={photo}
          title={name}
          initial={marks}
          onSave={(next, copy) => {
            setOpen(false);
            target.onSave(photoKey, next, copy);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
