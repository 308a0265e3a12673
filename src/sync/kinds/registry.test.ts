import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http-client';
import type { OutboxBase, OutboxEntry } from '@/db/outbox-entries';
import { complete, newOutboxEntry } from '@/db/outbox-store';
import { createDatabase, projectKey, type VorOrtDatabase } from '@/db/schema';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import { replayOutbox } from '../replayer';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';
import { OUTBOX_KINDS, outboxLabel } from './registry';

const C = DEMO_COMPANY_ID;
const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';

/** A kind the app does not have: a note posted to the project, as a new feature would add one. */
interface NoteEntry extends OutboxBase<'note'> {
  text: string;
}
const note: OutboxKind<NoteEntry> = {
  independent: false,
  label: 'Notiz senden',
  refused: (status) => `Notiz abgelehnt (${status})`,
  async send(entry, { db, api, headers }) {
    await api.request('POST', `/companies/${entry.companyId}/projects/${entry.projectId}/notes`, { json: { text: entry.text }, headers });
    await complete(db, entry.id as number);
  },
};

/** The queue's bookkeeping as for any entry, with the kind's own fields. */
const noteEntry = (text: string): NoteEntry => ({ ...newOutboxEntry(C, P, 'put-project', {}), kind: 'note', text });

describe('outbox kinds (issue 20: one module and one registry line per kind)', () => {
  let db: VorOrtDatabase;
  let answers: number[];
  const calls: Array<{ path: string; body: unknown; key: string }> = [];
  const api = () =>
    createApiClient({
      baseUrl: 'http://app.test/api',
      getToken: () => 'token',
      fetch: (async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        calls.push({ path: new URL(url).pathname, body: JSON.parse(String(init.body)), key: headers['idempotency-key'] });
        const status = answers.shift() ?? 204;
        return new Response(status === 204 ? null : JSON.stringify({ message: 'Text zu lang' }), { status });
      }) as typeof fetch,
    });
  const add = (entry: NoteEntry) => db.outbox.add(entry as unknown as OutboxEntry);

  beforeEach(() => {
    db = createDatabase(`test-${crypto.randomUUID()}`);
    answers = [];
    calls.length = 0;
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('a kind registered beside the others is sent by the generic replayer, with its key, once', async () => {
    await add(noteEntry('Zählerschrank hinter dem Regal'));
    const report = await replayOutbox({ db, api: api(), renewToken: async () => true, kinds: { ...OUTBOX_KINDS, note } });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(calls).toEqual([{ path: `/api/companies/${C}/projects/${P}/notes`, body: { text: 'Zählerschrank hinter dem Regal' }, key: expect.any(String) }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("a refusal waits for the user in the kind's own words, with the server's message", async () => {
    answers = [422];
    const id = await add(noteEntry('x'.repeat(5000)));
    await replayOutbox({ db, api: api(), renewToken: async () => true, kinds: { ...OUTBOX_KINDS, note } });
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastError: { status: 422, message: 'Notiz abgelehnt (422): Text zu lang' } });
    expect(outboxLabel('note', { ...OUTBOX_KINDS, note })).toBe('Notiz senden');
  });

  it('an entry of a kind this version does not know waits for the user and holds back its project, nothing is sent', async () => {
    const id = await add(noteEntry('von einer neueren App-Version'));
    await db.outbox.add(newOutboxEntry(C, P, 'delete-vorschaden', { vorschadenId: 'v-1' }));
    const report = await replayOutbox({ db, api: api(), renewToken: async () => true });
    expect(report).toMatchObject({ sent: 0, failed: 1 });
    expect(calls).toEqual([]);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastError: { message: SYNC_TEXTS.unknownKind } });
    expect(await db.outbox.where('projectKey').equals(projectKey(C, P)).count()).toBe(2);
    expect(outboxLabel('note')).toBe('note');
  });
});
