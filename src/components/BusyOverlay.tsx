// A full-screen busy overlay while the server analyses an upload (SPEC §4 'Area uploads'). An
// analysis that takes long (a loaded server, a slow uplink) must not hold the surveyor: after a
// while the overlay offers to work on, while the upload goes on in the background.
import { Backdrop, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { COMPONENT_TEXTS } from './texts';

/** How long the overlay holds the page before it offers to work on. */
export const BUSY_CONTINUE_AFTER_MS = 8_000;
const T = COMPONENT_TEXTS.busy;

export function BusyOverlay({ open, text, onContinue }: { open: boolean; text: string; onContinue?: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setSlow(true), BUSY_CONTINUE_AFTER_MS);
    return () => (clearTimeout(timer), setSlow(false));
  }, [open]);
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} role="status" aria-live="polite" sx={{ alignItems: 'center', p: 3, textAlign: 'center', maxWidth: 480 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography variant="h6" component="p">{text}</Typography>
        {slow && onContinue && (
          <>
            <Typography variant="body2">{T.slow}</Typography>
            <Button variant="contained" color="inherit" sx={{ color: 'text.primary' }} onClick={onContinue}>
              {T.continue}
            </Button>
          </>
        )}
      </Stack>
    </Backdrop>
  );
}
