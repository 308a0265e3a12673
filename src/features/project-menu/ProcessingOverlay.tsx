// The full-screen overlay during a photo-collection upload (SPEC §2): image counter and ring,
// state text, remaining time, images per category, a funny message, and 'Abbrechen' above
// 20 images; and the photos the quality guard flagged, which can be taken again meanwhile.
import { Alert, Backdrop, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CANCEL_THRESHOLD, splitSeconds, type OverlayView } from './processing-view';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.overlay;
const MESSAGE_INTERVAL_MS = 5000;

function randomMessage(): string {
  return T.messages[Math.floor(Math.random() * T.messages.length)];
}

interface Props {
  view: OverlayView;
  onCancel: () => void;
  /** Photos of the collection the quality guard flagged, and the way to them. */
  flagged?: { count: number; label: string; onCheck: () => void };
}

export function ProcessingOverlay({ view, onCancel, flagged }: Props) {
  const [message, setMessage] = useState(randomMessage);
  useEffect(() => {
    const timer = setInterval(() => setMessage(randomMessage()), MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const time = view.remaining !== null ? splitSeconds(view.remaining) : null;

  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, p: 2 }}>
      <Paper role="dialog" aria-label={T.title} sx={{ p: { xs: 3, sm: 4 }, maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {T.title}
          </Typography>
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <CircularProgress
              size={96}
              thickness={4}
              variant={view.percent > 0 ? 'determinate' : 'indeterminate'}
              value={view.percent}
              aria-label={T.progress}
            />
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography variant="h6" component="p">{view.percent} %</Typography>
            </Box>
          </Box>
          {view.total > 0 ? (
            <Typography>{T.counter[view.step](view.processed, view.total)}</Typography>
          ) : (
            view.duplicates > 0 && <Typography>{T.allKnown(view.duplicates)}</Typography>
          )}
          <Typography variant="subtitle1" color="primary" role="status">
            {T.states[view.state] ?? view.state}
          </Typography>
          {time && <Typography color="text.secondary">{T.remaining(time.minutes, time.seconds)}</Typography>}
          {view.categories.length > 0 && (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', width: '100%' }}>
              {view.categories.map(([area, count]) => (
                <Box component="li" key={area} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
                  <span>{area}</span>
                  <strong>{count}</strong>
                </Box>
              ))}
            </Box>
          )}
          {flagged && flagged.count > 0 && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={flagged.onCheck}>
                  {flagged.label}
                </Button>
              }
              sx={{ textAlign: 'left', width: '100%' }}
            >
              {T.flagged(flagged.count)}
            </Alert>
          )}
          <Typography color="secondary.dark" sx={{ fontStyle: 'italic' }}>
            {message}
          </Typography>
          {view.total > CANCEL_THRESHOLD && (
            <Button variant="outlined" onClick={onCancel}>
              {T.cancel}
            </Button>
          )}
        </Stack>
      </Paper>
    </Backdrop>
  );
}
