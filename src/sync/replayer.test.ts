import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { ADDED_AT_HEADER, CHANGED_AT_HEADER, DEMO_COMPANY_ID, SHOT_HEADER } from '@/domain/constants';
import type { Project } from '@/domain/project';
import { discard, retryNow, wakeNetworkFailures } from '@/db/outbox-store';
import { applyServerProject, getStoredProject, saveProjectLocally } from '@/db/project-store';
import { createDatabase, type VorOrtDatabase } from '@/db/schema';
import { queueAreaPhotos, queueImageDelete, queueImageMove, queuePhotoCollection } from '@/db/upload-store';
import { damagesCacheKey, writeCache } from '@/db/cache-store';
import { queueDamageCreate, queueDamageDelete } from '@/db/damage-store';
import { attachImages, detachImage, imagesOf, moveImage } from '@/domain/project-images';
import { UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import { manualDamage, type CreateVorschaden } from '@/domain/vorschaden';
import { replayOutbox } from './replayer';

const C = DEMO_COMPANY_ID;
const P = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const Q = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';
const project = (id: string, overrides: Partial<Project> = {}): Project => ({
  id,
  name: 'Neues Projekt',
  status: 'OFFEN',
  createdAt: '2026-11-22T08:00:00.000Z',
  active: true,
  ...overrides,
});

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An upload by its file's name, any other call by its method and last path segment. */
const label = (call: Call) =>
  call.body instanceof FormData ? ((call.body.get('file') ?? call.body.get('files')) as File).name : `${call.method} ${call.path.split('/').at(-1)}`;

/**
 * Answers calls from a script; unscripted calls behave like the real server: every PUT, upload,
 * move and delete saves the project as its next version and answers it, an area upload adding
 * its photos (named by their files). With `hold` set, each answer waits until the test lets it
 * go, so tests can see what runs at the same time and answer in any order.
 */
function scriptedServer() {
  const calls: Call[] = [];
  const script: Array<(call: Call) => Response | Error | undefined> = [];
  const projects = new Map<string, Project>();
  const held: Array<{ call: Call; release(): void }> = [];
  /** 'start …' when a call arrives, 'answer …' when a held answer is let go. */
  const log: string[] = [];
  const state = { hold: false, inFlight: 0, maxInFlight: 0 };
  const save = (id: string, change: (stored: Project) => Project) => {
    const stored = projects.get(id) ?? project(id, { version: 0 });
    const saved = { ...change(stored), version: (stored.version ?? 0) + 1 };
    projects.set(id, saved);
    return Response.json(saved);
  };
  const answer = (call: Call): Response => {
    const [, root, , , projectId, ...rest] = call.path.split('/');
    if (root !== 'companies') return new Response('{}', { status: 404 });
    if (call.method === 'PUT') return save(projectId, () => call.body as Project);
    if (call.method === 'POST' && rest[0] === 'photo-collection-async') return Response.json({ ticketId: 't-1', totalImages: 2 }, { status: 202 });
    if (call.method === 'POST' && rest[0] === 'images') {
      const from = UPLOAD_AREA_IDS.find((area) => imagesOf(projects.get(projectId) ?? project(projectId), area).some((image) => image.id === rest[1]));
      if (!from) return new Response('{}', { status: 404 });
      return save(projectId, (stored) => moveImage(stored, from, (call.body as { component: string }).component, rest[1]));
    }
    if (call.method === 'POST' && rest.length === 1) {
      const addedAt = call.headers[ADDED_AT_HEADER];
      const photos = ((call.body as FormData).getAll('file') as File[]).map((file) => ({ id: file.name, name: file.name, originalName: file.name, url: `/images/${file.name}`, uploadedAt: '', addedAt }));
      return save(projectId, (stored) => attachImages(stored, rest[0], photos));
    }
    if (call.method === 'DELETE' && rest[1] === 'image') return save(projectId, (stored) => detachImage(stored, rest[0], rest[2]));
    return new Response('{}', { status: 404 });
  };
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method: init.method ?? 'GET', path, headers, body };
    calls.push(call);
    log.push(`start ${label(call)}`);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      // The server has done its work when the call arrives; only the answer is held back.
      let response: Response | Error | undefined;
      for (const [index, rule] of script.entries()) {
        response = rule(call);
        if (response) {
          script.splice(index, 1);
          break;
        }
      }
      response ??= answer(call);
      if (state.hold) await new Promise<void>((release) => held.push({ call, release }));
      if (response instanceof Error) throw response;
      return response;
    } finally {
      state.inFlight -= 1;
    }
  };
  /** Lets the held answer of the call so labelled go. */
  const release = (name: string) => {
    const index = held.findIndex(({ call }) => label(call) === name);
    if (index < 0) throw new Error(`no held answer for ${name}; held: ${held.map(({ call }) => label(call)).join(', ')}`);
    log.push(`answer ${name}`);
    held.splice(index, 1)[0].release();
  };
  return { calls, script, projects, held, log, state, release, fetch };
}

describe('outbox replay (issue 4: writes, retries, conflicts)', () => {
  let db: VorOrtDatabase;
  let server: ReturnType<typeof scriptedServer>;
  let clock: number;
  let renewals: number;
  let renewResult: boolean;
  const deps = () => ({
    db,
    api: createApiClient({ baseUrl: 'http://app.test/api', getToken: () => 'token', fetch: server.fetch as typeof fetch }),
    renewToken: async () => {
      renewals += 1;
      return renewResult;
    },
    now: () => clock,
    random: () => 0.5,
  });

  beforeEach(() => {
    db = createDatabase(`test-${crypto.randomUUID()}`);
    server = scriptedServer();
    clock = Date.parse('2026-11-22T10:00:00Z');
    renewals = 0;
    renewResult = true;
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('every save lands locally at once; consecutive saves of one project coalesce into one PUT', async () => {
    await saveProjectLocally(db, C, project(P, { name: 'A' }));
    await saveProjectLocally(db, C, project(P, { name: 'Becker' }));
    await saveProjectLocally(db, C, project(P, { name: 'Becker', customer: { lastName: 'Becker' } }));
    const stored = await getStoredProject(db, C, P);
    expect(stored?.project.name).toBe('Becker');
    expect(await db.outbox.count()).toBe(1);
    const report = await replayOutbox(deps());
    expect(report).toMatchObject({ sent: 1, ran: true });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: `/companies/${C}/projects/${P}`, body: { customer: { lastName: 'Becker' } } });
    // When the last of the saves was made, for the history of an edit sent long after (offline).
    expect(server.calls[0].headers[CHANGED_AT_HEADER]).toBe(stored?.localUpdatedAt);
    expect(await db.outbox.count()).toBe(0);
    expect((await getStoredProject(db, C, P))?.base?.version).toBe(1);
  });

  it("each project's queue replays in order; the next PUT carries If-Match of the confirmed version", async () => {
    await saveProjectLocally(db, C, project(P));
    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'dach-aussen', files: [{ blob: new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), name: 'a.jpg' }] });
    await replayOutbox(deps());
    const current = (await getStoredProject(db, C, P))?.project as Project;
    await saveProjectLocally(db, C, { ...current, name: 'Danach' });
    await replayOutbox(deps());
    expect(server.calls.map((call) => `${call.method} ${call.path.split('/').pop()}`)).toEqual([`PUT ${P}`, 'POST dach-aussen', `PUT ${P}`]);
    expect(server.calls[2].headers['if-match']).toBe('"v2"');
    const stored = await getStoredProject(db, C, P);
    expect(stored?.project.name).toBe('Danach');
    expect(stored?.project.roof?.outside?.analyse?.images?.[0].id).toBe('a.jpg');
  });

  it('an area upload taken for a required shot names the shot, so the server knows a house view from a bill', async () => {
    await saveProjectLocally(db, C, project(P));
    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'stromrechnung', shot: 'hausansicht', files: [{ blob: new Blob(['haus'], { type: 'image/jpeg' }), name: 'haus.jpg' }] });
    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'stromrechnung', files: [{ blob: new Blob(['rechnung'], { type: 'image/jpeg' }), name: 'rechnung.jpg' }] });
    await replayOutbox(deps());
    const uploads = server.calls.filter((call) => call.method === 'POST');
    expect(uploads.map((call) => call.headers[SHOT_HEADER])).toEqual(['hausansicht', undefined]);
  });

  it.each([
    ['a network error', () => new TypeError('Failed to fetch'), 500, 1000],
    ['500', () => new Response('{}', { status: 500 }), 500, 1000],
    ['503', () => new Response('{}', { status: 503 }), 500, 1000],
    ['429 with Retry-After: 30', () => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }), 30_000, 30_000],
  ])('%s retries later with backoff and jitter, then succeeds', async (_label, answer, minDelay, maxDelay) => {
    await saveProjectLocally(db, C, project(P));
    server.script.push(() => answer());
    const first = await replayOutbox(deps());
    expect(first).toMatchObject({ sent: 0, retrying: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', attempts: 1 });
    expect(entry.notBefore - clock).toBeGreaterThanOrEqual(minDelay);
    expect(entry.notBefore - clock).toBeLessThanOrEqual(maxDelay);
    expect((await replayOutbox(deps())).sent).toBe(0);
    clock = entry.notBefore;
    expect((await replayOutbox(deps())).sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('401 renews the token silently and retries at once', async () => {
    await saveProjectLocally(db, C, project(P));
    server.script.push(() => new Response('{}', { status: 401 }));
    const report = await replayOutbox(deps());
    expect(renewals).toBe(1);
    expect(report).toMatchObject({ sent: 1, retrying: 1 });
    expect(server.calls).toHaveLength(2);
  });

  it('401 without a renewable token keeps the entry for later, never drops it', async () => {
    renewResult = false;
    await saveProjectLocally(db, C, project(P));
    server.script.push(() => new Response('{}', { status: 401 }));
    await replayOutbox(deps());
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', lastError: { status: 401, message: 'Authentication fehlgeschlagen - bitte neu einloggen' } });
    expect(entry.notBefore).toBeGreaterThan(clock);
  });

  it('another 4xx stops that entry with a German message and blocks only its own project', async () => {
    await saveProjectLocally(db, C, project(P));
    await saveProjectLocally(db, C, project(Q));
    server.script.push((call) => (call.path.endsWith(P) ? Response.json({ error: 'validation', message: 'Feld „name“ ist ungültig.' }, { status: 400 }) : undefined));
    const report = await replayOutbox(deps());
    expect(report).toMatchObject({ sent: 1, failed: 1 });
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ projectId: P, state: 'failed', lastError: { status: 400, message: 'Speicherung fehlgeschlagen (Status: 400): Feld „name“ ist ungültig.' } });
    expect((await replayOutbox(deps())).sent).toBe(0);

    await retryNow(db, failed.id as number);
    expect((await replayOutbox(deps())).sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a save after a refused one is what the user corrected: the same PUT goes again with it, nothing waits for a tap', async () => {
    await saveProjectLocally(db, C, project(P, { name: '' }));
    server.script.push(() => Response.json({ error: 'validation', message: 'Feld „name“ ist ungültig.' }, { status: 400 }));
    expect(await replayOutbox(deps())).toMatchObject({ failed: 1 });

    await saveProjectLocally(db, C, project(P, { name: 'Korrigiert' }));
    const [waiting] = await db.outbox.toArray();
    expect(waiting).toMatchObject({ kind: 'put-project', state: 'pending', notBefore: 0 });
    expect(await replayOutbox(deps())).toMatchObject({ sent: 1, failed: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(server.calls.at(-1)?.body).toMatchObject({ name: 'Korrigiert' });
  });

  it("'Verwerfen' removes a failed upload and its blobs; nothing else is dropped", async () => {
    const id = (await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'dach-innen', files: [{ blob: new Blob(['x']), name: 'x.pdf' }] })).id as number;
    server.script.push(() => Response.json({ error: 'unsupported_file_type', message: 'Dateityp nicht unterstützt' }, { status: 415 }));
    await replayOutbox(deps());
    expect((await db.outbox.get(id))?.state).toBe('failed');
    expect(await db.blobs.count()).toBe(1);
    await discard(db, id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });

  it('412 fetches the server copy, merges three ways and retries with the new version', async () => {
    await applyServerProject(db, C, project(P, { version: 1, customer: { firstName: 'Anna', lastName: 'Becker' } }));
    await saveProjectLocally(db, C, project(P, { version: 1, customer: { firstName: 'Anne', lastName: 'Becker' } }));
    server.script.push((call) => (call.method === 'PUT' ? Response.json({ error: 'conflict' }, { status: 412 }) : undefined));
    server.script.push((call) =>
      call.method === 'GET'
        ? Response.json(project(P, { version: 2, customer: { firstName: 'Anna', lastName: 'Becker' }, house: { analyse: { results: { stromverbrauch: { wert: 4200 } } } } }))
        : undefined,
    );
    const report = await replayOutbox(deps());
    expect(report.sent).toBe(1);
    const retry = server.calls.at(-1) as Call;
    expect(retry.headers['if-match']).toBe('"v2"');
    expect(retry.body).toMatchObject({ customer: { firstName: 'Anne' }, house: { analyse: { results: { stromverbrauch: { wert: 4200 } } } } });
  });

  it("a creation whose answer was lost does not overwrite what another device changed meanwhile", async () => {
    await saveProjectLocally(db, C, project(P, { customer: { firstName: 'Anna', phone: '' } }));
    // The creation reaches the server; its answer does not reach the device.
    server.script.push((call) => {
      if (call.method !== 'PUT') return undefined;
      server.projects.set(P, { ...(call.body as Project), version: 1 });
      return new TypeError('Failed to fetch');
    });
    await replayOutbox(deps());
    // Another device adds the phone number; this one the street.
    server.projects.set(P, project(P, { version: 2, customer: { firstName: 'Anna', phone: '0621 1' } }));
    await saveProjectLocally(db, C, project(P, { customer: { firstName: 'Anna', phone: '', address: 'Lindenstraße 3' } }));
    // The server's answers to a save that expects a version the project does not have, and to a read.
    server.script.push((call) =>
      call.method === 'PUT' && call.headers['if-match'] && call.headers['if-match'] !== `"v${server.projects.get(P)?.version}"` ? Response.json({ error: 'conflict' }, { status: 412 }) : undefined,
    );
    server.script.push((call) => (call.method === 'GET' ? Response.json(server.projects.get(P)) : undefined));
    clock += 10 * 60 * 1000;
    await replayOutbox(deps());
    expect(server.projects.get(P)?.customer).toEqual({ firstName: 'Anna', phone: '0621 1', address: 'Lindenstraße 3' });
    expect((await getStoredProject(db, C, P))?.project.customer).toEqual({ firstName: 'Anna', phone: '0621 1', address: 'Lindenstraße 3' });
  });

  it("a value changed back while its save is on the way keeps the user's last input, not the answer's", async () => {
    await applyServerProject(db, C, project(P, { version: 1, customer: { firstName: 'Anna', phone: '' } }));
    await saveProjectLocally(db, C, project(P, { version: 1, customer: { firstName: 'Anna', phone: '0621 1' } }));
    server.state.hold = true;
    const sending = replayOutbox(deps());
    await vi.waitFor(() => expect(server.held).toHaveLength(1));
    // The user clears the number again: back to what the server had before the save on its way.
    await saveProjectLocally(db, C, project(P, { version: 1, customer: { firstName: 'Anna', phone: '' } }));
    server.state.hold = false;
    server.release(`PUT ${P}`);
    // The same run sends the newer save next.
    await sending;
    expect(server.calls.map(label)).toEqual([`PUT ${P}`, `PUT ${P}`]);
    expect((await getStoredProject(db, C, P))?.project.customer).toEqual({ firstName: 'Anna', phone: '' });
    expect(server.projects.get(P)?.customer).toEqual({ firstName: 'Anna', phone: '' });
  });

  it('a retried upload sends the same Idempotency-Key, so the server stores it once', async () => {
    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: new Blob(['jpeg']), name: 'z.jpg' }] });
    server.script.push(() => new Response('{}', { status: 502 }));
    await replayOutbox(deps());
    clock += 10 * 60 * 1000;
    await replayOutbox(deps());
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0].headers['idempotency-key']).toBe(server.calls[1].headers['idempotency-key']);
    expect(server.calls[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the same photo queued twice is stored once; blobs are released once uploaded', async () => {
    const blob = new Blob(['same-bytes'], { type: 'image/jpeg' });
    await queuePhotoCollection(db, { companyId: C, projectId: P, files: [{ blob, name: 'a.jpg' }] });
    await queuePhotoCollection(db, { companyId: C, projectId: P, files: [{ blob, name: 'b.jpg' }] });
    expect(await db.blobs.count()).toBe(1);
    await replayOutbox(deps());
    expect(await db.blobs.count()).toBe(0);
    expect(await db.tickets.get('t-1')).toMatchObject({ projectId: P, totalImages: 2 });
    expect(server.calls[0].body).toBeInstanceOf(FormData);
    expect(((server.calls[0].body as FormData).getAll('files')[0] as File).name).toBe('a.jpg');
  });

  it('413 shrinks the photos and sends them again under the same key; what cannot shrink waits for the user', async () => {
    const shrinking = { ...deps(), shrink: async (blob: Blob, name: string) => (blob.size > 4 ? { blob: new Blob(['klein']), name: name.replace(/\.\w+$/, '.jpg') } : null) };
    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'dach-aussen', files: [{ blob: new Blob(['ein sehr großes Foto']), name: 'gross.png' }] });
    server.script.push(() => new Response('{}', { status: 413 }));
    expect((await replayOutbox(shrinking)).sent).toBe(1);
    expect(server.calls).toHaveLength(2);
    const resent = (server.calls[1].body as FormData).get('file') as File;
    expect(resent.name).toBe('gross.jpg');
    expect(resent.size).toBe(5);
    expect(server.calls[1].headers['idempotency-key']).toBe(server.calls[0].headers['idempotency-key']);
    expect(await db.blobs.count()).toBe(0);

    await queueAreaPhotos(db, { companyId: C, projectId: P, area: 'dach-aussen', files: [{ blob: new Blob(['mini']), name: 'mini.jpg' }] });
    server.script.push(() => new Response('{}', { status: 413 }));
    await replayOutbox(shrinking);
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'failed', lastError: { status: 413, message: expect.stringContaining('zu groß') } });
  });

  it('an entry left "sending" by a closed tab is sent again on the next run', async () => {
    await saveProjectLocally(db, C, project(P));
    await db.outbox.toCollection().modify({ state: 'sending' });
    expect((await replayOutbox(deps())).sent).toBe(1);
  });

  describe('moving a photo to another area (issue 8)', () => {
    const photo = { id: 'img-1', name: 'img-1.jpg', originalName: 'zaehler.jpg', url: '/images/img-1', uploadedAt: '2026-11-22T08:00:00.000Z', componentType: 'dach-aussen' };
    const onRoof = project(P, { version: 3, roof: { outside: { analyse: { images: [photo] } } } });
    /** What the engine does: the local copy moves at once and the move is queued. */
    const moveLocally = async () => {
      await applyServerProject(db, C, onRoof);
      await db.projects.update(`${C}/${P}`, { project: moveImage(onRoof, 'dach-aussen', 'elektrik', 'img-1') });
      await queueImageMove(db, C, P, 'dach-aussen', 'img-1', 'elektrik');
    };
    const isMove = (call: { method: string; path: string }) => call.method === 'POST' && call.path.endsWith('/move');

    it('a move made offline is sent once with its Idempotency-Key (the same on a retry); the answer becomes the local copy', async () => {
      await moveLocally();
      const local = (await getStoredProject(db, C, P))?.project as Project;
      expect(imagesOf(local, 'dach-aussen')).toEqual([]);
      expect(imagesOf(local, 'elektrik').map((image) => image.id)).toEqual(['img-1']);
      const [entry] = await db.outbox.toArray();
      expect(entry).toMatchObject({ kind: 'move-image', area: 'dach-aussen', imageId: 'img-1', toArea: 'elektrik' });

      const moved = moveImage({ ...onRoof, version: 4 }, 'dach-aussen', 'elektrik', 'img-1');
      server.script.push((call) => (isMove(call) ? new Response('{}', { status: 503 }) : undefined));
      server.script.push((call) => (isMove(call) ? Response.json(moved) : undefined));
      expect((await replayOutbox(deps())).retrying).toBe(1);
      clock += 10 * 60 * 1000;
      expect((await replayOutbox(deps())).sent).toBe(1);

      expect(server.calls).toHaveLength(2);
      expect(server.calls[0]).toMatchObject({ method: 'POST', path: `/companies/${C}/projects/${P}/images/img-1/move`, body: { component: 'elektrik' } });
      expect(server.calls[1].headers['idempotency-key']).toBe(entry.idempotencyKey);
      expect(server.calls[0].headers['idempotency-key']).toBe(entry.idempotencyKey);
      expect(await db.outbox.count()).toBe(0);
      expect(await getStoredProject(db, C, P)).toMatchObject({ project: moved, base: moved });
    });

    it('404 (the photo was deleted meanwhile) completes the move; nothing waits', async () => {
      await moveLocally();
      server.script.push((call) => (isMove(call) ? new Response('{"error":"not_found"}', { status: 404 }) : undefined));
      expect(await replayOutbox(deps())).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
      expect(await db.outbox.count()).toBe(0);
    });

    it('another 4xx (an area the server does not take) waits for the user with its message', async () => {
      await moveLocally();
      server.script.push((call) =>
        isMove(call) ? Response.json({ error: 'validation', message: 'Feld „component“ hat einen unzulässigen Wert.' }, { status: 400 }) : undefined,
      );
      expect((await replayOutbox(deps())).failed).toBe(1);
      const [entry] = await db.outbox.toArray();
      expect(entry).toMatchObject({ state: 'failed', lastError: { status: 400, message: expect.stringContaining('unzulässigen Wert') } });
      expect(imagesOf((await getStoredProject(db, C, P))?.project as Project, 'elektrik')).toHaveLength(1);
    });
  });

  /** Replays `times` times without a network, each when the entry is due again. */
  const failForWantOfNetwork = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      server.script.push(() => new TypeError('Failed to fetch'));
      await replayOutbox(deps());
      clock = (await db.outbox.toArray())[0].notBefore;
    }
  };

  it('when the connection returns, work that failed only for want of a network is due at once, not after its backoff', async () => {
    await saveProjectLocally(db, C, project(P));
    await failForWantOfNetwork(4);
    const [waiting] = await db.outbox.toArray();
    expect(waiting.notBefore - clock).toBeGreaterThanOrEqual(0);
    expect(await replayOutbox({ ...deps(), now: () => clock - 1 })).toMatchObject({ sent: 0 });
    await wakeNetworkFailures(db);
    expect(await replayOutbox({ ...deps(), now: () => clock - 1 })).toMatchObject({ sent: 1 });
  });

  it('a server error right after the connection returns waits a second, not as long as the offline failures before it', async () => {
    await saveProjectLocally(db, C, project(P));
    await failForWantOfNetwork(8);
    await wakeNetworkFailures(db);
    server.script.push(() => Response.json({ error: 'internal' }, { status: 500 }));
    expect(await replayOutbox(deps())).toMatchObject({ retrying: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry.notBefore - clock).toBeLessThanOrEqual(1000);
  });

  describe('manual damages (issue 7: added offline, synced later)', () => {
    const damage = (id: string, text: string) => manualDamage(id, text, 'DACH_AUSSEN', 'mittel') as CreateVorschaden;
    const listKey = damagesCacheKey(C, P);

    it('a damage added offline is sent with its own id once, joins the cached list and the project keeps its text', async () => {
      await saveProjectLocally(db, C, project(P));
      await replayOutbox(deps());
      await writeCache(db, listKey, []);
      const id = crypto.randomUUID();
      server.script.push((call) => (call.method === 'POST' ? Response.json({ ...(call.body as object), erkannteElemente: [] }, { status: 201 }) : undefined));
      await queueDamageCreate(db, C, P, damage(id, 'Riss im Putz'));
      expect((await getStoredProject(db, C, P))?.project.manualVorschaeden).toEqual(['Riss im Putz']);
      await replayOutbox(deps());
      const posts = server.calls.filter((call) => call.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ path: `/projekte-legacy/${C}/${P}/vorschaden`, body: { id, titel: 'Manueller Vorschaden', status: 'NEU', kurzbeschreibung: 'Riss im Putz' } });
      expect((await db.cache.get(listKey))?.value).toEqual([expect.objectContaining({ id, kurzbeschreibung: 'Riss im Putz' })]);
      expect(await db.outbox.count()).toBe(0);
    });

    it('a list load that was sent before the damage was does not drop it from the cached list', async () => {
      await writeCache(db, listKey, []);
      const requestedAt = new Date(Date.now() - 1000);
      const id = crypto.randomUUID();
      server.script.push((call) => (call.method === 'POST' ? Response.json({ ...(call.body as object), erkannteElemente: [] }, { status: 201 }) : undefined));
      await queueDamageCreate(db, C, P, damage(id, 'Moos am First'));
      await replayOutbox(deps());
      await writeCache(db, listKey, [], requestedAt);
      expect((await db.cache.get(listKey))?.value).toEqual([expect.objectContaining({ id })]);
      await writeCache(db, listKey, [{ id, kurzbeschreibung: 'Moos am First' }], new Date(Date.now() + 1000));
      expect((await db.cache.get(listKey))?.value).toEqual([{ id, kurzbeschreibung: 'Moos am First' }]);
    });

    it('deleting a damage that was never sent takes it back without any call', async () => {
      const id = crypto.randomUUID();
      await queueDamageCreate(db, C, P, damage(id, 'Lose Ziegel'));
      await queueDamageDelete(db, C, P, id, 'Lose Ziegel');
      expect(await db.outbox.filter((entry) => entry.kind !== 'put-project').count()).toBe(0);
      await replayOutbox(deps());
      expect(server.calls.filter((call) => call.path.includes('vorschaden'))).toEqual([]);
    });

    it.each([
      ['204', () => new Response(null, { status: 204 }), 'sent'],
      ['404 (gone already)', () => new Response('{}', { status: 404 }), 'sent'],
      ['403', () => new Response('{}', { status: 403 }), 'failed'],
    ])('a queued delete answered %s', async (_label, answer, outcome) => {
      await writeCache(db, listKey, [{ id: 'd-1', titel: 'Manueller Vorschaden' }]);
      server.script.push((call) => (call.method === 'DELETE' ? answer() : undefined));
      await queueDamageDelete(db, C, P, 'd-1', 'x');
      const report = await replayOutbox(deps());
      expect(report[outcome as 'sent' | 'failed']).toBe(1);
      if (outcome === 'sent') expect((await db.cache.get(listKey))?.value).toEqual([]);
      else {
        const [entry] = await db.outbox.toArray();
        expect(entry.lastError?.message).toBe('Fehler beim Löschen des Vorschadens. Bitte versuchen Sie es erneut.');
        expect((await db.cache.get(listKey))?.value).toHaveLength(1);
      }
    });
  });
  describe('several uploads at once (issue 9: sync efficiency)', () => {
    const queuePhoto = (name: string, projectId = P) =>
      queueAreaPhotos(db, { companyId: C, projectId, area: 'dach-innen', files: [{ blob: new Blob([name], { type: 'image/jpeg' }), name }] });
    const photosOf = async (projectId = P) => imagesOf((await getStoredProject(db, C, projectId))?.project as Project, 'dach-innen').map((image) => image.id);
    /** The project on the server and on the device alike, as after a load. */
    const known = async (stored: Project) => {
      server.projects.set(stored.id, stored);
      await applyServerProject(db, C, stored);
    };
    const heldAre = (...names: string[]) => vi.waitFor(() => expect(server.held.map(({ call }) => label(call)).sort()).toEqual(names.sort()));
    /** Lets one answer go and waits until the device took it and the replayer started what it would start next. */
    const answer = async (name: string, done: () => Promise<boolean>) => {
      server.release(name);
      await vi.waitFor(async () => expect(await done()).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const uploaded = (name: string) => async () => !(await db.outbox.toArray()).some((entry) => entry.files?.[0].name === name);

    beforeEach(() => {
      server.state.hold = true;
    });

    it('photo uploads go up to four at a time; answers taken out of order leave the newest copy with every photo once', async () => {
      await known(project(P, { version: 1 }));
      const names = Array.from({ length: 6 }, (_, index) => `foto-${index + 1}.jpg`);
      for (const name of names) await queuePhoto(name);
      const run = replayOutbox(deps());
      await heldAre('foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg', 'foto-4.jpg');
      // The newest answer first: the older ones must not take back the photos it added.
      for (const name of ['foto-4.jpg', 'foto-3.jpg', 'foto-2.jpg', 'foto-1.jpg', 'foto-6.jpg', 'foto-5.jpg']) await answer(name, uploaded(name));
      expect(await run).toMatchObject({ sent: 6, retrying: 0, failed: 0 });
      expect(server.state.maxInFlight).toBe(4);
      expect(server.log.slice(0, 5)).toEqual(['start foto-1.jpg', 'start foto-2.jpg', 'start foto-3.jpg', 'start foto-4.jpg', 'answer foto-4.jpg']);
      expect(await db.outbox.count()).toBe(0);
      expect(await photosOf()).toEqual(names);
      expect((await getStoredProject(db, C, P))?.base?.version).toBe(7);
    });

    it('a photo whose upload had to be tried again still lists before the photos taken after it', async () => {
      server.state.hold = false;
      await known(project(P, { version: 1 }));
      await queuePhoto('foto-1.jpg');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await queuePhoto('foto-2.jpg');
      server.script.push((call) => (label(call) === 'foto-1.jpg' ? Response.json({ error: 'internal' }, { status: 500 }) : undefined));
      expect(await replayOutbox(deps())).toMatchObject({ sent: 1, retrying: 1 });
      clock += 10 * 60 * 1000;
      expect(await replayOutbox(deps())).toMatchObject({ sent: 1, retrying: 0 });
      expect(server.calls.map(label)).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-1.jpg']);
      expect(await photosOf()).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    });

    it.each([
      ['a save (PUT)', () => saveProjectLocally(db, C, project(P, { version: 1, name: 'Umbenannt', roof: { inside: { analyse: { images: [] } } } })), `PUT ${P}`],
      ['a photo move', () => queueImageMove(db, C, P, 'dach-innen', 'alt.jpg', 'dach-aussen'), 'POST move'],
      ['a photo delete', () => queueImageDelete(db, C, P, 'dach-innen', 'alt.jpg'), 'DELETE alt.jpg'],
    ])('%s waits for the uploads queued before it, and the uploads queued after it wait for it', async (_label, queueChange, change) => {
      const old = { id: 'alt.jpg', name: 'alt.jpg', originalName: 'alt.jpg', url: '/images/alt.jpg', uploadedAt: '' };
      await known(project(P, { version: 1, roof: { inside: { analyse: { images: [old] } } } }));
      await queuePhoto('vorher-1.jpg');
      await queuePhoto('vorher-2.jpg');
      await queueChange();
      await queuePhoto('nachher.jpg');
      const changed = async () => !(await db.outbox.toArray()).some((entry) => !entry.files);
      const run = replayOutbox(deps());
      await heldAre('vorher-1.jpg', 'vorher-2.jpg');
      await answer('vorher-1.jpg', uploaded('vorher-1.jpg'));
      await answer('vorher-2.jpg', uploaded('vorher-2.jpg'));
      await heldAre(change);
      await answer(change, changed);
      await heldAre('nachher.jpg');
      await answer('nachher.jpg', uploaded('nachher.jpg'));
      expect(await run).toMatchObject({ sent: 4, failed: 0 });
      expect(server.log).toEqual([
        'start vorher-1.jpg',
        'start vorher-2.jpg',
        'answer vorher-1.jpg',
        'answer vorher-2.jpg',
        `start ${change}`,
        `answer ${change}`,
        'start nachher.jpg',
        'answer nachher.jpg',
      ]);
      if (change.startsWith('PUT')) expect(server.calls[2].headers['if-match']).toBe('"v3"');
      expect(await photosOf()).toEqual(['vorher-1.jpg', 'vorher-2.jpg', 'nachher.jpg']);
    });

    it('an upload the server refused holds back the uploads queued after it in its project; other projects go on', async () => {
      server.state.hold = false;
      await known(project(P, { version: 1 }));
      await known(project(Q, { version: 1 }));
      await queuePhoto('kaputt.jpg');
      server.script.push((call) => (label(call) === 'kaputt.jpg' ? Response.json({ error: 'unreadable_image' }, { status: 415 }) : undefined));
      expect(await replayOutbox(deps())).toMatchObject({ failed: 1 });
      await queuePhoto('danach.jpg');
      await queuePhoto('anderes-projekt.jpg', Q);
      expect(await replayOutbox(deps())).toMatchObject({ sent: 1, failed: 0 });
      expect(server.calls.map(label)).toEqual(['kaputt.jpg', 'anderes-projekt.jpg']);
      expect(await photosOf(Q)).toEqual(['anderes-projekt.jpg']);
      expect((await db.outbox.toArray()).map((entry) => entry.files?.[0].name)).toEqual(['kaputt.jpg', 'danach.jpg']);
    });
  });
});
