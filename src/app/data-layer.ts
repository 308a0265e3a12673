// Creates the local store, the API client and the sync engine for the signed-in session, and
// keeps the token the service worker needs for Background Sync in the store.
import { createApiClient } from '@/api/http-client';
import type { AuthSession } from '@/auth/session';
import type { DataLayer } from '@/hooks/data-context';
import { adoptStoredCurrentCompany } from '@/db/current-company';
import { recoverProfileJournal } from '@/db/profile-form';
import { noteUnprotectedStorage } from '@/db/install-hint';
import { adoptSignInProfile } from '@/db/profile-store';
import { rereadLiveQueries } from '@/db/reread-live-queries';
import { endTransactionsForLeaving } from '@/db/open-transactions';
import { createDatabase } from '@/db/schema';
import type { RuntimeConfig } from '@/domain/runtime-config';
import { requestBackgroundSync } from '@/platform/background-sync';
import { recoverFormJournals } from '@/platform/form-journal';
import { isOnline } from '@/platform/connectivity';
import { devicePosition } from '@/platform/device-position';
import { prepareImage, shrinkImage } from '@/platform/downscale/downscale-client';
import { logWarning } from '@/platform/log';
import { isInstalled, requestPersistentStorage } from '@/platform/storage';
import { mirrorAccessToken } from '@/db/access-token-mirror';
import { SyncEngine } from '@/sync/sync-engine';
import { TicketPoller } from '@/sync/ticket-poller';
import { replayOffThread } from '@/sync/worker-replay';
import { FORM_MODELS } from './form-models';

export function createDataLayer(config: RuntimeConfig, session: AuthSession): DataLayer {
  const db = createDatabase();
  // A page kept in the back-forward cache must not hold the store (db/open-transactions.ts); one
  // restored from it starts afresh, since the writes it had under way were ended.
  window.addEventListener('pagehide', (event) => event.persisted && endTransactionsForLeaving(db));
  window.addEventListener('pageshow', (event) => event.persisted && window.location.reload());
  adoptStoredCurrentCompany(db, window.localStorage).catch((error: unknown) => logWarning('Aktuelle Firma nicht übernommen', error));
  const api = createApiClient({ baseUrl: config.API_BASE_URL, getToken: () => session.accessToken() });
  const engine = new SyncEngine({
    db,
    api,
    isOnline,
    prepareImage,
    devicePosition,
    shrinkImage,
    requestBackgroundSync,
    renewToken: () => session.renewNow(),
    replay: replayOffThread({ baseUrl: config.API_BASE_URL, token: () => session.accessToken() }),
    rereadStore: () => rereadLiveQueries(),
    // Asked when photos first wait on the device, not at start: Firefox asks the user, who should
    // see why. Refused, and not installed, the user is told once how to install the app.
    photosQueued: () => {
      requestPersistentStorage()
        .then((persisted) => (persisted || isInstalled() ? undefined : noteUnprotectedStorage(db)))
        .catch((error: unknown) => logWarning('Dauerhafter Speicher nicht angefragt', error));
    },
  });
  const tickets = new TicketPoller({
    db,
    api,
    isOnline,
    refreshProject: (companyId, projectId) => engine.refreshProject(companyId, projectId),
    settleSorted: (companyId, projectId, hashes) => engine.settleSorted(companyId, projectId, hashes),
  });
  let started = false;
  let profileFor: string | null = null;
  const onSession = () => {
    void mirrorAccessToken(db, session.accessToken());
    const state = session.getState();
    if (state.status === 'authenticated' && state.user.sub !== profileFor) {
      profileFor = state.user.sub;
      adoptSignInProfile(db, state.user.claims).catch((error: unknown) => logWarning('Profil nicht aus der Anmeldung übernommen', error));
    }
    if (!started && state.status === 'authenticated') {
      started = true;
      engine.start(window, document);
      // What forms typed and could not save before their page went away, saved without the page.
      recoverFormJournals(window.localStorage, FORM_MODELS, (companyId, projectId, apply) => engine.updateProject(companyId, projectId, apply)).catch(
        (error: unknown) => logWarning('Formular-Entwurf nicht gespeichert', error),
      );
      tickets.start();
      // Master data is small; fetching it with the first start means the editors have it offline.
      if (isOnline()) engine.refreshTiles().catch((error: unknown) => logWarning('Ziegel-Stammdaten nicht geladen', error));
    }
  };
  session.subscribe(onSession);
  onSession();
  recoverProfileJournal(db, window.localStorage).catch((error: unknown) => logWarning('Profil-Entwurf nicht gespeichert', error));
  return { db, api, engine, tickets };
}
