// A photo full size in a dialog: stored (loaded from the server when opened) or still waiting on
// this device, and the same dialog while it goes from one to the other; with its marks where it has some, when and where it was taken, its caption, and
// 'Markieren' and 'Verschieben nach …' where the grid offers them.
import CloseIcon from '@mui/icons-material/Close';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { Box, Button, CircularProgress, Dialog, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ImageRef } from '@/domain/image';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import { useMayManage } from '@/hooks/use-may-manage';
import { useBackCloses } from './BackStack';
import { MarkupLauncher, type MarkupTarget } from './markup/MarkupLauncher';
import { MARKUP_TEXTS } from './markup/texts';
import { PhotoCaption, type CaptionTarget } from './PhotoCaption';
import { COMPONENT_TEXTS } from './texts';
import { useBlobUrl, useImageUrl, type ImageUrlState } from './use-image-url';

const T = COMPONENT_TEXTS.images;

/** The photo with its marks: the copy drawn on this device and not sent yet, or the server's. */
export type MarkedSource = { blob: Blob } | { url: string };

/** Where the full-size dialog offers to move a photo, and what to do when the user picks one. */
export interface MoveOption {
  targets: readonly string[];
  onMove: (toArea: string) => void;
}

/** The photo with its marks drawn in: the copy waiting on this device, or the server's. */
function MarkedPhoto({ marked, name, tall }: { marked: MarkedSource; name: string; tall: boolean }) {
  return 'blob' in marked ? <BlobPhoto blob={marked.blob} name={name} tall={tall} /> : <ServerPhoto url={marked.url} name={name} tall={tall} />;
}

function BlobPhoto({ blob, name, tall }: { blob: Blob; name: string; tall: boolean }) {
  const url = useBlobUrl(blob);
  return url ? <FullSize url={url} name={name} tall={tall} /> : <Loading />;
}

function ServerPhoto({ url, name, tall }: { url: string; name: string; tall: boolean }) {
  const copy = useImageUrl(url);
  return copy.state === 'ready' ? <FullSize url={copy.url} name={name} tall={tall} /> : <Loading />;
}

function FullSize({ url, name, tall }: { url: string; name: string; tall: boolean }) {
  return <img src={url} alt={name} style={{ maxWidth: '100%', maxHeight: tall ? '85vh' : '70vh', display: 'block', margin: '0 auto' }} />;
}

function Loading() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <CircularProgress aria-label={T.loading} />
    </Box>
  );
}

/** Faces the server made unrecognisable on the photo, and the original where this user may see it. */
interface BlurredFaces {
  count: number;
  originalUrl?: string;
}

/** What the full-size view shows and offers for one photo. */
interface FullImageOptions {
  move?: MoveOption;
  caption?: CaptionTarget;
  origin?: string;
  marked: MarkedSource | null;
  markup?: { target: MarkupTarget; markedOnServer: boolean };
  onClose: () => void;
}

/**
 * The photo full size (with its marks, where it has some): the server's copy, loaded when opened;
 * until it has loaded, or where it cannot (offline, never opened before), the photo's own bytes
 * where this device sent it (`local`), otherwise its preview.
 */
export function FullImage({
  name,
  photoKey: key,
  stored,
  local,
  preview,
  move,
  caption,
  origin,
  marked,
  markup,
  onClose,
}: FullImageOptions & { name: string; photoKey: string; stored?: ImageRef; local?: string; preview: string }) {
  const server = useImageUrl(stored?.url);
  const full: ImageUrlState = server.state !== 'ready' && local ? { state: 'ready', url: local } : server;
  const mayManage = useMayManage();
  const faces: BlurredFaces | undefined = stored?.blurredFaces ? { count: stored.blurredFaces, originalUrl: mayManage ? stored.originalUrl : undefined } : undefined;
  const [original, setOriginal] = useState(false);
  const [withFaces, setWithFaces] = useState(false);
  useBackCloses(true, onClose);
  const bar = (move && !!move.targets.length) || caption || origin || markup || faces;
  return (
    // As wide as the screen allows and held at the top: the × stays under the finger while the
    // picture changes size (a spinner while loading, the server's copy replacing the device's).
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      slotProps={{ paper: { 'aria-label': name } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <IconButton aria-label={T.close} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'rgba(255,255,255,.85)' }}>
        <CloseIcon />
      </IconButton>
      {withFaces && faces?.originalUrl ? (
        <ServerPhoto url={faces.originalUrl} name={name} tall={!bar} />
      ) : marked && !original ? (
        <MarkedPhoto marked={marked} name={name} tall={!bar} />
      ) : full.state === 'ready' ? (
        <FullSize url={full.url} name={name} tall={!bar} />
      ) : full.state === 'failed' ? (
        <Box sx={{ p: 2, pt: 6, textAlign: 'center' }}>
          <img src={preview} alt={name} style={{ width: 320, maxWidth: '100%', display: 'block', margin: '0 auto' }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {T.previewOnly}
          </Typography>
          <Button size="small" onClick={full.retry}>
            {T.retry}
          </Button>
        </Box>
      ) : (
        <Loading />
      )}
      {bar && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ px: 2, py: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}
        >
          <Stack sx={{ minWidth: 0, alignItems: 'flex-start' }}>
            <Typography variant="body2" noWrap sx={{ minWidth: 0, maxWidth: '100%' }}>
              {name}
            </Typography>
            {origin && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {origin}
              </Typography>
            )}
            {faces && (
              <Typography variant="body2" color="text.secondary">
                {T.facesBlurred(faces.count)}
              </Typography>
            )}
            {caption && <PhotoCaption name={name} target={caption} wide />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', rowGap: 1 }}>
            {faces?.originalUrl && <Button onClick={() => setWithFaces(!withFaces)}>{withFaces ? T.hideFaces : T.showFaces}</Button>}
            {marked && <Button onClick={() => setOriginal(!original)}>{original ? MARKUP_TEXTS.showMarked : MARKUP_TEXTS.showOriginal}</Button>}
            {markup && (
              <MarkupLauncher
                target={markup.target}
                photoKey={key}
                name={name}
                imageUrl={full.state === 'ready' ? full.url : full.state}
                markedOnServer={markup.markedOnServer}
              />
            )}
            {move && !!move.targets.length && <MoveMenu targets={move.targets} onMove={(area) => (onClose(), move.onMove(area))} />}
          </Stack>
        </Stack>
      )}
    </Dialog>
  );
}

/** 'Verschieben nach …': a menu of the other areas; picking one moves the photo at once. */
function MoveMenu({ targets, onMove }: MoveOption) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DriveFileMoveIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        {T.moveTo}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        {targets.map((area) => (
          <MenuItem key={area} onClick={() => (setAnchor(null), onMove(area))}>
            {COMPONENT_LABELS[area] ?? area}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
