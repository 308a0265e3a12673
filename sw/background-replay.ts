// Replays the outbox from the service worker on a Background Sync event, with the token and
// API base the app left behind. Leftover retries reject, so the browser schedules another sync.
import { createApiClient } from '../src/api/http-client';
import { keptRuntimeConfig } from '../src/api/runtime-config';
import { createDatabase } from '../src/db/schema';
import { mirroredAccessToken } from '../src/db/access-token-mirror';
import { replayOutbox } from '../src/sync/replayer';

export async function replayInWorker(): Promise<void> {
  const db = createDatabase();
  try {
    const token = await mirroredAccessToken(db);
    const config = await keptRuntimeConfig();
    const api = createApiClient({ baseUrl: config.API_BASE_URL, getToken: () => token });
    const report = await replayOutbox({ db, api, renewToken: async () => false });
    if (report.retrying > 0) throw new Error(`${report.retrying} Einträge warten auf einen neuen Versuch`);
  } finally {
    db.close();
  }
}
