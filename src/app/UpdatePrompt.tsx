// Offers a new app version once its service worker is waiting: 'Neue Version verfügbar' with
// 'Aktualisieren'. The user decides when, so no typing is interrupted by a reload.
import { Button, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { registerServiceWorker, type ApplyUpdate } from '@/platform/service-worker';
import { APP_TEXTS } from './texts';

export function UpdatePrompt() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);

  useEffect(() => {
    registerServiceWorker((applyUpdate) => setApply(() => applyUpdate));
  }, []);

  return (
    <Snackbar
      open={apply !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={APP_TEXTS.updateAvailable}
      action={
        <Button color="secondary" variant="contained" size="small" onClick={() => apply?.()}>
          {APP_TEXTS.update}
        </Button>
      }
    />
  );
}
