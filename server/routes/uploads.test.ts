import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDED_AT_HEADER, DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX, SHOT_HEADER } from '../../src/domain/constants.ts';
import { westnetzBill } from '../analysis/bill/bill-fixtures.ts';
import { hygrometerPhoto } from '../analysis/labels/label-fixtures.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { filesUnder } from '../test-support/files-under.ts';
import { jpeg, noisyPng, pdf, png } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('uploads and images on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  beforeAll(async () => {
    // Several tests send many uploads at once as one user; the per-user limit has its own test.
    server = await startTestServer(backend, { UPLOAD_MAX_FILE_MB: '0.5', UPLOAD_MAX_FILES: '3', UPLOAD_MAX_CONCURRENT_PER_USER: '50' });
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`,
      payload: { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
  });
  afterAll(() => server.close());

  const upload = async (area: string, files: Array<{ name: string; bytes: Buffer; type?: string }>, headers: Record<string, string> = {}, field = 'file') => {
    const body = multipart(field, files);
    return server.call('demo', { method: 'POST', url: `${base()}/${area}`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('an outer-roof upload answers the project with the image in roof.outside.analyse.images', async () => {
    const response = await upload('dach-aussen', [{ name: 'Dach Süd.jpg', bytes: await jpeg() }]);
    expect(response.statusCode).toBe(200);
    const images = response.json().roof.outside.analyse.images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ originalName: 'Dach Süd.jpg', componentType: 'dach-aussen', contentType: 'image/jpeg', url: `/images/${images[0].id}` });
    expect(response.headers.etag).toMatch(/^"v\d+"$/);
  });

  it('serves the image and its thumbnail with the right type and long-lived caching', async () => {
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    const image = project.roof.outside.analyse.images[0];
    const full = await server.call('demo', { method: 'GET', url: image.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('max-age=31536000');
    const thumb = await server.call('demo', { method: 'GET', url: image.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect((await server.call(null, { method: 'GET', url: image.url })).statusCode).toBe(401);
    expect((await server.call('admin', { method: 'GET', url: image.url })).statusCode).toBe(200);
  });

  it('images of another company answer 404 and leak nothing', async () => {
    const foreignProject = randomUUID();
    await server.call('admin', {
      method: 'PUT',
      url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}`,
      payload: { id: foreignProject, name: 'Fremd', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
    const body = multipart('file', [{ name: 'fremd.png', bytes: await png() }]);
    const stored = await server.call('admin', {
      method: 'POST',
      url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}/aufstellort`,
      payload: body.payload,
      headers: body.headers,
    });
    const image = stored.json().storage.analyse.images[0];
    const response = await server.call('demo', { method: 'GET', url: image.url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('PDFs are taken where SPEC §5 allows them (bill, electrics, storage) and refused on the roof with 415', async () => {
    const bill = await upload('stromrechnung', [{ name: 'Rechnung.pdf', bytes: pdf() }, { name: 'Seite2.jpg', bytes: await jpeg(200, 300) }]);
    expect(bill.statusCode).toBe(200);
    expect(bill.json().house.analyse.images.map((i: { contentType: string }) => i.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    // Read once at upload, so the app shows a bill's pages offline too.
    expect(bill.json().house.analyse.images.map((i: { pageCount?: number }) => i.pageCount)).toEqual([1, undefined]);
    const roof = await upload('dach-innen', [{ name: 'plan.pdf', bytes: pdf() }]);
    expect(roof.statusCode).toBe(415);
    expect(roof.json()).toMatchObject({ error: 'unsupported_file_type', message: expect.stringContaining('plan.pdf') });
  });

  it('a bill PDF fills the house: consumption, meter number and grid operator with quality and page', async () => {
    const response = await upload('stromrechnung', [{ name: 'Jahresabrechnung.pdf', bytes: await westnetzBill() }]);
    expect(response.statusCode).toBe(200);
    const { house } = response.json();
    expect(house).toMatchObject({ stromverbrauch: 4200, zaehlernummer: '1 ESY11 1234 5678', netzbetreiber: 'Westnetz GmbH' });
    expect(house.analyse.results.stromverbrauch).toEqual({ wert: 4200, qualitaet: 'hoch', pageReference: 1, quelle: 'Gelesen aus: „Ihr Verbrauch 4.200 kWh“' });
  });

  it('a photo taken for a shot without text in the bill area (the house from the street) is stored, not read as a bill', async () => {
    const house = randomUUID();
    await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/projects/${house}`, payload: { id: house, name: 'Haus', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    const send = async (name: string, shot: string) => {
      const body = multipart('file', [{ name, bytes: await noisyPng(64, 48) }]);
      return server.call('demo', { method: 'POST', url: `/companies/${DEMO_COMPANY_ID}/projects/${house}/stromrechnung`, payload: body.payload, headers: { ...body.headers, [SHOT_HEADER]: shot } });
    };
    const view = await send('hausansicht.png', 'hausansicht');
    expect(view.statusCode).toBe(200);
    expect(view.json().house.analyse.images.map((image: { originalName: string }) => image.originalName)).toEqual(['hausansicht.png']);
    expect(view.json().house.analyse.results ?? {}).toEqual({});
    // A photo for the bill's own slot is read as one: what it could not find says so.
    const bill = await send('rechnung-foto.png', 'stromrechnung');
    expect(Object.keys(bill.json().house.analyse.results)).toContain('stromverbrauch');
  });

  it('a storage-site photo of a hygrometer reading 72 % fills the criteria and lists the damp room as a Vorschaden', async () => {
    const response = await upload('aufstellort', [{ name: 'hygrometer.jpg', bytes: await hygrometerPhoto({ celsius: '20,5', humidity: '72' }) }]);
    expect(response.statusCode).toBe(200);
    const { storage } = response.json();
    expect(storage.feuchtigkeit).toMatchObject({ wert: '72 %', zustand: 'ungeeignet', qualitaet: 'mittel' });
    expect(storage.temperatur).toMatchObject({ wert: '20,5 °C', zustand: 'geeignet' });
    const imageId = storage.analyse.images[0].id;
    const damages = (await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaeden` })).json();
    expect(damages).toEqual([expect.objectContaining({ titel: 'Mangel: Feuchtigkeit', kategorie: 'AUFSTELLORT', bildUrls: [`/images/${imageId}`] })]);
  }, 60_000);

  it('the real type comes from the bytes: a text file named .jpg is 415, and nothing is stored', async () => {
    const before = (await server.call('demo', { method: 'GET', url: base() })).json();
    const response = await upload('elektrik', [
      { name: 'ok.jpg', bytes: await jpeg() },
      { name: 'virus.jpg', bytes: Buffer.from('MZ this is not an image'), type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    const after = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(after.version).toBe(before.version);
    expect(after.electric?.zaehlerschrank?.analyse?.images ?? []).toHaveLength(0);
  });

  it('an over-size file and too many files are 413 with a German message', async () => {
    const big = await upload('erdung', [{ name: 'riesig.png', bytes: await noisyPng(600, 600) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/zu groß/);
    const many = await upload('erdung', await Promise.all([1, 2, 3, 4].map(async (n) => ({ name: `${n}.jpg`, bytes: await jpeg(50, 50) }))));
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toMatch(/Zu viele Dateien/);
  });

  it('no file, or files in the wrong field, are 400', async () => {
    const wrongField = await upload('dach-aussen', [{ name: 'x.jpg', bytes: await jpeg() }], {}, 'files');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ field: 'files' });
    const notMultipart = await server.call('demo', { method: 'POST', url: `${base()}/dach-aussen`, payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('a retried upload with the same Idempotency-Key returns the first answer and stores the image once', async () => {
    const key = randomUUID();
    const bytes = await jpeg(300, 200, '#33691e');
    const first = await upload('aufstellort', [{ name: 'keller.jpg', bytes }], { 'idempotency-key': key });
    const retry = await upload('aufstellort', [{ name: 'keller.jpg', bytes }], { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(project.storage.analyse.images.filter((i: { originalName: string }) => i.originalName === 'keller.jpg')).toHaveLength(1);
  });

  it('uploads sent at the same time to one project each end up in it exactly once, none refused', async () => {
    const names = Array.from({ length: 6 }, (_, index) => `gleichzeitig-${index}.jpg`);
    const colors = ['#1565c0', '#2e7d32', '#c62828', '#f9a825', '#6a1b9a', '#00838f'];
    const responses = await Promise.all(
      names.map(async (name, index) => upload('dach-innen', [{ name, bytes: await jpeg(320, 240, colors[index]) }], { 'idempotency-key': randomUUID() })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    const stored = project.roof.inside.analyse.images.map((image: { originalName: string }) => image.originalName);
    for (const name of names) expect(stored.filter((originalName: string) => originalName === name)).toHaveLength(1);
    // Each answer holds its own photo and every photo committed before it.
    for (const [index, response] of responses.entries()) {
      expect(response.json().roof.inside.analyse.images.map((image: { originalName: string }) => image.originalName)).toContain(names[index]);
    }
  });

  it('photos list in the order they were added in the app (X-Added-At), not in the order their uploads arrived', async () => {
    const send = async (name: string, addedAt: string, color: string) => upload('erdung', [{ name, bytes: await jpeg(240, 180, color) }], { [ADDED_AT_HEADER]: addedAt });
    await send('erdung-2.jpg', '2026-11-22T09:02:00.000Z', '#5d4037');
    await send('erdung-3.jpg', '2026-11-22T10:03:00+01:00', '#6d4c41');
    const last = await send('erdung-1.jpg', '2026-11-22T09:01:00Z', '#795548');
    const images = last.json().electric.erdung.analyse.images;
    expect(images.map((image: { originalName: string }) => image.originalName)).toEqual(['erdung-1.jpg', 'erdung-2.jpg', 'erdung-3.jpg']);
    expect(images[2].addedAt).toBe('2026-11-22T09:03:00.000Z');
  });

  it('a photo the project already has, in any area, is neither stored nor analysed again; new ones in the same request are', async () => {
    const known = await jpeg(260, 190, '#1b5e20');
    const first = await upload('elektrik', [{ name: 'zaehler.jpg', bytes: known }]);
    const ref = first.json().electric.zaehlerschrank.analyse.images.find((i: { originalName: string }) => i.originalName === 'zaehler.jpg');
    expect(ref.uploadSha256).toBe(createHash('sha256').update(known).digest('hex'));
    const filesBefore = await filesUnder(path.join(server.env.DATA_DIR as string, 'files'));

    const again = await upload('elektrik', [{ name: 'zaehler-nochmal.jpg', bytes: known }]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await filesUnder(path.join(server.env.DATA_DIR as string, 'files'))).toEqual(filesBefore);

    const mixed = await upload('aufstellort', [{ name: 'zaehler-kopie.jpg', bytes: known }, { name: 'heizraum.jpg', bytes: await jpeg(260, 190, '#b71c1c') }]);
    const names = (images: Array<{ originalName: string }>) => images.map((image) => image.originalName);
    expect(names(mixed.json().storage.analyse.images)).toContain('heizraum.jpg');
    expect(names(mixed.json().storage.analyse.images)).not.toContain('zaehler-kopie.jpg');
    expect(names(mixed.json().electric.zaehlerschrank.analyse.images).filter((name) => name.startsWith('zaehler'))).toEqual(['zaehler.jpg']);
  });

  it('an X-Added-At that is no date and time is 400 with a German message, and nothing is stored', async () => {
    const response = await upload('erdung', [{ name: 'ohne-zeit.jpg', bytes: await jpeg() }], { [ADDED_AT_HEADER]: 'gestern' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('x-added-at') });
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(project.electric.erdung.analyse.images.map((image: { originalName: string }) => image.originalName)).not.toContain('ohne-zeit.jpg');
  });

  it('a photo put into an area becomes a sorting example of that area after its upload was answered', async () => {
    const response = await upload('dach-innen', [{ name: 'sparren-beispiel.jpg', bytes: await jpeg(400, 300, '#5d4037') }]);
    expect(response.statusCode).toBe(200);
    const image = response.json().roof.inside.analyse.images.find((i: { originalName: string }) => i.originalName === 'sparren-beispiel.jpg');
    await vi.waitFor(
      async () => {
        const rows = await server.app.services.db.query('SELECT component FROM image_embeddings WHERE image_id = $1', [image.id]);
        expect(rows).toEqual([{ component: 'dach-innen' }]);
      },
      { timeout: 30_000, interval: 100 },
    );
  }, 60_000);

  it('a key left pending by a process that died is taken over after two minutes; a fresh pending one answers 409', async () => {
    const key = randomUUID();
    const request = `POST /api${base()}/aufstellort`;
    const { db } = server.app.services;
    await db.query("INSERT INTO idempotent_replies (company_id, key, request, created_at) VALUES ($1, $2, $3, now() - interval '10 minutes')", [DEMO_COMPANY_ID, key, request]);
    const taken = await upload('aufstellort', [{ name: 'nach-absturz.jpg', bytes: await jpeg(100, 100) }], { 'idempotency-key': key });
    expect(taken.statusCode).toBe(200);
    const [row] = await db.query<{ status_code: number }>('SELECT status_code FROM idempotent_replies WHERE key = $1', [key]);
    expect(row.status_code).toBe(200);

    const busy = randomUUID();
    await db.query('INSERT INTO idempotent_replies (company_id, key, request) VALUES ($1, $2, $3)', [DEMO_COMPANY_ID, busy, request]);
    const conflict = await upload('aufstellort', [{ name: 'doppelt.jpg', bytes: await jpeg(100, 100) }], { 'idempotency-key': busy });
    expect(conflict.statusCode).toBe(409);
  });

  it('deleting an image answers the updated project and removes the file', async () => {
    const added = await upload('dach-innen', [{ name: 'sparren.jpg', bytes: await jpeg() }]);
    const image = added.json().roof.inside.analyse.images.at(-1);
    const deleted = await server.call('demo', { method: 'DELETE', url: `${base()}/dach-innen/image/${image.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().roof.inside.analyse.images.map((i: { id: string }) => i.id)).not.toContain(image.id);
    expect((await server.call('demo', { method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'DELETE', url: `${base()}/dach-innen/image/${image.id}` })).statusCode).toBe(404);
  });

  it('a photo uploaded just before the server stops is still kept as a sorting example', async () => {
    const response = await upload('dach-innen', [{ name: 'letztes.jpg', bytes: await jpeg(400, 300, '#6d4c41') }]);
    const image = response.json().roof.inside.analyse.images.find((i: { originalName: string }) => i.originalName === 'letztes.jpg');
    await server.restart();
    const rows = await server.app.services.db.query('SELECT component FROM image_embeddings WHERE image_id = $1', [image.id]);
    expect(rows).toEqual([{ component: 'dach-innen' }]);
  }, 60_000);

  it('uploads to another company are 403', async () => {
    const body = multipart('file', [{ name: 'x.jpg', bytes: await jpeg() }]);
    const response = await server.call('demo', {
      method: 'POST',
      url: `/companies/${LEGACY_COMPANY_ID}/projects/${projectId}/dach-aussen`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
