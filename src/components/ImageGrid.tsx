// The uploaded images of an area: 120 px thumbnails (SPEC §9) that open full size (where a
// photo can be moved to another area), a 44 px delete button that asks first, the failed-load
// state with retry, and photos still queued on this device, which open full size too: captioned
// and marked in the cellar before they are sent.
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, ButtonBase, Chip, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { memo, useState, type ReactNode } from 'react';
import type { PendingMarkup } from '@/db/markup-store';
import type { ImageRef } from '@/domain/image';
import type { MarkedPhotos } from '@/domain/photo-marks';
import { captionIn, photoKey } from '@/domain/photo-notes';
import { describeOrigin, type PhotoOrigins } from '@/domain/photo-origin';
import type { QueuedImage } from '@/hooks/use-area-images';
import { ConfirmDialog } from './ConfirmDialog';
import { FullImage } from './FullImage';
import type { MarkupTarget } from './markup/MarkupLauncher';
import { MARKUP_TEXTS } from './markup/texts';
import { PhotoCaption, type CaptionTarget } from './PhotoCaption';
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

function Frame({ children, label, badge, detail, footer }: { children: ReactNode; label: string; badge?: ReactNode; detail?: string; footer?: ReactNode }) {
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
      {footer}
    </Box>
  );
}

/** A tile's caption, where the grid takes captions: for photos, not for documents. */
function captionFooter(
  name: string,
  photoKey: string,
  caption: string | undefined,
  onCaption: CaptionTarget['onCaption'] | undefined,
  preview: string | undefined,
): { footer?: ReactNode; target?: CaptionTarget } {
  if (!onCaption) return {};
  const target = { photoKey, caption, onCaption, preview };
  return { footer: <PhotoCaption name={name} target={target} />, target };
}

/** One photo or document of the grid: on the server, or still waiting on this device. */
type GridItem = { stored: ImageRef; queued?: undefined } | { stored?: undefined; queued: QueuedImage };

/** The key a photo keeps from the moment it is added until it is deleted: the hash of its bytes where known. */
function itemKey(item: GridItem): string {
  return item.stored ? photoKey(item.stored) : item.queued.hash;
}

function isDocument(item: GridItem): boolean {
  return (item.stored ? item.stored.contentType : item.queued.blob.type) === 'application/pdf';
}

/** The last value that was given: a photo's own bytes stay with its tile once sent. */
function useKept<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}

interface TileProps {
  item: GridItem;
  online: boolean;
  onDelete?: (image: ImageRef) => void;
  detail?: string;
  /** What the delete asks, where this image needs more than the plain question. */
  deleteMessage?: string;
  /** Offered in the full-size view of photos on the server. */
  moveTargets: readonly string[];
  onMove?: (image: ImageRef, toArea: string) => void;
  caption?: string;
  onCaption?: CaptionTarget['onCaption'];
  /** When and where the photo was taken, as the full-size view says it. */
  origin?: string;
  markup?: MarkupTarget;
  /** The server's copy of the photo with its marks, where it has one. */
  markedUrl?: string;
  markedThumbnailUrl?: string;
  /** Marks of this photo still waiting on this device, with the copy drawn from them. */
  pendingMarkup?: PendingMarkup;
}

/** Whether a tile would look the same: see `sameTile`. */
function sameItem(before: TileProps, after: TileProps): boolean {
  const image = (props: TileProps) => props.item.stored ?? props.item.queued;
  return sameTile({ ...before, image: image(before), item: null }, { ...after, image: image(after), item: null });
}

function DeleteButton({ image, onDelete, message }: { image: ImageRef; onDelete: (image: ImageRef) => void; message?: string }) {
  const [asking, setAsking] = useState(false);
  return (
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
          message={message ?? T.deleteConfirm}
          onCancel={() => setAsking(false)}
          onConfirm={() => (setAsking(false), onDelete(image))}
        />
      )}
    </>
  );
}

/** Why a photo still waits on this device: its upload failed, or it is queued (offline: until a connection). */
function WaitingChip({ image, online }: { image: QueuedImage; online: boolean }) {
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
    <Chip
      label={label}
      size="small"
      color={image.state === 'failed' ? 'error' : 'secondary'}
      sx={{
        position: 'absolute',
        left: 4,
        right: 4,
        // On the photo's lower edge, whatever the caption lines below it take.
        top: THUMBNAIL_SIZE - 4,
        transform: 'translateY(-100%)',
        height: 'auto',
        pointerEvents: 'none',
        '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', fontSize: 11, lineHeight: 1.2, py: 0.25 },
      }}
    />
  );
}

/** A PDF: opened in a new window once on the server. */
const DocumentTile = memo(function DocumentTile({ item, online, onDelete, detail, deleteMessage }: TileProps) {
  const document = useImageUrl(item.stored?.url);
  const name = item.stored ? item.stored.originalName : item.queued.name;
  return (
    <Frame
      label={name}
      badge={item.stored ? onDelete && <DeleteButton image={item.stored} onDelete={onDelete} message={deleteMessage} /> : <WaitingChip image={item.queued} online={online} />}
      detail={detail}
    >
      {item.stored ? (
        <ButtonBase
          aria-label={T.open(name)}
          onClick={() => document.state === 'ready' && window.open(document.url, '_blank')}
          sx={{ width: '100%', height: '100%', flexDirection: 'column' }}
        >
          <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
          <Typography variant="caption">{T.document}</Typography>
          {item.stored.pageCount ? <Typography variant="caption">{T.pages(item.stored.pageCount)}</Typography> : null}
        </ButtonBase>
      ) : (
        <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
      )}
    </Frame>
  );
}, sameItem);

/**
 * A photo, from the moment it is added: waiting on this device, then on the server. It stays one
 * tile throughout, so a full-size view, a drawing or a caption begun while it waits stays open
 * when its upload finishes, and it shows from its own bytes until the server's copy has loaded.
 */
const PhotoTile = memo(function PhotoTile({
  item,
  online,
  onDelete,
  detail,
  deleteMessage,
  moveTargets,
  onMove,
  caption,
  onCaption,
  origin,
  markup,
  markedUrl,
  markedThumbnailUrl,
  pendingMarkup,
}: TileProps) {
  const { stored, queued } = item;
  const name = item.stored ? item.stored.originalName : item.queued.name;
  const key = itemKey(item);
  const local = useBlobUrl(useKept(queued?.blob));
  // Marks removed on this device and not sent yet: the server's marked copy is no longer what the photo shows.
  const serverCopy = pendingMarkup ? undefined : markedUrl;
  const thumb = useImageUrl(stored && ((serverCopy && markedThumbnailUrl) ?? stored.thumbnailUrl ?? stored.url));
  // Marked here and not sent yet: the tile shows the copy drawn on this device, with or without a connection.
  const pendingCopy = useBlobUrl(pendingMarkup?.copy ?? undefined);
  const shown = pendingCopy ?? (thumb.state === 'ready' ? thumb.url : undefined) ?? local ?? undefined;
  const marked = pendingMarkup ? (pendingMarkup.copy ? { blob: pendingMarkup.copy } : null) : serverCopy ? { url: serverCopy } : null;
  const { footer, target } = captionFooter(name, key, caption, onCaption, shown);
  const move = stored && onMove && moveTargets.length ? { targets: moveTargets, onMove: (area: string) => onMove(stored, area) } : undefined;
  const [open, setOpen] = useState(false);
  return (
    <Frame
      label={name}
      badge={
        <>
          {stored && onDelete && <DeleteButton image={stored} onDelete={onDelete} message={deleteMessage} />}
          {marked && <Chip size="small" color="secondary" label={MARKUP_TEXTS.marked} sx={{ position: 'absolute', left: 4, top: 4, pointerEvents: 'none' }} />}
          {queued && <WaitingChip image={queued} online={online} />}
        </>
      }
      detail={detail}
      footer={footer}
    >
      {!shown && thumb.state === 'loading' && <CircularProgress size={28} aria-hidden />}
      {!shown && thumb.state === 'failed' && (
        <Stack spacing={0.5} sx={{ p: 1, textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="caption" color="error">
            {T.loadFailed}
          </Typography>
          <Button size="small" onClick={thumb.retry}>
            {T.retry}
          </Button>
        </Stack>
      )}
      {shown && (
        <ButtonBase aria-label={T.open(name)} onClick={() => setOpen(true)} sx={{ width: '100%', height: '100%' }}>
          <img src={shown} alt={name} style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: queued ? 0.75 : 1 }} />
        </ButtonBase>
      )}
      {open && shown && (
        <FullImage
          name={name}
          photoKey={key}
          stored={stored}
          local={local ?? undefined}
          preview={shown}
          move={move}
          caption={target}
          origin={origin}
          marked={marked}
          markup={markup && { target: markup, markedOnServer: !!markedUrl }}
          onClose={() => setOpen(false)}
        />
      )}
    </Frame>
  );
}, sameItem);

export function ImageGrid({
  stored,
  queued,
  online,
  onDelete,
  onMove,
  moveTargets = NO_TARGETS,
  leading,
  detailOf,
  deleteMessageOf,
  captions,
  onCaption,
  origins,
  markup,
  marked,
  pendingMarkups,
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
  /** The delete's question for an image that needs more than the plain one (a required shot's photo). */
  deleteMessageOf?: (image: ImageRef) => string | undefined;
  /** Shown first, e.g. the upload tile. */
  leading?: ReactNode;
  /** The project's captions by photo key; with `onCaption`, every photo shows its caption and takes one. */
  captions?: Readonly<Record<string, string>>;
  onCaption?: CaptionTarget['onCaption'];
  /** The project's photo origins by photo key: the full-size view says when and where each was taken. */
  origins?: Readonly<PhotoOrigins>;
  /** Where 'Markieren' saves; without it photos are shown with their marks but not marked. */
  markup?: MarkupTarget;
  /** The project's marked photos (the server's copies) and the marks still waiting on this device, by photo key. */
  marked?: Readonly<MarkedPhotos>;
  pendingMarkups?: Readonly<Record<string, PendingMarkup>>;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {leading}
      {[...stored.map((image): GridItem => ({ stored: image })), ...queued.map((image): GridItem => ({ queued: image }))].map((item) => {
        const key = itemKey(item);
        const Tile = isDocument(item) ? DocumentTile : PhotoTile;
        return (
          <Tile
            key={key}
            item={item}
            online={online}
            onDelete={onDelete}
            detail={item.stored && detailOf?.(item.stored)}
            deleteMessage={item.stored && deleteMessageOf?.(item.stored)}
            moveTargets={moveTargets}
            onMove={onMove}
            caption={captionIn(captions, key)}
            onCaption={onCaption}
            origin={describeOrigin(origins?.[key], item.stored ? item.stored.addedAt : item.queued.addedAt)}
            markup={markup}
            markedUrl={marked?.[key]?.copy.url}
            markedThumbnailUrl={marked?.[key]?.copy.thumbnailUrl}
            pendingMarkup={pendingMarkups?.[key]}
          />
        );
      })}
      {!leading && !stored.length && !queued.length && <Typography color="text.secondary">{T.empty}</Typography>}
    </Box>
  );
}
