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
  // What the editor opened on stays its own: the photo arriving on the server while it is drawn on
  // (its picture now the server's, its marks read again) neither closes nor reloads it.
  const [editing, setEditing] = useState<{ photo: string; marks: PhotoMark[] } | null>(null);
  const photo = imageUrl === 'loading' || imageUrl === 'failed' ? null : imageUrl;
  const ready = Array.isArray(marks) && !!photo;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<DrawIcon />} disabled={!ready} onClick={() => ready && setEditing({ photo, marks })} sx={{ flexShrink: 0 }}>
        {marks === 'loading' ? T.openLoading : T.open}
      </Button>
      {(marks === 'unavailable' || imageUrl === 'failed') && (
        <Typography variant="body2" color="text.secondary">
          {marks === 'unavailable' ? T.unavailable : T.photoUnavailable}
        </Typography>
      )}
      {editing && (
        <PhotoMarkupEditor
          imageUrl={editing.photo}
          title={name}
          initial={editing.marks}
          onSave={(next, copy) => {
            setEditing(null);
            target.onSave(photoKey, next, copy);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
