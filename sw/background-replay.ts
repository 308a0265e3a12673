// Replays the outbox from the service worker on a Background Sync event, with the token and
// API base the app left behind. Leftover retries reject, so the browser schedules another sync.
import { createApiClient } from '../src/api/http-client';
import { createDatabase } from '../src/db/schema';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../src/domain/runtime-config';
import { mirroredAccessToken } from '../src/sync/access-token-mirror';
import { replayOutbox } from '../src/sync/replayer';

async function runtimeConfig(): Promise<RuntimeConfig> {
  const cached = await caches.match(RUNTIME_CONFIG_PATH);
  const response = cached ?? (await fetch(RUNTIME_CONFIG_PATH));
  return (await response.json()) as RuntimeConfig;
}

export async function replayInWorker(): Promise<void> {
  const db = createDatabase();
  try {
    const token = await mirroredAccessToken(db);
    const config = await runtimeConfig();
    const api = createApiClient({ baseUrl: config.API_BASE_URL, getToken: () => token });
    const report = await replayOutbox({ db, api, renewToken: async () => false });
    if (report.retrying > 0) throw new Error(`${report.retrying} Einträge warten auf einen neuen Versuch`);
  } finally {
    db.close();
  }
}
