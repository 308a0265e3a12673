import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { filesUnder } from '../test-support/files-under.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { wav, WEBM } from '../test-support/test-audio.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('voice memos on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const filesDir = () => path.join(server.env.DATA_DIR as string, 'files');
  const memoUrl = (id: string, query = 'area=elektrik&recordedAt=2026-11-26T13:01:00.000Z&durationMs=42000') => `${base()}/voice-memos/${id}${query ? `?${query}` : ''}`;
  const put = (id: string, bytes: Buffer, type = 'audio/webm;codecs=opus', query?: string) =>
    server.call('demo', { method: 'PUT', url: memoUrl(id, query), payload: bytes, headers: { 'content-type': type } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: base(),
      payload: { id: projectId, name: 'Sprachnotizen', status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName: 'Łucja', lastName: 'Øster' } },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('a recording is stored under its id: the project names it with area, time and length, GET serves it as recorded', async () => {
    const id = randomUUID();
    const response = await put(id, WEBM);
    expect(response.statusCode).toBe(200);
    expect(response.json().voiceMemos[id]).toEqual({ area: 'elektrik', recordedAt: '2026-11-26T13:01:00.000Z', durationMs: 42000, contentType: 'audio/webm', size: WEBM.length });

    const served = await server.call('demo', { method: 'GET', url: memoUrl(id, '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/webm');
    expect(served.rawPayload.equals(WEBM)).toBe(true);
  });

  it('the type is told from the bytes, not from what the client declared', async () => {
    const id = randomUUID();
    const response = await put(id, wav(), 'audio/webm');
    expect(response.statusCode).toBe(200);
    expect(response.json().voiceMemos[id].contentType).toBe('audio/wav');
    expect((await server.call('demo', { method: 'GET', url: memoUrl(id, '') })).headers['content-type']).toBe('audio/wav');
  });

  it('the same upload twice is stored once and changes the project once', async () => {
    const id = randomUUID();
    const first = await put(id, WEBM);
    const files = (await filesUnder(filesDir())).length;
    const again = await put(id, WEBM);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(first.json().version);
    expect((await filesUnder(filesDir())).length).toBe(files);
  });

  it('deleting removes the file and the name; a late replay of the upload is refused, and deleting again is no error', async () => {
    const id = randomUUID();
    await put(id, WEBM);
    const files = (await filesUnder(filesDir())).length;
    const deleted = await server.call('demo', { method: 'DELETE', url: memoUrl(id, '') });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().voiceMemos[id]).toBeUndefined();
    expect((await filesUnder(filesDir())).length).toBe(files - 1);
    expect((await server.call('demo', { method: 'GET', url: memoUrl(id, '') })).statusCode).toBe(404);

    const replay = await put(id, WEBM);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: 'deleted', message: 'Diese Sprachnotiz wurde gelöscht und kann nicht erneut gespeichert werden.' });
    const again = await server.call('demo', { method: 'DELETE', url: memoUrl(id, '') });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(deleted.json().version);
  });

  it('bad input gets a German JSON error and stores nothing', async () => {
    const files = (await filesUnder(filesDir())).length;
    const cases: Array<[Awaited<ReturnType<typeof put>>, number, string]> = [
      [await put(randomUUID(), Buffer.from('not audio at all, just text')), 415, 'Die Sprachnotiz ist keine Audioaufnahme in einem bekannten Format (WebM, MP4/AAC, Ogg, MP3, WAV).'],
      [await put(randomUUID(), Buffer.alloc(0)), 400, 'Die Sprachnotiz ist leer.'],
      [await put(randomUUID(), WEBM, 'audio/webm', 'area=keller&recordedAt=2026-11-26T13:01:00.000Z&durationMs=1000'), 400, 'Feld „area“'],
      [await put(randomUUID(), WEBM, 'audio/webm', 'area=erdung&recordedAt=gestern&durationMs=1000'), 400, 'Feld „recordedAt“'],
      [await put(randomUUID(), WEBM, 'audio/webm', 'area=erdung&recordedAt=2026-11-26T13:01:00.000Z&durationMs=3600000'), 400, 'Feld „durationMs“ liegt außerhalb des erlaubten Bereichs.'],
      [await put(randomUUID(), WEBM, 'audio/webm', 'area=erdung&recordedAt=2026-11-26T13:01:00.000Z'), 400, 'Pflichtfeld „durationMs“ fehlt.'],
      [await put(randomUUID(), WEBM, 'text/plain'), 415, 'Die Sprachnotiz wird als Audiodatei gesendet (Content-Type audio/…).'],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toContain(message);
    }
    const unknownProject = await server.call('demo', {
      method: 'PUT',
      url: `/companies/${DEMO_COMPANY_ID}/projects/${randomUUID()}/voice-memos/${randomUUID()}?area=erdung&recordedAt=2026-11-26T13:01:00.000Z&durationMs=1000`,
      payload: WEBM,
      headers: { 'content-type': 'audio/webm' },
    });
    expect(unknownProject.statusCode).toBe(404);
    expect((await filesUnder(filesDir())).length).toBe(files);
  });

  it('the protocol lists each area’s memos by length and time', async () => {
    await put(randomUUID(), WEBM, 'audio/webm', 'area=dach-innen&recordedAt=2026-11-26T09:15:00.000Z&durationMs=75000');
    const response = await server.call('demo', { method: 'GET', url: `${base()}/pdf`, headers: { accept: 'application/pdf' } });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Sprachnotizen');
    expect(text).toContain('1:15 Min., aufgenommen 26.11.2026, 10:15 Uhr');
  });
});
