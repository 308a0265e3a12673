// A full-screen message with optional actions: used while signing in, offline before the
// first sign-in, and when a page failed to load.
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useLayoutEffect, type ReactNode } from 'react';
import { endFirstScreen } from '@/platform/first-screen/handover';

interface Props {
  title?: string;
  text: string;
  busy?: boolean;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
}

export function CenteredMessage({ title, text, busy = false, actions, tone = 'neutral' }: Props) {
  // A message that is not a moment's wait (a failure, the offline sign-in) shows at once, not
  // under the painted copy of the dashboard (platform/first-screen).
  useLayoutEffect(() => {
    if (!busy) endFirstScreen();
  }, [busy]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {busy && <CircularProgress aria-hidden />}
          {title && (
            <Typography variant="h5" component="h1" color={tone === 'error' ? 'error' : 'primary'}>
              {title}
            </Typography>
          )}
          <Typography role={tone === 'error' ? 'alert' : 'status'}>{text}</Typography>
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
