// The 'Neue Version verfügbar' notice with 'Aktualisieren'; its own module so the snackbar code
// is loaded only once an update is waiting.
import { Button, Snackbar } from '@mui/material';
import type { ApplyUpdate } from '@/platform/service-worker';
import { APP_TEXTS } from './texts';

export default function UpdateSnackbar({ apply }: { apply: ApplyUpdate }) {
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={APP_TEXTS.updateAvailable}
      action={
        <Button color="secondary" variant="contained" size="small" onClick={() => apply()}>
          {APP_TEXTS.update}
        </Button>
      }
    />
  );
}
