// Offers a new app version once its service worker is waiting. The user decides when, so no
// typing is interrupted by a reload. The registration (workbox-window) and the notice are
// loaded after the first render, so neither weighs on the first screen.
import { useEffect, useState, type ComponentType } from 'react';
import type { ApplyUpdate } from '@/platform/service-worker';
import { logWarning } from '@/platform/log';

interface WaitingUpdate {
  apply: ApplyUpdate;
  Notice: ComponentType<{ apply: ApplyUpdate }>;
}

export function UpdatePrompt() {
  const [update, setUpdate] = useState<WaitingUpdate | null>(null);

  useEffect(() => {
    const onUpdateReady = (apply: ApplyUpdate) =>
      import('./UpdateSnackbar').then(
        ({ default: Notice }) => setUpdate({ apply, Notice }),
        (error: unknown) => logWarning('Hinweis auf neue Version nicht geladen', error),
      );
    import('@/platform/service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker((apply) => void onUpdateReady(apply)),
      (error: unknown) => logWarning('Service Worker nicht registriert', error),
    );
  }, []);

  return update && <update.Notice apply={update.apply} />;
}
