// A full device storage (issue 9): a local write that does not fit says so in German and changes
// nothing; a server answer that cannot be noted locally is sent again later, never dropped.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import { saveProjectLocally } from '@/db/project-store';
import { freshDatabaseEachTest } from '@/db/testing/fresh-database';
import { isQuotaExceeded } from '@/db/storage-full';
import { replayOutbox } from './replayer';
import { keepingLocally, StorageFullError } from './storage-full-error';
import { SYNC_TEXTS } from './texts';

const C = DEMO_COMPANY_ID;
const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a full device storage', () => {
  const fresh = freshDatabaseEachTest();

  it('recognises the quota error, also when wrapped', () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaExceeded(new Error('other'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });

  it('a local write that does not fit becomes the German storage-full message; other errors pass unchanged', async () => {
    const full = keepingLocally(() => Promise.reject(quotaError()));
    await expect(full).rejects.toBeInstanceOf(StorageFullError);
    await expect(full).rejects.toThrow(SYNC_TEXTS.storageFull);
    const other = new Error('kaputt');
    await expect(keepingLocally(() => Promise.reject(other))).rejects.toBe(other);
  });

  it('a saved answer the device cannot note stays queued under its key and is retried, not given up', async () => {
    await saveProjectLocally(fresh.db, C, { id: P, name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true });
    const [queued] = await fresh.db.outbox.toArray();
    const put = fresh.db.projects.put.bind(fresh.db.projects);
    fresh.db.projects.put = () => Promise.reject(quotaError()) as never;
    const api = createApiClient({
      baseUrl: 'http://app.test/api',
      getToken: () => 'token',
      fetch: (async (_url: string, init: RequestInit) => Response.json({ ...JSON.parse(String(init.body)), version: 1 })) as typeof fetch,
    });
    const now = Date.parse('2026-11-22T10:00:00Z');
    const report = await replayOutbox({ db: fresh.db, api, renewToken: async () => true, now: () => now, random: () => 0.5 });
    fresh.db.projects.put = put;
    expect(report).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    const [entry] = await fresh.db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', idempotencyKey: queued.idempotencyKey, lastError: { message: SYNC_TEXTS.storageFull } });
    expect(entry.notBefore).toBeGreaterThan(now);
  });
});
