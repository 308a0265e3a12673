import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { localAnalysis } from '../analysis/local-analysis.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { ImageRepository } from '../repositories/images.ts';
import { TicketRepository } from '../repositories/tickets.ts';
import { jpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

async function createProject(server: TestServer): Promise<string> {
  const id = randomUUID();
  await server.call('demo', {
    method: 'PUT',
    url: `/companies/${DEMO_COMPANY_ID}/projects/${id}`,
    payload: { id, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
  });
  return id;
}

async function uploadCollection(server: TestServer, projectId: string, names: string[]) {
  const files = await Promise.all(names.map(async (name, index) => ({ name, bytes: await jpeg(320, 240, `#${(index * 40 + 20).toString(16).padStart(2, '0')}6040`) })));
  const body = multipart('files', files);
  return server.call('demo', {
    method: 'POST',
    url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/photo-collection-async`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function uploadFiles(server: TestServer, projectId: string, files: Array<{ name: string; bytes: Buffer }>) {
  const body = multipart('files', files);
  return server.call('demo', {
    method: 'POST',
    url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/photo-collection-async`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function storedPhotos(server: TestServer, projectId: string) {
  const images = await new ImageRepository(server.app.services.db).listByProject(DEMO_COMPANY_ID, projectId);
  return images.filter((image) => !image.annotated).map((image) => image.originalName);
}

async function waitForState(server: TestServer, ticketId: string, states: string[], timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await server.call('demo', { method: 'GET', url: `/processing-status/${ticketId}` })).json();
    if (states.includes(status.state)) return status;
    if (Date.now() > until) throw new Error(`ticket stuck in ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(BACKENDS)('photo-collection processing on $name', (backend) => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('answers a ticket at once, runs QUEUED → … → SAVED and sorts the images into their areas', async () => {
    server = await startTestServer(backend);
    const projectId = await createProject(server);
    const upload = await uploadCollection(server, projectId, ['dach_sued.jpg', 'zaehlerschrank.jpg', 'dachboden_sparren.jpg', 'IMG_0001.jpg']);
    expect(upload.statusCode).toBe(202);
    const { ticketId, totalImages } = upload.json();
    expect(totalImages).toBe(4);
    const status = await waitForState(server, ticketId, ['SAVED', 'FAILED']);
    expect(status).toMatchObject({
      state: 'SAVED',
      completed: true,
      isCompleted: true,
      processedImages: 4,
      totalImages: 4,
      errors: [],
      stateDescription: 'Verarbeitung abgeschlossen',
      categoryResults: { 'dach-aussen': { anzahl: 1 }, elektrik: { anzahl: 1 }, 'dach-innen': { anzahl: 1 }, sonstiges: { anzahl: 1 } },
    });
    const project = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}` })).json();
    expect(project.roof.outside.analyse.images.map((i: { originalName: string }) => i.originalName)).toEqual(['dach_sued.jpg']);
    expect(project.roof.inside.analyse.images.map((i: { originalName: string }) => i.originalName)).toEqual(['dachboden_sparren.jpg']);
    expect(project.electric.zaehlerschrank.analyse.images[0].componentType).toBe('elektrik');
  }, 90_000);

  it('keeps the photos the sorting was not sure of in the project, where the user assigns or deletes them', async () => {
    server = await startTestServer(backend);
    const projectId = await createProject(server);
    const { ticketId } = (await uploadCollection(server, projectId, ['IMG_0001.jpg', 'IMG_0002.jpg', 'zaehlerschrank.jpg'])).json();
    await waitForState(server, ticketId, ['SAVED']);
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
    const project = (await server.call('demo', { method: 'GET', url: base })).json();
    const unsorted = project.fotosammlung.analyse.images as Array<{ id: string; originalName: string; componentType: string }>;
    expect(unsorted.map((image) => [image.originalName, image.componentType])).toEqual([
      ['IMG_0001.jpg', 'fotosammlung'],
      ['IMG_0002.jpg', 'fotosammlung'],
    ]);

    const moved = await server.call('demo', { method: 'POST', url: `${base}/images/${unsorted[0].id}/move`, payload: { component: 'erdung' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().fotosammlung.analyse.images.map((image: { originalName: string }) => image.originalName)).toEqual(['IMG_0002.jpg']);
    expect(moved.json().electric.erdung.analyse.images.map((image: { originalName: string }) => image.originalName)).toEqual(['IMG_0001.jpg']);

    const deleted = await server.call('demo', { method: 'DELETE', url: `${base}/fotosammlung/image/${unsorted[1].id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().fotosammlung.analyse.images).toEqual([]);
    expect(await storedPhotos(server, projectId)).not.toContain('IMG_0002.jpg');
  }, 90_000);

  it("another company's ticket is 404; only images are accepted", async () => {
    server = await startTestServer(backend);
    const projectId = await createProject(server);
    const { ticketId } = (await uploadCollection(server, projectId, ['a.jpg'])).json();
    expect((await server.call('admin', { method: 'GET', url: `/processing-status/${ticketId}` })).statusCode).toBe(200);
    expect((await server.call('demo', { method: 'GET', url: `/processing-status/${randomUUID()}` })).statusCode).toBe(404);
    const body = multipart('files', [{ name: 'rechnung.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') }]);
    const pdfUpload = await server.call('demo', {
      method: 'POST',
      url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/photo-collection-async`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(pdfUpload.statusCode).toBe(415);
  });

  it('answers 429 with the German message when the queue is at capacity', async () => {
    server = await startTestServer(backend, { PROCESSING_QUEUE_CAPACITY: '1', PROCESSING_WORKER: 'off' });
    const projectId = await createProject(server);
    expect((await uploadCollection(server, projectId, ['a.jpg'])).statusCode).toBe(202);
    const refused = await uploadCollection(server, projectId, ['b.jpg']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'overloaded', message: 'Server ist überlastet. Bitte versuchen Sie es später erneut.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('30 uploads at once against a capacity of 5: exactly 5 are taken, the others get 429 with Retry-After and store nothing', async () => {
    const running = await startTestServer(backend, { PROCESSING_QUEUE_CAPACITY: '5', PROCESSING_WORKER: 'off', UPLOAD_MAX_CONCURRENT_PER_USER: '30' });
    server = running;
    const projectIds = await Promise.all(Array.from({ length: 30 }, () => createProject(running)));
    const answers = await Promise.all(projectIds.map((projectId, index) => uploadCollection(running, projectId, [`foto_${index}.jpg`])));
    const taken = answers.filter((answer) => answer.statusCode === 202);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect([taken.length, refused.length]).toEqual([5, 25]);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(await new JobQueue(running.app.services.db).backlog('photo-collection')).toBe(5);
    const images = await Promise.all(projectIds.map((projectId) => new ImageRepository(running.app.services.db).listByProject(DEMO_COMPANY_ID, projectId)));
    expect(images.filter((list) => list.length > 0)).toHaveLength(5);
  });

  it('a server restart in the middle of a ticket resumes it and loses nothing', async () => {
    server = await startTestServer(backend, { PROCESSING_WORKER: 'off' });
    const projectId = await createProject(server);
    const { ticketId } = (await uploadCollection(server, projectId, ['dach1.jpg', 'dach2.jpg', 'keller.jpg'])).json();
    // A worker takes the job, sorts one image and dies: its short lease runs out unrenewed.
    const { db } = server.app.services;
    const job = await new JobQueue(db, 100).claim('worker-that-dies');
    expect(job?.payload).toEqual({ ticketId });
    const tickets = new TicketRepository(db);
    const [first] = await tickets.images(ticketId);
    await tickets.setCategory(ticketId, first.imageId, 'dach-aussen');
    await tickets.update(ticketId, { state: 'CATEGORIZING', processedImages: 1 });
    expect((await server.call('demo', { method: 'GET', url: `/processing-status/${ticketId}` })).json()).toMatchObject({ state: 'CATEGORIZING', processedImages: 1 });

    await server.restart({ PROCESSING_WORKER: 'on' });
    const status = await waitForState(server, ticketId, ['SAVED', 'FAILED']);
    expect(status).toMatchObject({ state: 'SAVED', processedImages: 3, categoryResults: { 'dach-aussen': { anzahl: 2 }, aufstellort: { anzahl: 1 } } });
    const project = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}` })).json();
    expect(project.roof.outside.analyse.images).toHaveLength(2);
    expect(project.storage.analyse.images).toHaveLength(1);
  });

  it('the same photos uploaded twice are stored once, and the answer says how many were already there', async () => {
    server = await startTestServer(backend);
    const projectId = await createProject(server);
    const roof = await jpeg(320, 240, '#2a6040');
    const meter = await jpeg(320, 240, '#806040');
    const cellar = await jpeg(320, 240, '#a06040');
    const first = await uploadFiles(server, projectId, [
      { name: 'dach_sued.jpg', bytes: roof },
      { name: 'zaehlerschrank.jpg', bytes: meter },
    ]);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ totalImages: 2, duplicateImages: 0 });
    await waitForState(server, first.json().ticketId, ['SAVED', 'FAILED']);

    // The same two shots again (renamed by the phone), plus one new photo.
    const second = await uploadFiles(server, projectId, [
      { name: 'IMG_0001.jpg', bytes: roof },
      { name: 'keller.jpg', bytes: cellar },
      { name: 'IMG_0002.jpg', bytes: meter },
    ]);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({ totalImages: 1, duplicateImages: 2 });
    const status = await waitForState(server, second.json().ticketId, ['SAVED', 'FAILED']);
    expect(status).toMatchObject({ state: 'SAVED', totalImages: 1, processedImages: 1, duplicateImages: 2, categoryResults: { aufstellort: { anzahl: 1 } } });
    expect((await storedPhotos(server, projectId)).sort()).toEqual(['dach_sued.jpg', 'keller.jpg', 'zaehlerschrank.jpg']);
    const project = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}` })).json();
    expect(project.roof.outside.analyse.images).toHaveLength(1);
  }, 90_000);

  it('the same photo twice in one upload is stored once; only duplicates still finish as a ticket', async () => {
    server = await startTestServer(backend);
    const projectId = await createProject(server);
    const roof = await jpeg(320, 240, '#2a6040');
    const within = await uploadFiles(server, projectId, [
      { name: 'dach_sued.jpg', bytes: roof },
      { name: 'dach_sued_kopie.jpg', bytes: roof },
    ]);
    expect(within.statusCode).toBe(202);
    expect(within.json()).toMatchObject({ totalImages: 1, duplicateImages: 1 });
    await waitForState(server, within.json().ticketId, ['SAVED', 'FAILED']);
    expect(await storedPhotos(server, projectId)).toEqual(['dach_sued.jpg']);

    const again = await uploadFiles(server, projectId, [{ name: 'dach_sued.jpg', bytes: roof }]);
    expect(again.json()).toMatchObject({ totalImages: 0, duplicateImages: 1 });
    expect(await waitForState(server, again.json().ticketId, ['SAVED', 'FAILED'])).toMatchObject({ state: 'SAVED', totalImages: 0, duplicateImages: 1 });
    expect(await storedPhotos(server, projectId)).toEqual(['dach_sued.jpg']);
  }, 90_000);

  it('progress and remaining time cover the analysis, not just the sorting', async () => {
    // The analysis of the areas waits until the test has looked at the ticket.
    let release: () => void = () => undefined;
    const analysisMayFinish = new Promise<void>((resolve) => {
      release = resolve;
    });
    const local = localAnalysis();
    const slowAnalysis = {
      ...local,
      async analyzeArea(...args: Parameters<typeof local.analyzeArea>) {
        await analysisMayFinish;
        return local.analyzeArea(...args);
      },
    };
    server = await startTestServer(backend, {}, { analysis: slowAnalysis });
    const projectId = await createProject(server);
    const { ticketId } = (await uploadCollection(server, projectId, ['dach_sued.jpg', 'zaehlerschrank.jpg', 'keller.jpg'])).json();
    try {
      const analysing = await waitForState(server, ticketId, ['PROCESSING', 'SAVED', 'FAILED']);
      expect(analysing).toMatchObject({ state: 'PROCESSING', processedImages: 3, analyzedImages: 0, totalImages: 3 });
      expect(analysing.estimatedTimeRemaining).toBeGreaterThan(0);
    } finally {
      release();
    }
    expect(await waitForState(server, ticketId, ['SAVED', 'FAILED'])).toMatchObject({ state: 'SAVED', processedImages: 3, analyzedImages: 3, estimatedTimeRemaining: 0 });
  }, 90_000);
});
