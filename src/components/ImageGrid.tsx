// The uploaded images of an area: 120 px thumbnails (SPEC §9) that open full size (where a
// photo can be moved to another area), a 44 px delete button that asks first, the failed-load
// state with retry, and photos still queued on this device.
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, ButtonBase, Chip, CircularProgress, Dialog, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { memo, useState, type ReactNode } from 'react';
import type { ImageRef } from '@/domain/image';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import type { QueuedImage } from '@/hooks/use-area-images';
import { ConfirmDialog } from './ConfirmDialog';
import { COMPONENT_TEXTS } from './texts';
import { useBlobUrl, useImageUrl } from './use-image-url';

export const THUMBNAIL_SIZE = 120;
const T = COMPONENT_TEXTS.images;
const NO_TARGETS: readonly string[] = [];

/**
 * Whether a tile would look the same: its image compared field by field (every store read makes
 * new objects of the same data), everything else as is. Each answered upload changes the store
 * two or three times, so with 100 photos in an area, redrawing only the tile that changed keeps
 * the tablet responsive while the queue drains.
 */
function sameTile<P extends { image: object }>(before: P, after: P): boolean {
  const same = (a: object, b: object) => {
    const keys = Object.keys(a) as Array<keyof typeof a>;
    return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
  };
  return same(before.image, after.image) && same({ ...before, image: null }, { ...after, image: null });
}

function Frame({ children, label, badge, detail }: { children: ReactNode; label: string; badge?: ReactNode; detail?: string }) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, position: 'relative', width: THUMBNAIL_SIZE }}>
      <Box sx={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {children}
      </Box>
      {badge}
      <Typography component="figcaption" variant="caption" noWrap sx={{ display: 'block' }}>
        {label}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** Where the full-size dialog offers to move a photo, and what to do when the user picks one. */
interface MoveOption {
  targets: readonly string[];
  onMove: (toArea: string) => void;
}

interface StoredImageProps {
  image: ImageRef;
  onDelete?: (image: ImageRef) => void;
  detail?: string;
  /** Offered in the full-size view of photos (not of PDFs). */
  moveTargets: readonly string[];
  onMove?: (image: ImageRef, toArea: string) => void;
}

const StoredImage = memo(function StoredImage({ image, onDelete, detail, moveTargets, onMove }: StoredImageProps) {
  const isPdf = image.contentType === 'application/pdf';
  const move = onMove && moveTargets.length && !isPdf ? { targets: moveTargets, onMove: (area: string) => onMove(image, area) } : undefined;
  const thumb = useImageUrl(isPdf ? image.url : (image.thumbnailUrl ?? image.url));
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = onDelete && (
    <>
      <IconButton
        aria-label={`${T.delete}: ${image.originalName}`}
        onClick={() => setAsking(true)}
        sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: 'white' } }}
      >
        <DeleteIcon />
      </IconButton>
      {asking && (
        <ConfirmDialog
          open
          title={T.deleteTitle}
          message={T.deleteConfirm}
          onCancel={() => setAsking(false)}
          onConfirm={() => (setAsking(false), onDelete(image))}
        />
      )}
    </>
  );
  if (isPdf) {
    return (
      <Frame label={image.originalName} badge={remove} detail={detail}>
        <ButtonBase
          aria-label={T.open(image.originalName)}
          onClick={() => thumb.state === 'ready' && window.open(thumb.url, '_blank')}
          sx={{ width: '100%', height: '100%', flexDirection: 'column' }}
        >
          <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
          <Typography variant="caption">{T.document}</Typography>
          {image.pageCount ? <Typography variant="caption">{T.pages(image.pageCount)}</Typography> : null}
        </ButtonBase>
      </Frame>
    );
  }
  return (
    <Frame label={image.originalName} badge={remove} detail={detail}>
      {thumb.state === 'loading' && <CircularProgress size={28} aria-hidden />}
      {thumb.state === 'failed' && (
        <Stack spacing={0.5} sx={{ p: 1, textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="caption" color="error">
            {T.loadFailed}
          </Typography>
          <Button size="small" onClick={thumb.retry}>
            {T.retry}
          </Button>
        </Stack>
      )}
      {thumb.state === 'ready' && (
        <ButtonBase aria-label={T.open(image.originalName)} onClick={() => setOpen(true)} sx={{ width: '100%', height: '100%' }}>
          <img src={thumb.url} alt={image.originalName} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </ButtonBase>
      )}
      {open && thumb.state === 'ready' && <FullImage image={image} preview={thumb.url} move={move} onClose={() => setOpen(false)} />}
    </Frame>
  );
}, sameTile);

/** The photo full size; where that cannot load (offline, never opened before) its preview instead. */
function FullImage({ image, preview, move, onClose }: { image: ImageRef; preview: string; move?: MoveOption; onClose: () => void }) {
  const full = useImageUrl(image.url);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" slotProps={{ paper: { 'aria-label': image.originalName } }}>
      <IconButton aria-label={T.close} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'rgba(255,255,255,.85)' }}>
        <CloseIcon />
      </IconButton>
      {full.state === 'ready' ? (
        <img src={full.url} alt={image.originalName} style={{ maxWidth: '100%', maxHeight: move ? '75vh' : '85vh', display: 'block', margin: '0 auto' }} />
      ) : full.state === 'failed' ? (
        <Box sx={{ p: 2, pt: 6, textAlign: 'center' }}>
          <img src={preview} alt={image.originalName} style={{ width: 320, maxWidth: '100%', display: 'block', margin: '0 auto' }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {T.previewOnly}
          </Typography>
          <Button size="small" onClick={full.retry}>
            {T.retry}
          </Button>
        </Box>
      ) : (
        <Box sx={{ p: 6, textAlign: 'center' }}>
          <CircularProgress aria-label={T.loading} />
        </Box>
      )}
      {move && !!move.targets.length && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ px: 2, py: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {image.originalName}
          </Typography>
          <MoveMenu targets={move.targets} onMove={(area) => (onClose(), move.onMove(area))} />
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

const QueuedTile = memo(function QueuedTile({ image, online }: { image: QueuedImage; online: boolean }) {
  const url = useBlobUrl(image.blob);
  const isPdf = image.blob.type === 'application/pdf';
  // Offline the tile also says why it waits, so nobody expects it to go up in the cellar.
  const label =
    image.state === 'failed' ? (
      T.uploadFailed
    ) : (
      <>
        <Box component="span" sx={{ display: 'block' }}>
          {T.waitingForUpload}
        </Box>
        {!online && (
          <Box component="span" sx={{ display: 'block', opacity: 0.85 }}>
            {T.waitingForConnection}
          </Box>
        )}
      </>
    );
  return (
    <Frame
      label={image.name}
      badge={
        <Chip
          label={label}
          size="small"
          color={image.state === 'failed' ? 'error' : 'secondary'}
          sx={{
            position: 'absolute',
            left: 4,
            right: 4,
            bottom: 26,
            height: 'auto',
            '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', fontSize: 11, lineHeight: 1.2, py: 0.25 },
          }}
        />
      }
    >
      {isPdf ? (
        <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
      ) : (
        url && <img src={url} alt={image.name} style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.75 }} />
      )}
    </Frame>
  );
}, sameTile);

export function ImageGrid({
  stored,
  queued,
  online,
  onDelete,
  onMove,
  moveTargets = NO_TARGETS,
  leading,
  detailOf,
}: {
  stored: ImageRef[];
  queued: QueuedImage[];
  online: boolean;
  /** Like `onMove` and `moveTargets`, best kept the same across renders: a tile redraws when they change. */
  onDelete?: (image: ImageRef) => void;
  /** Moves a photo to another area; offered in the full-size view of photos (not of PDFs). */
  onMove?: (image: ImageRef, toArea: string) => void;
  /** The areas a photo of this grid can be moved to. */
  moveTargets?: readonly string[];
  /** A second caption line per image, e.g. its upload date. */
  detailOf?: (image: ImageRef) => string;
  /** Shown first, e.g. the upload tile. */
  leading?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {leading}
      {stored.map((image) => (
        <StoredImage key={image.id} image={image} onDelete={onDelete} detail={detailOf?.(image)} moveTargets={moveTargets} onMove={onMove} />
      ))}
      {queued.map((image) => (
        <QueuedTile key={image.key} image={image} online={online} />
      ))}
      {!leading && !stored.length && !queued.length && <Typography color="text.secondary">{T.empty}</Typography>}
    </Box>
  );
}
