// The engine sends what was queued at once: a Background Sync registration that never answers
// (WebKit while its service worker installs) holds neither the save nor the upload.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import { newProject } from '@/domain/new-project';
import { freshDatabaseEachTest } from '@/db/testing/fresh-database';
import { SyncEngine } from './sync-engine';

const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c41';

describe('the sync engine', () => {
  const fresh = freshDatabaseEachTest();

  it('saves and sends a project while the Background Sync registration never answers', async () => {
    const sent: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://server.test/api',
      getToken: () => 'token',
      fetch: async (input, init) => {
        sent.push(`${init?.method} ${String(input)}`);
        const project = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return new Response(JSON.stringify({ ...project, version: 1 }), { status: 200, headers: { 'content-type': 'application/json', etag: '"v1"' } });
      },
    });
    const engine = new SyncEngine({
      db: fresh.db,
      api,
      renewToken: async () => false,
      isOnline: () => true,
      prepareImage: () => Promise.reject(new Error('not used')),
      devicePosition: () => Promise.reject(new Error('not used')),
      shrinkImage: async () => null,
      requestBackgroundSync: () => new Promise(() => undefined),
      rereadStore: () => undefined,
      photosQueued: () => undefined,
    });
    await expect(engine.saveProject(DEMO_COMPANY_ID, { ...newProject(P), name: 'Ødegård' })).resolves.toEqual(expect.any(String));
    await expect.poll(() => sent).toEqual([`PUT http://server.test/api/companies/${DEMO_COMPANY_ID}/projects/${P}`]);
    // The run that sent it ends with the answer applied and the queue empty.
    await engine.sync();
    expect(await fresh.db.outbox.count()).toBe(0);
    engine.stop();
  });
});
