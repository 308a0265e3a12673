import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http-client';
import type { ProcessingStatus } from '@/domain/processing';
import { createDatabase, type VorOrtDatabase } from '@/db/schema';
import { photosBeingSorted } from '@/db/ticket-store';
import { failureText, TicketPoller } from './ticket-poller';

const status = (state: ProcessingStatus['state'], extra: Partial<ProcessingStatus> = {}): ProcessingStatus => ({
  ticketId: 't',
  state,
  currentStep: state,
  stateDescription: '',
  processedImages: 0,
  totalImages: 3,
  estimatedTimeRemaining: null,
  completed: state === 'SAVED' || state === 'FAILED',
  isCompleted: state === 'SAVED' || state === 'FAILED',
  errors: [],
  categoryResults: {},
  ...extra,
});

describe('photo-collection ticket polling (SPEC §4, §8)', () => {
  let db: VorOrtDatabase;
  let answers: Array<Response | Error>;
  let refreshes: number;
  let settled: string[][];
  let online: boolean;
  const poller = () =>
    new TicketPoller({
      db,
      api: createApiClient({
        baseUrl: 'http://app.test/api',
        getToken: () => 't',
        fetch: async () => {
          const answer = answers.shift() as Response | Error;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      }),
      refreshProject: async () => {
        refreshes += 1;
      },
      settleSorted: async (_companyId, _projectId, hashes) => {
        settled.push([...hashes]);
      },
      isOnline: () => online,
      sleep: async () => undefined,
    });

  beforeEach(async () => {
    db = createDatabase(`tickets-${crypto.randomUUID()}`);
    answers = [];
    refreshes = 0;
    settled = [];
    online = true;
    const files = ['a', 'b', 'c'].map((letter) => ({ hash: letter.repeat(64), name: `${letter}.jpg` }));
    await db.tickets.put({ ticketId: 't', projectKey: 'c/p', companyId: 'c', projectId: 'p', totalImages: 3, files, status: null, createdAt: '' });
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('stores each status; on SAVED reloads the project twice, settles what was decided meanwhile and marks the ticket finished', async () => {
    answers.push(Response.json(status('CATEGORIZING', { processedImages: 1 })), Response.json(status('SAVED', { processedImages: 3 })));
    const subject = poller();
    await subject.pollOnce();
    expect((await db.tickets.get('t'))?.status).toMatchObject({ state: 'CATEGORIZING', processedImages: 1 });
    expect(await photosBeingSorted(db, 'c/p')).toHaveLength(3);
    await subject.pollOnce();
    expect(refreshes).toBe(2);
    expect(settled).toEqual([['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)]]);
    // Sorted, the photos are in the project now, not the collection's any more.
    expect(await photosBeingSorted(db, 'c/p')).toEqual([]);
    expect((await db.tickets.get('t'))?.finishedAt).toEqual(expect.any(String));
    await subject.pollOnce();
    expect(answers).toHaveLength(0);
  });

  it('FAILED ends polling with the errors joined for the alert', async () => {
    answers.push(Response.json(status('FAILED', { errors: ['Bild A defekt', 'Bild B defekt'] })));
    await poller().pollOnce();
    const ticket = await db.tickets.get('t');
    expect(failureText(ticket?.status ?? null)).toBe('Verarbeitung fehlgeschlagen: Bild A defekt, Bild B defekt');
    expect(failureText(status('FAILED'))).toBe('Verarbeitung fehlgeschlagen: Unbekannter Fehler');
  });

  it('no answer (offline, dead zone) keeps the ticket and asks again; a refusing answer stops polling', async () => {
    answers.push(new TypeError('Failed to fetch'));
    await poller().pollOnce();
    expect((await db.tickets.get('t'))?.pollError).toBeUndefined();
    online = false;
    await poller().pollOnce();
    online = true;
    answers.push(new Response('{}', { status: 404 }));
    await poller().pollOnce();
    expect((await db.tickets.get('t'))?.pollError).toBe('Fehler beim Abrufen des Verarbeitungsstatus');
  });
});
