// The photo sorting that learns from each company's own photos (issue 8 point 3), through HTTP:
// photos uploaded in area tabs are the examples, a photo collection is sorted by them, a bill
// is recognised by its text, an unrelated photo is left for the user, and a user's correction
// teaches the next collection.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, SHOT_HEADER } from '../../src/domain/constants.ts';
import { ImageCorrectionRepository } from '../repositories/image-corrections.ts';
import { ImageEmbeddingRepository } from '../repositories/image-embeddings.ts';
import { TicketRepository } from '../repositories/tickets.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { billPage, DEMO_PHOTOS, demoPhoto, facade, meadow, variant, VARIATIONS, type DemoMotif } from '../test-support/photo-variants.ts';

afterAll(() => dropTestDatabases());

const motifs = Object.keys(DEMO_PHOTOS) as DemoMotif[];

describe.each(BACKENDS)('photo sorting by the company’s own photos on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const examples = () => new ImageEmbeddingRepository(server.app.services.db).list(DEMO_COMPANY_ID);

  const collect = async (files: Array<{ name: string; bytes: Buffer }>) => {
    const body = multipart('files', files.map((file) => ({ ...file, type: 'image/jpeg' })));
    const upload = await server.call('demo', { method: 'POST', url: `${base()}/photo-collection-async`, payload: body.payload, headers: body.headers });
    expect(upload.statusCode).toBe(202);
    const { ticketId } = upload.json();
    const until = Date.now() + 60_000;
    for (;;) {
      const status = (await server.call('demo', { method: 'GET', url: `/processing-status/${ticketId}` })).json();
      if (status.state === 'SAVED' || status.state === 'FAILED') return { ticketId, status };
      if (Date.now() > until) throw new Error(`ticket stuck in ${status.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: base(),
      payload: { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
  });
  afterAll(() => server.close());

  it('"every photo uploaded in an area tab is a labelled example"', async () => {
    for (const [index, motif] of motifs.entries()) {
      const body = multipart('file', [{ name: `IMG_${100 + index}.jpg`, bytes: await demoPhoto(motif), type: 'image/jpeg' }]);
      const response = await server.call('demo', { method: 'POST', url: `${base()}/${motif}`, payload: body.payload, headers: body.headers });
      expect(response.statusCode).toBe(200);
    }
    // Examples are learned after the answers, once uploads pause; this takes them at once.
    await server.app.services.examples.learnQueued();
    const labels = (await examples()).map((example) => example.label).sort();
    expect(labels).toEqual([...motifs].sort());
  });

  it('a collection is sorted into the areas by those examples; a bill by its text; an unrelated photo to "sonstiges"', async () => {
    const files: Array<{ name: string; bytes: Buffer }> = [];
    for (const motif of motifs) {
      for (const variation of VARIATIONS.slice(0, 2)) files.push({ name: `IMG_${200 + files.length}.jpg`, bytes: await variant(await demoPhoto(motif), variation) });
    }
    files.push({ name: 'IMG_300.jpg', bytes: await meadow() }, { name: 'IMG_301.jpg', bytes: await billPage() });
    const { ticketId, status } = await collect(files);
    expect(status).toMatchObject({
      state: 'SAVED',
      processedImages: files.length,
      categoryResults: {
        'dach-aussen': { anzahl: 2 },
        'dach-innen': { anzahl: 2 },
        elektrik: { anzahl: 2 },
        aufstellort: { anzahl: 2 },
        stromrechnung: { anzahl: 1 },
        sonstiges: { anzahl: 1 },
      },
    });
    const entries = await new TicketRepository(server.app.services.db).images(ticketId);
    expect(entries.map((entry) => entry.category)).toEqual([...motifs.flatMap((motif) => [motif, motif]), 'sonstiges', 'stromrechnung']);
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(project.roof.outside.analyse.images.map((image: { originalName: string }) => image.originalName)).toEqual(['IMG_100.jpg', 'IMG_200.jpg', 'IMG_201.jpg']);
    // Machine-sorted photos are not examples: the sorting does not teach itself its own mistakes.
    expect(await examples()).toHaveLength(motifs.length);
  }, 90_000);

  it('"every re-assignment by a user is a correction": the next collection sorts such a photo where the user put it', async () => {
    // Another shot of the meadow: the same bytes again would be recognised as already stored.
    const { ticketId } = await collect([{ name: 'IMG_400.jpg', bytes: await variant(await meadow(), VARIATIONS[2]) }]);
    const [entry] = await new TicketRepository(server.app.services.db).images(ticketId);
    expect(entry.category).toBe('sonstiges');
    await new ImageCorrectionRepository(server.app.services.db).reassign({ imageId: entry.imageId, companyId: DEMO_COMPANY_ID, fromComponent: 'fotosammlung', toComponent: 'aufstellort' });
    expect((await examples()).filter((example) => example.label === 'aufstellort')).toHaveLength(2);

    const next = await collect([{ name: 'IMG_401.jpg', bytes: await variant(await meadow(), VARIATIONS[0]) }]);
    expect(next.status.categoryResults).toEqual({ aufstellort: { anzahl: 1 } });
  }, 60_000);

  it('a photo a user put into a required shot teaches that shot: the next collection fills the slot where it is empty, never over the user\'s photo', async () => {
    const own = (await server.call('demo', { method: 'GET', url: base() })).json();
    const cabinet = own.electric.zaehlerschrank.analyse.images.find((image: { originalName: string }) => image.originalName === 'IMG_102.jpg');
    const filled = { ...own, requiredShots: { 'zaehlerschrank-offen': { area: 'elektrik', label: 'Geöffnet gesamt', hash: cabinet.uploadSha256, filledAt: new Date().toISOString() } } };
    expect((await server.call('demo', { method: 'PUT', url: base(), payload: filled })).statusCode).toBe(200);
    expect((await examples()).filter((example) => example.slot)).toEqual([expect.objectContaining({ label: 'elektrik', slot: 'zaehlerschrank-offen' })]);
    // The label follows the slot the photo is in now, and goes when the slot is emptied.
    const put = async (requiredShots: Record<string, unknown>) => {
      const current = (await server.call('demo', { method: 'GET', url: base() })).json();
      expect((await server.call('demo', { method: 'PUT', url: base(), payload: { ...current, requiredShots } })).statusCode).toBe(200);
    };
    await put({ 'zaehlerschrank-geschlossen': { ...filled.requiredShots['zaehlerschrank-offen'], label: 'Geschlossen' } });
    expect((await examples()).filter((example) => example.slot)).toEqual([expect.objectContaining({ label: 'elektrik', slot: 'zaehlerschrank-geschlossen' })]);
    await put({});
    expect((await examples()).filter((example) => example.slot)).toEqual([]);
    await put(filled.requiredShots);
    expect((await examples()).filter((example) => example.slot)).toEqual([expect.objectContaining({ label: 'elektrik', slot: 'zaehlerschrank-offen' })]);

    const other = randomUUID();
    await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/projects/${other}`, payload: { id: other, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    projectId = other;
    const first = await collect([{ name: 'IMG_500.jpg', bytes: await variant(await demoPhoto('elektrik'), VARIATIONS[1]) }]);
    expect((await new TicketRepository(server.app.services.db).images(first.ticketId))[0]).toMatchObject({ category: 'elektrik', slot: 'zaehlerschrank-offen' });
    const sorted = (await server.call('demo', { method: 'GET', url: base() })).json();
    const image = sorted.electric.zaehlerschrank.analyse.images[0];
    expect(sorted.requiredShots).toEqual({ 'zaehlerschrank-offen': expect.objectContaining({ area: 'elektrik', label: 'Geöffnet gesamt', hash: image.uploadSha256 }) });

    await collect([{ name: 'IMG_501.jpg', bytes: await variant(await demoPhoto('elektrik'), VARIATIONS[3]) }]);
    expect((await server.call('demo', { method: 'GET', url: base() })).json().requiredShots['zaehlerschrank-offen'].hash).toBe(image.uploadSha256);
  }, 90_000);

  it('a photo the sorting puts into the house-view shot goes to Zustand Haus and fills the shot, without being read as a bill', async () => {
    const newProject = async () => {
      projectId = randomUUID();
      await server.call('demo', { method: 'PUT', url: base(), payload: { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    };
    await newProject();
    // Three house views taken for the shot, as a surveyor does on every site; one fills it.
    let house;
    for (const look of [VARIATIONS[0], VARIATIONS[1], VARIATIONS[3]]) {
      const body = multipart('file', [{ name: 'haus.jpg', bytes: await variant(await facade(), look), type: 'image/jpeg' }]);
      house = (await server.call('demo', { method: 'POST', url: `${base()}/stromrechnung`, payload: body.payload, headers: { ...body.headers, [SHOT_HEADER]: 'hausansicht' } })).json();
    }
    const fill = { area: 'stromrechnung', label: 'Hausansicht von der Straße', hash: house.house.analyse.images[0].uploadSha256, filledAt: new Date().toISOString() };
    expect((await server.call('demo', { method: 'PUT', url: base(), payload: { ...house, requiredShots: { hausansicht: fill } } })).statusCode).toBe(200);
    await server.app.services.examples.learnQueued();

    await newProject();
    const { ticketId } = await collect([{ name: 'IMG_600.jpg', bytes: await variant(await facade(), VARIATIONS[2]) }]);
    expect((await new TicketRepository(server.app.services.db).images(ticketId))[0]).toMatchObject({ category: 'stromrechnung', slot: 'hausansicht' });
    const sorted = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(sorted.house.analyse.images).toHaveLength(1);
    expect(sorted.house.analyse.results ?? {}).toEqual({});
    expect(sorted.requiredShots.hausansicht).toMatchObject({ area: 'stromrechnung', hash: sorted.house.analyse.images[0].uploadSha256 });
  }, 90_000);
});
