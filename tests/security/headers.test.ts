// The security headers reach every kind of API answer, failures included: nosniff, no framing,
// and a policy under which an answer opened in a browser tab can load and run nothing. The
// app's own pages keep the app's policy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID } from '../../src/domain/constants.ts';
import { API_CSP } from '../../server/plugins/security-headers.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { jpeg, pdf } from '../../server/test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('security headers on API answers on $name', (backend) => {
  let server: TestServer;
  const projectId = randomUUID();
  const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const ids: { photo?: string; document?: string } = {};

  beforeAll(async () => {
    server = await startTestServer(backend, { UPLOAD_MAX_FILE_MB: '0.05' });
    await server.call('demo', { method: 'PUT', url: base, payload: { id: projectId, name: 'Header', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    const photo = multipart('file', [{ name: 'dach.jpg', bytes: await jpeg(64, 48) }]);
    const roof = await server.call('demo', { method: 'POST', url: `${base}/dach-aussen`, payload: photo.payload, headers: photo.headers });
    ids.photo = roof.json().roof.outside.analyse.images[0].id;
    const bill = multipart('file', [{ name: 'rechnung.pdf', bytes: pdf() }]);
    const house = await server.call('demo', { method: 'POST', url: `${base}/stromrechnung`, payload: bill.payload, headers: bill.headers });
    expect(house.statusCode).toBe(200);
    const [document] = (await server.app.services.db.query<{ id: string }>("SELECT id FROM images WHERE project_id = $1 AND content_type = 'application/pdf'", [projectId]));
    ids.document = document.id;
  }, 120_000);
  afterAll(() => server.close());

  const answers: Array<[string, number, () => Promise<Awaited<ReturnType<TestServer['call']>>>]> = [
    ['a 401 without a token', 401, () => server.call(null, { method: 'GET', url: '/companies' })],
    ['a 403 for another company', 403, () => server.call('demo', { method: 'GET', url: `/companies/${LEGACY_COMPANY_ID}` })],
    ['a 404 for an unknown route', 404, () => server.call('demo', { method: 'GET', url: '/gibt-es-nicht' })],
    ['a 404 for an unknown image', 404, () => server.call('demo', { method: 'GET', url: `/images/${randomUUID()}` })],
    ['a 400 for an invalid body', 400, () => server.call('demo', { method: 'PUT', url: base, payload: { id: projectId } })],
    ['a 400 for broken JSON', 400, () => server.call('demo', { method: 'PUT', url: base, payload: '{', headers: { 'content-type': 'application/json' } })],
    ['a 415 for a faked image', 415, async () => {
      const body = multipart('file', [{ name: 'x.jpg', bytes: Buffer.from('<html>'), type: 'image/jpeg' }]);
      return server.call('demo', { method: 'POST', url: `${base}/dach-aussen`, payload: body.payload, headers: body.headers });
    }],
    ['a 413 for a file over the limit', 413, async () => {
      const body = multipart('file', [{ name: 'gross.jpg', bytes: Buffer.concat([await jpeg(64, 48), Buffer.alloc(80 * 1024)]) }]);
      return server.call('demo', { method: 'POST', url: `${base}/dach-aussen`, payload: body.payload, headers: body.headers });
    }],
    ['a 200 JSON answer', 200, () => server.call('demo', { method: 'GET', url: base })],
    ['a photo', 200, () => server.call('demo', { method: 'GET', url: `/images/${ids.photo}` })],
    ['a thumbnail', 200, () => server.call('demo', { method: 'GET', url: `/images/${ids.photo}/thumbnail` })],
    ['an uploaded PDF', 200, () => server.call('demo', { method: 'GET', url: `/images/${ids.document}` })],
    ['the protocol PDF', 200, () => server.call('demo', { method: 'GET', url: `${base}/pdf` })],
  ];

  it.each(answers)('%s carries nosniff, no framing and the data-only policy', async (_label, status, request) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': API_CSP,
    });
    expect(API_CSP).toMatch(/default-src 'none'.*frame-ancestors 'none'.*sandbox/);
    if (status >= 400) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    }
  });

  it('documents are served as downloads, photos inline, each with its real type', async () => {
    const document = await server.call('demo', { method: 'GET', url: `/images/${ids.document}` });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(`attachment; filename="rechnung.pdf"; filename*=UTF-8''rechnung.pdf`);
    const photo = await server.call('demo', { method: 'GET', url: `/images/${ids.photo}` });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toBe(`inline; filename="dach.jpg"; filename*=UTF-8''dach.jpg`);
  });

  it('the app shell keeps the app’s own policy, not the API’s', async () => {
    const shell = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(shell.headers['content-security-policy']).toContain("script-src 'self'");
    expect(shell.headers['content-security-policy']).not.toContain('sandbox');
  });
});
