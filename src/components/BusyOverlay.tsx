// A full-screen busy overlay while the server analyses an upload (SPEC §4 'Area uploads').
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';

export function BusyOverlay({ open, text }: { open: boolean; text: string }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} role="status" aria-live="polite" sx={{ alignItems: 'center', p: 3, textAlign: 'center' }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography variant="h6" component="p">{text}</Typography>
      </Stack>
    </Backdrop>
  );
}
