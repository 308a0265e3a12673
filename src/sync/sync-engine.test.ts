// The engine sends what was queued at once: a Background Sync registration that never answers
// (WebKit while its service worker installs) holds neither the save nor the upload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import { newProject } from '@/domain/new-project';
import { freshDatabaseEachTest } from '@/db/testing/fresh-database';
import { reportServerReachable, serverAnswered } from '@/platform/reachability';
import { SyncEngine, type SyncEngineDeps } from './sync-engine';

const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c41';

describe('the sync engine', () => {
  const fresh = freshDatabaseEachTest();
  afterEach(() => {
    vi.useRealTimers();
    reportServerReachable(true);
  });

  function engineWith(api: SyncEngineDeps['api']): SyncEngine {
    return new SyncEngine({
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
  }

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
    const engine = engineWith(api);
    await expect(engine.saveProject(DEMO_COMPANY_ID, { ...newProject(P), name: 'Ødegård' })).resolves.toEqual(expect.any(String));
    await expect.poll(() => sent).toEqual([`PUT http://server.test/api/companies/${DEMO_COMPANY_ID}/projects/${P}`]);
    // The run that sent it ends with the answer applied and the queue empty.
    await engine.sync();
    expect(await fresh.db.outbox.count()).toBe(0);
    engine.stop();
  });

  it('asks a server that stopped answering again after a second, then less often, and has the screens load afresh once it answers', async () => {
    // The browser's 'online' comes before a network that just returned carries anything (the
    // Wi-Fi's address, its portal): the first requests fail, and the screens must not wait long.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const probes: number[] = [];
    let answers = false;
    const start = Date.now();
    const api = createApiClient({
      baseUrl: 'http://server.test/api',
      getToken: () => 'token',
      fetch: async (input) => {
        if (String(input).endsWith('/health')) probes.push(Date.now() - start);
        if (!answers) throw new TypeError('Failed to fetch');
        return new Response('{"status":"ok"}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const engine = engineWith(api);
    let pulls = 0;
    engine.onPull(() => (pulls += 1));
    engine.start(new EventTarget());
    try {
      reportServerReachable(false);
      await vi.advanceTimersByTimeAsync(7_500);
      expect(probes).toEqual([1_000, 3_000, 7_000]);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(probes).toEqual([1_000, 3_000, 7_000, 15_000, 25_000]);

      answers = true;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(serverAnswered()).toBe(true);
      expect(pulls).toBe(1);
    } finally {
      engine.stop();
      await engine.sync();
    }
  });
});
