// The quality guard's verdicts on photos just added to an area (issue 21): which photo, what is
// wrong, and the user's choice. 'Neu aufnehmen' opens the camera at once (a browser opens it only
// from the tap itself); the flagged photo goes only once the new one is there, so a cancelled
// camera loses nothing. 'Trotzdem behalten' keeps it and records that. Until the user chooses,
// the photo stays: nothing is discarded without the user's word.
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { verdictText } from '@/domain/photo-quality-texts';
import type { ImageRef } from '@/domain/image';
import type { FlaggedPhoto } from '@/domain/photo-checks';
import type { QueuedImage } from '@/hooks/use-area-images';
import { reveal } from './reveal';
import { COMPONENT_TEXTS } from './texts';
import { useBlobUrl, useImageUrl } from './use-image-url';

const T = COMPONENT_TEXTS.verdicts;

function Thumb({ url }: { url: string | null }) {
  if (!url) return null;
  return <Box aria-hidden sx={{ width: 56, height: 56, flex: 'none', borderRadius: 1, backgroundImage: `url(${url})`, backgroundSize: 'cover', backgroundPosition: 'center' }} />;
}

function QueuedPreview({ blob }: { blob: Blob }) {
  return <Thumb url={useBlobUrl(blob)} />;
}

function StoredPreview({ image }: { image: ImageRef }) {
  const thumb = useImageUrl(image.thumbnailUrl ?? image.url);
  return <Thumb url={thumb.state === 'ready' ? thumb.url : null} />;
}

interface Props {
  verdicts: readonly FlaggedPhoto[];
  queued: readonly QueuedImage[];
  /** The area's photos on the server: a flagged photo may have arrived there already. */
  stored: readonly ImageRef[];
  onRetake: (verdict: FlaggedPhoto, files: File[]) => void;
  onDiscard: (verdict: FlaggedPhoto) => void;
  onKeep: (verdict: FlaggedPhoto) => void;
  /** The label of the required shot a photo was taken for. */
  shotLabel: (verdict: FlaggedPhoto) => string | undefined;
}

export function PhotoVerdicts({ verdicts, queued, stored, onRetake, onDiscard, onKeep, shotLabel }: Props) {
  const camera = useRef<HTMLInputElement>(null);
  const retaking = useRef<FlaggedPhoto | null>(null);
  // A verdict on a photo just taken comes into view: the choice must not wait unseen. Verdicts
  // from before the page opened stay put.
  const [openedAt] = useState(() => new Date().toISOString());
  const alerts = useRef(new Map<string, HTMLDivElement>());
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const fresh = verdicts.filter((verdict) => verdict.flaggedAt >= openedAt && !shown.current.has(verdict.hash));
    for (const verdict of verdicts) shown.current.add(verdict.hash);
    const element = fresh.length ? alerts.current.get(fresh[0].hash) : undefined;
    if (element) reveal(element);
  }, [verdicts, openedAt]);
  // The camera's input stays mounted when the last verdict goes: its photo arrives after that.
  return (
    <Stack spacing={1} sx={{ mb: verdicts.length ? 2 : 0 }}>
      {verdicts.map((verdict) => {
        const blob = queued.find((image) => image.hash === verdict.hash)?.blob;
        const image = blob ? undefined : stored.find((candidate) => candidate.uploadSha256 === verdict.hash);
        return (
        <Alert
          key={verdict.hash}
          ref={(element: HTMLDivElement | null) => {
            if (element) alerts.current.set(verdict.hash, element);
            else alerts.current.delete(verdict.hash);
          }}
          severity="warning"
          role="status"
          icon={false}
          sx={{ alignItems: 'center', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {blob && <QueuedPreview blob={blob} />}
            {image && <StoredPreview image={image} />}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <AlertTitle sx={{ mb: 0.5 }}>{verdictText(verdict.problems)}</AlertTitle>
              <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'break-word' }}>
                {T.photo(verdict.name)}
              </Typography>
              {shotLabel(verdict) && (
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {T.forShot(shotLabel(verdict) as string)}
                </Typography>
              )}
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  color="warning"
                  size="small"
                  onClick={() => {
                    retaking.current = verdict;
                    camera.current?.click();
                  }}
                >
                  {T.retake}
                </Button>
                <Button variant="outlined" color="inherit" size="small" onClick={() => onKeep(verdict)}>
                  {T.keep}
                </Button>
              </Stack>
            </Box>
          </Stack>
        </Alert>
        );
      })}
      <input
        ref={camera}
        type="file"
        hidden
        accept="image/*,.heic,.heif"
        capture="environment"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          const flagged = retaking.current;
          retaking.current = null;
          if (!files.length || !flagged) return;
          onDiscard(flagged);
          onRetake(flagged, files);
        }}
      />
    </Stack>
  );
}
