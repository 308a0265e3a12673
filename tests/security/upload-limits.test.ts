// What one upload and one user may take (issue 18): all files of a request together at most
// UPLOAD_MAX_REQUEST_MB, and at most UPLOAD_MAX_CONCURRENT_PER_USER uploads under way per user.
// A refused request leaves nothing behind: no stored file, no spooled one.
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { readConfig } from '../../server/config.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { filesUnder } from '../../server/test-support/files-under.ts';
import { jpeg, noisyPng } from '../../server/test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('upload limits on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  const projectId = '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
  const collection = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/photo-collection-async`;

  beforeAll(async () => {
    server = await startTestServer(backend, { UPLOAD_MAX_REQUEST_MB: '1', UPLOAD_MAX_CONCURRENT_PER_USER: '1', PROCESSING_WORKER: 'off' });
    dataDir = readConfig(server.env).dataDir;
    const saved = await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`, payload: { id: projectId, name: 'Grenzen', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true } });
    expect(saved.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => server.close());

  it('a collection over UPLOAD_MAX_REQUEST_MB gets 413 in German, and neither a stored nor a spooled file remains', async () => {
    const before = await filesUnder(path.join(dataDir, 'files'));
    // Noise does not compress: three of them are well over one megabyte together.
    const photos = await Promise.all([1, 2, 3].map(async (index) => ({ name: `rauschen_${index}.png`, bytes: await noisyPng(420, 420), type: 'image/png' })));
    expect(photos.reduce((sum, photo) => sum + photo.bytes.length, 0)).toBeGreaterThan(1024 * 1024);
    const body = multipart('files', photos);
    const response = await server.call('demo', { method: 'POST', url: collection, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'request_too_large', message: 'Zu viele Daten auf einmal (höchstens 1 MB je Upload). Bitte in mehreren Schritten hochladen.' });
    expect(await filesUnder(path.join(dataDir, 'files'))).toEqual(before);
    expect(await filesUnder(path.join(dataDir, 'spool'))).toEqual([]);
  });

  it('a second upload of the same user while one is under way gets 429 with Retry-After; it goes through afterwards', async () => {
    const body = multipart('files', [{ name: 'langsam.jpg', bytes: await jpeg() }]);
    // The first upload's body arrives slowly: half of it now, the rest later.
    const slow = new PassThrough();
    const first = server.call('demo', { method: 'POST', url: collection, payload: slow, headers: { ...body.headers, 'content-length': String(body.payload.length) } });
    slow.write(body.payload.subarray(0, 200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await server.call('demo', { method: 'POST', url: collection, payload: body.payload, headers: body.headers });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: 'too_many_uploads', message: 'Es laufen schon mehrere Uploads. Bitte warten, bis einer fertig ist.' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    slow.end(body.payload.subarray(200));
    expect((await first).statusCode).toBe(202);
    const again = await server.call('demo', { method: 'POST', url: collection, payload: body.payload, headers: body.headers });
    expect(again.statusCode).toBe(202);
  });
});
