// Offers a new app version once its service worker is waiting. The user decides when, so no
// typing is interrupted by a reload. The registration (workbox-window) and the notice are
// loaded after the first render, so neither weighs on the first screen.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAuthState } from '@/auth/auth-context';
import type { ApplyUpdate } from '@/platform/service-worker';
import { logWarning } from '@/platform/log';

interface WaitingUpdate {
  apply: ApplyUpdate;
  Notice: ComponentType<{ apply: ApplyUpdate }>;
}

export function UpdatePrompt() {
  const [update, setUpdate] = useState<WaitingUpdate | null>(null);
  // Registered once signed in, never on the page that is about to leave for the sign-in: an
  // install cut short by that navigation stayed 'installing' for good in WebKit, and in Firefox
  // finished as a 'waiting' worker that offered a new version on the very first visit.
  const signedIn = useAuthState().status === 'authenticated';
  const registered = useRef(false);

  useEffect(() => {
    if (!signedIn || registered.current) return;
    registered.current = true;
    const onUpdateReady = (apply: ApplyUpdate) =>
      import('./UpdateSnackbar').then(
        ({ default: Notice }) => setUpdate({ apply, Notice }),
        (error: unknown) => logWarning('Hinweis auf neue Version nicht geladen', error),
      );
    import('@/platform/service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker((apply) => void onUpdateReady(apply)),
      (error: unknown) => logWarning('Service Worker nicht registriert', error),
    );
  }, [signedIn]);

  return update && <update.Notice apply={update.apply} />;
}
