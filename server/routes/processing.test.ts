import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../testing/api-harness.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { TicketRepository } from '../repositories/tickets.ts';
import { jpeg } from '../testing/test-images.ts';

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
});
