// Asked before 'Abmelden' when the server does not have everything yet: send it now, sign out
// anyway (what was not sent is lost with the device's data), or stay.
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { useSignOut } from '@/hooks/use-sign-out';
import { DASHBOARD_TEXTS } from './texts';

const T = DASHBOARD_TEXTS.signOutCheck;

export function SignOutDialog({ signOut }: { signOut: ReturnType<typeof useSignOut> }) {
  const { state } = signOut;
  if (state.phase === 'idle') return null;
  const busy = state.phase === 'sending' || state.phase === 'leaving';
  return (
    <Dialog open onClose={busy ? undefined : signOut.cancel} maxWidth="xs" fullWidth aria-labelledby="sign-out-title">
      <DialogTitle id="sign-out-title">{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText role="status" sx={{ mb: 1 }}>
          {state.phase === 'asking' ? T.unsent(state.unsent) : state.phase === 'still-unsent' ? T.stillUnsent(state.unsent) : state.phase === 'sending' ? T.sending : T.leaving}
        </DialogContentText>
        <DialogContentText>{T.why}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={signOut.cancel} disabled={busy} sx={{ minHeight: 44 }}>
          {T.cancel}
        </Button>
        <Button color="error" onClick={() => void signOut.leave()} disabled={busy} sx={{ minHeight: 44 }}>
          {T.anyway}
        </Button>
        <Button
          variant="contained"
          onClick={() => void signOut.sendFirst()}
          disabled={busy}
          startIcon={state.phase === 'sending' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
