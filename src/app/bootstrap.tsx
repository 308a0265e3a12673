// Starts the app: runtime config, sign-in session (completing a sign-in redirect and moving
// the URL to the landing page), then the React tree. The sign-in library is loaded only when
// needed or once the first screen is up, and the local store beside it, so neither delays the
// dashboard.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthSession } from '@/auth/session';
import { loginPromptMark, storedUserAccess } from '@/auth/stored-user';
import { browserConnectivity } from '@/platform/connectivity';
import { loadRuntimeConfig } from '@/api/runtime-config';
import { landingPath } from '@/routes/landing';
import { recordedLoading } from '@/hooks/data-context';
import { App, StartFailure } from './App';

/** Runs a task when the browser is idle after rendering, at the latest after `timeoutMs`. */
function afterFirstScreen(task: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // The local store and the sync engine load beside the first screen, which does not wait for
  // them; their code is fetched from the start, while the config and the session settle.
  const dataModule = import('./data-layer');
  try {
    const config = await loadRuntimeConfig();
    const storage = window.localStorage;
    const origin = window.location.origin;
    const session = new AuthSession(
      async () => (await import('@/auth/user-manager')).createUserManager(config, origin, storage),
      browserConnectivity,
      storedUserAccess(storage, config),
      loginPromptMark(storage),
    );
    const callback = await session.start(new URL(window.location.href));
    if (callback) window.history.replaceState(null, '', landingPath(callback.accessToken, callback.returnTo));
    const data = recordedLoading(dataModule.then(({ createDataLayer }) => createDataLayer(config, session)));
    // As a transition React renders the first screen in slices of a few milliseconds and lets the
    // browser in between, where one render held the main thread for 150 ms on a slow tablet
    // (issue 24: Lighthouse's blocking time, the offline cold start).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App session={session} data={data} />
        </StrictMode>,
      ),
    );
    afterFirstScreen(() => void session.connect());
  } catch (error) {
    root.render(<StartFailure reason={(error as Error).message} />);
  }
}
