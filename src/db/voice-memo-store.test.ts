// Voice memos on the device: kept until the server has them, dropped outright when deleted
// before they left, and sent with their area, time and length; a memo the server already
// deleted (409) is not sent again.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import type { Project } from '@/domain/project';
import { replayOutbox } from '@/sync/replayer';
import { freshDatabaseEachTest } from './testing/fresh-database';
import { deleteVoiceMemoLocally, pendingVoiceMemos, queueVoiceMemo, type RecordedMemo } from './voice-memo-store';

const C = DEMO_COMPANY_ID;
const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const fresh = freshDatabaseEachTest();

const memo = (memoId: string, words = 'Zähler hinter dem Regal'): RecordedMemo => ({
  memoId,
  area: 'elektrik',
  recordedAt: '2026-11-26T13:01:00.000Z',
  durationMs: 4200,
  recording: new Blob([words], { type: 'audio/webm;codecs=opus' }),
});

describe('voice memos on the device', () => {
  it('a memo waits with its recording until it is sent', async () => {
    await queueVoiceMemo(fresh.db, C, P, memo('m1'));
    const pending = await pendingVoiceMemos(fresh.db, C, P);
    expect(pending.waiting).toMatchObject([{ id: 'm1', area: 'elektrik', recordedAt: '2026-11-26T13:01:00.000Z', durationMs: 4200 }]);
    expect(await pending.waiting[0].recording?.text()).toBe('Zähler hinter dem Regal');
    expect(pending.deleted.size).toBe(0);
  });

  it('deleting a memo that never left the device drops it and its recording, and tells the server nothing', async () => {
    await queueVoiceMemo(fresh.db, C, P, memo('m1'));
    await deleteVoiceMemoLocally(fresh.db, C, P, 'm1');
    expect(await fresh.db.outbox.count()).toBe(0);
    expect(await fresh.db.blobs.count()).toBe(0);
  });

  it('deleting a memo the server has queues that once, and the memo counts as deleted here', async () => {
    await deleteVoiceMemoLocally(fresh.db, C, P, 'm2');
    await deleteVoiceMemoLocally(fresh.db, C, P, 'm2');
    expect((await fresh.db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['delete-voice-memo']);
    expect([...(await pendingVoiceMemos(fresh.db, C, P)).deleted]).toEqual(['m2']);
  });

  it('a memo being sent is deleted after its upload, on the server', async () => {
    await queueVoiceMemo(fresh.db, C, P, memo('m3'));
    await fresh.db.outbox.toCollection().modify({ state: 'sending' });
    await deleteVoiceMemoLocally(fresh.db, C, P, 'm3');
    expect((await fresh.db.outbox.orderBy('id').toArray()).map((entry) => entry.kind)).toEqual(['voice-memo', 'delete-voice-memo']);
  });

  it('the upload carries the recording as its body and the rest in the query; a memo deleted on the server meanwhile is done with', async () => {
    const calls: Array<{ method: string; url: string; type: string; body: string }> = [];
    const answers = [200, 409];
    const project: Project = { id: P, name: 'P', status: 'OFFEN', createdAt: '2026-11-26T10:00:00.000Z', active: true, version: 2 };
    const api = createApiClient({
      baseUrl: 'http://app.test/api',
      getToken: () => 'token',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ method: String(init.method), url, type: (init.headers as Record<string, string>)['content-type'], body: await (init.body as Blob).text() });
        const status = answers.shift() as number;
        return new Response(JSON.stringify(status === 200 ? project : { error: 'deleted', message: 'gelöscht' }), { status, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    await queueVoiceMemo(fresh.db, C, P, memo('m4', 'erste'));
    await queueVoiceMemo(fresh.db, C, P, memo('m5', 'zweite'));
    const report = await replayOutbox({ db: fresh.db, api, renewToken: async () => true });
    expect(report).toMatchObject({ failed: 0 });
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: `http://app.test/api/companies/${C}/projects/${P}/voice-memos/m4?area=elektrik&recordedAt=2026-11-26T13%3A01%3A00.000Z&durationMs=4200`,
        type: 'audio/webm;codecs=opus',
        body: 'erste',
      },
      expect.objectContaining({ method: 'PUT', body: 'zweite' }),
    ]);
    expect(await fresh.db.outbox.count()).toBe(0);
  });
});
