// The required shots of an area (issue 21): one card per slot with its photo or 'fehlt', a button
// that opens the camera for that slot, and a menu to choose a file, take a photo the project has
// already, or empty the slot. Works offline: a slot's photo is queued like any other.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, ButtonBase, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ImageRef } from '@/domain/image';
import type { RequiredShot } from '@/domain/required-shots';
import { countShots, photoHash, type ShotPhoto, type ShotState } from '@/domain/shot-status';
import type { QueuedImage } from '@/hooks/use-area-images';
import { COMPONENT_TEXTS } from './texts';
import { useBlobUrl, useImageUrl } from './use-image-url';

const T = COMPONENT_TEXTS.shots;
const THUMB = 64;

/**
 * A photo the user can put into a slot: one the project holds (any area), or one queued here;
 * `where` says where it is, `takenBy` the slot it fills already (a photo holds one slot).
 */
export type ShotCandidate = ({ kind: 'stored'; image: ImageRef; area: string } | { kind: 'queued'; image: QueuedImage }) & { where: string; takenBy?: string };

interface Props {
  states: ShotState[];
  /** Queued photos of this area, to show a slot's photo before the server has it. */
  queued: readonly QueuedImage[];
  candidates: readonly ShotCandidate[];
  /** Hashes of photos the quality guard flagged (kept or still undecided): their slot says so. */
  flawed: ReadonlySet<string>;
  onFiles: (shot: RequiredShot, files: File[]) => void;
  onPick: (shot: RequiredShot, candidate: ShotCandidate) => void;
  onClear: (shot: RequiredShot) => void;
}

function StoredThumb({ image }: { image: ImageRef }) {
  const thumb = useImageUrl(image.thumbnailUrl ?? image.url);
  return thumb.state === 'ready' ? <img src={thumb.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null;
}

function BlobThumb({ blob }: { blob: Blob }) {
  const url = useBlobUrl(blob);
  return url ? <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null;
}

function Thumb({ photo, queued }: { photo: ShotPhoto | null; queued: readonly QueuedImage[] }) {
  const blob = photo?.kind === 'queued' ? queued.find((image) => image.hash === photo.hash)?.blob : undefined;
  return (
    <Box sx={{ width: THUMB, height: THUMB, flex: 'none', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.200', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {photo?.kind === 'stored' && <StoredThumb image={photo.image} />}
      {blob && <BlobThumb blob={blob} />}
      {!photo && <PhotoCameraIcon color="disabled" />}
    </Box>
  );
}

interface CardProps {
  state: ShotState;
  queued: readonly QueuedImage[];
  flawed: boolean;
  onTake: () => void;
  onMenu: (anchor: HTMLElement) => void;
}

/** 'Thermometer/Hygrometer' may break after the slash, not inside a word, where a browser has no hyphenation. */
function SlashBreaks({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function ShotCard({ state, queued, flawed, onTake, onMenu }: CardProps) {
  const { shot, photo } = state;
  const location = useLocation();
  const card = useRef<HTMLLIElement>(null);
  // Opened from 'Was fehlt noch?' for this slot: it comes into view, its camera button focused.
  const wanted = (location.state as { shot?: string } | null)?.shot === shot.id;
  useEffect(() => {
    if (!wanted) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [wanted]);
  const status = !photo ? (
    <Chip size="small" color="warning" label={T.missing} />
  ) : flawed ? (
    // The longest state: on a phone it wraps instead of losing its end ('vorhanden – mit…').
    <Chip size="small" color="warning" variant="outlined" label={T.flawed} sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
  ) : photo.kind === 'queued' ? (
    <Chip size="small" color="info" variant="outlined" label={T.waiting} />
  ) : (
    <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label={T.filled} />
  );
  return (
    <Box
      component="li"
      ref={card}
      aria-label={`${shot.label}: ${photo ? T.filled : T.missing}`}
      sx={{ listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'center', p: 1, border: 1, borderColor: photo ? 'divider' : 'warning.light', borderRadius: 2, minWidth: 0 }}
    >
      <Thumb photo={photo} queued={queued} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* German compounds ('Potentialausgleichsschiene') break with a hyphen on a phone. */}
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          <SlashBreaks text={shot.label} />
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'break-word', hyphens: 'auto' }}>
          {shot.hint || T.removedSlot}
        </Typography>
        <Box sx={{ mt: 0.5 }}>{status}</Box>
      </Box>
      <Stack direction="row" sx={{ flex: 'none' }}>
        <IconButton color="primary" aria-label={T.takeFor(shot.label)} onClick={onTake} sx={{ width: 48, height: 48 }}>
          <PhotoCameraIcon />
        </IconButton>
        <IconButton aria-label={T.more(shot.label)} onClick={(event) => onMenu(event.currentTarget)} sx={{ width: 48, height: 48 }}>
          <MoreVertIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

function CandidateTile({ candidate, onChoose }: { candidate: ShotCandidate; onChoose: () => void }) {
  const name = candidate.kind === 'stored' ? candidate.image.originalName : candidate.image.name;
  const caption = candidate.takenBy ? T.inSlot(candidate.takenBy) : candidate.where;
  return (
    <Stack spacing={0.5} sx={{ width: 96 }}>
      <ButtonBase
        aria-label={`${name} – ${caption}`}
        disabled={!!candidate.takenBy}
        onClick={onChoose}
        sx={{ width: 96, height: 96, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.200', opacity: candidate.takenBy ? 0.5 : 1 }}
      >
        {candidate.kind === 'stored' ? <StoredThumb image={candidate.image} /> : <BlobThumb blob={candidate.image.blob} />}
      </ButtonBase>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {caption}
      </Typography>
    </Stack>
  );
}

export function RequiredShots({ states, queued, candidates, flawed, onFiles, onPick, onClear }: Props) {
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  /** The slot the next picked file is for. */
  const target = useRef<RequiredShot | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; state: ShotState } | null>(null);
  const [picking, setPicking] = useState<RequiredShot | null>(null);
  if (!states.length) return null;
  const { filled, total } = countShots(states);

  const open = (input: HTMLInputElement | null, shot: RequiredShot) => {
    target.current = shot;
    input?.click();
  };
  const take = (files: FileList | null, input: HTMLInputElement) => {
    const picked = [...(files ?? [])];
    input.value = '';
    if (picked.length && target.current) onFiles(target.current, picked.slice(0, 1));
  };

  return (
    <Box component="section" aria-label={T.title} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {T.title}
        </Typography>
        <Chip size="small" color={filled === total ? 'success' : 'default'} label={T.count(filled, total)} />
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {states.map((state) => (
          <ShotCard
            key={state.shot.id}
            state={state}
            queued={queued}
            flawed={flawed.has(photoHash(state.photo) ?? '')}
            onTake={() => open(camera.current, state.shot)}
            onMenu={(anchor) => setMenu({ anchor, state })}
          />
        ))}
      </Box>
      <input ref={camera} type="file" hidden accept="image/*,.heic,.heif" capture="environment" onChange={(event) => take(event.target.files, event.target)} />
      <input ref={chooser} type="file" hidden accept="image/*,.heic,.heif" onChange={(event) => take(event.target.files, event.target)} />
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => (setMenu(null), menu && open(chooser.current, menu.state.shot))}>{T.chooseFile}</MenuItem>
        <MenuItem onClick={() => (setMenu(null), menu && setPicking(menu.state.shot))}>{T.chooseExisting}</MenuItem>
        {menu?.state.photo && <MenuItem onClick={() => (setMenu(null), onClear(menu.state.shot))}>{T.clear}</MenuItem>}
      </Menu>
      {picking && (
        <Dialog open onClose={() => setPicking(null)} fullWidth maxWidth="sm">
          <DialogTitle>{T.pickTitle(picking.label)}</DialogTitle>
          <DialogContent>
            {candidates.length ? (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {candidates.map((candidate) => (
                  <CandidateTile
                    key={candidate.kind === 'stored' ? candidate.image.id : candidate.image.key}
                    candidate={candidate}
                    onChoose={() => (setPicking(null), onPick(picking, candidate))}
                  />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{T.pickEmpty}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPicking(null)}>{T.pickCancel}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
