// Starts the app: runtime config, sign-in session (completing a sign-in redirect and moving
// the URL to the landing page), then the React tree.
import { UserManager } from 'oidc-client-ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { oidcSettings } from '@/auth/oidc-settings';
import { AuthSession } from '@/auth/session';
import { browserConnectivity } from '@/platform/connectivity';
import { loadRuntimeConfig } from '@/api/runtime-config';
import { landingPath } from '@/routes/landing';
import { App, StartFailure } from './App';
import { createDataLayer } from './data-layer';
import './dayjs-locale';

export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    const manager = new UserManager(oidcSettings(config, window.location.origin, window.localStorage));
    const session = new AuthSession(manager, browserConnectivity);
    const callback = await session.start(new URL(window.location.href));
    if (callback) window.history.replaceState(null, '', landingPath(callback.accessToken, callback.returnTo));
    const data = createDataLayer(config, session);
    root.render(
      <StrictMode>
        <App session={session} data={data} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartFailure reason={(error as Error).message} />);
  }
}
