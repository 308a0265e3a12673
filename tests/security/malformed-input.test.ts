// Each class of malformed input the attacker's run found (issue 18), one case each, through HTTP:
// what the answer is, and that nothing was stored or changed. Some need a real socket, since Node's
// HTTP parser answers them before Fastify sees a request.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { readConfig } from '../../server/config.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { filesUnder } from '../../server/test-support/files-under.ts';
import { jpeg } from '../../server/test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('malformed input on $name', (backend) => {
  let server: TestServer;
  const projectId = randomUUID();
  const url = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const project = (change: Record<string, unknown> = {}) => ({ id: projectId, name: 'Keller', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true, ...change });
  const stored = async () => (await server.call('demo', { method: 'GET', url })).body;

  beforeAll(async () => {
    server = await startTestServer(backend);
    expect((await server.call('demo', { method: 'PUT', url, payload: project({ customer: { firstName: 'Ayşe' } }) })).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => server.close());

  it.each([
    ['a NUL', { name: 'Kel\u0000ler' }, 400, 'nul_character'],
    ['a lone surrogate', { customer: { firstName: 'A\ud800' } }, 400, 'lone_surrogate'],
  ])('a project with %s in a string gets $2 and the stored project stays as it was', async (_what, change, status, error) => {
    const before = await stored();
    const response = await server.call('demo', { method: 'PUT', url, payload: JSON.stringify(project(change)), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
    expect(await stored()).toBe(before);
  });

  it('a document nested 5,000 levels gets 413 instead of overflowing the stack', async () => {
    const payload = `{"id":"${projectId}","roof":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const response = await server.call('demo', { method: 'PUT', url, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'too_deep', message: 'Der Body ist zu tief verschachtelt (höchstens 64 Ebenen).' });
  });

  it('a project past PROJECT_MAX_KB (2048 KB by default) gets 413 naming the limit', async () => {
    const response = await server.call('demo', { method: 'PUT', url, payload: project({ notiz: 'x'.repeat(4_900_000) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'project_too_large', message: 'Das Projekt ist zu groß (höchstens 2048 KB).' });
  });

  it('If-Match past every integer is a version no project has: 412, not a database error', async () => {
    const response = await server.call('demo', { method: 'PUT', url, payload: project(), headers: { 'if-match': '"v99999999999999999999"' } });
    expect(response.statusCode).toBe(412);
  });

  it('a NUL in an image path gets 400, not a database error', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/images/project/${encodeURIComponent('a\u0000b')}/component/dach-aussen/annotated` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'nul_character' });
  });

  it('an upload with X-Added-At in a leap second gets 400 before any file is written', async () => {
    const files = path.join(readConfig(server.env).dataDir, 'files');
    const before = await filesUnder(files);
    const body = multipart('file', [{ name: 'zaehler.jpg', bytes: await jpeg(), type: 'image/jpeg' }]);
    const response = await server.call('demo', { method: 'POST', url: `${url}/elektrik`, payload: body.payload, headers: { ...body.headers, 'x-added-at': '2016-12-31T23:59:60Z' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field: 'x-added-at' });
    expect(await filesUnder(files)).toEqual(before);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxyz'],
    ['cut off mid-part', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8'],
  ])('multipart %s gets 400 in German', async (_what, type, body) => {
    const response = await server.call('demo', { method: 'POST', url: `${url}/elektrik`, payload: Buffer.from(body, 'latin1'), headers: { 'content-type': type } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart\/form-data\) ist unvollständig oder fehlerhaft|multipart/);
  });

  it('a form-urlencoded body is refused on the API with 415', async () => {
    const response = await server.call('demo', { method: 'PUT', url, payload: 'id=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
  });

  describe('on a real socket', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    });

    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const { port } = new URL(origin);
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });

    it('headers over the limit get 431 as a German JSON error with the security headers', async () => {
      const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/x-content-type-options: nosniff/i);
      expect(answer).toContain('"message":"Die Kopfzeilen der Anfrage sind zu groß."');
    });

    it('bytes that are no HTTP get 400 as a German JSON error', async () => {
      const answer = await raw('HELLO\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"message":"Die Anfrage ist fehlerhaft."');
    });

    it.each([
      ['an invalid escape', '/api/companies/%E0%A4%A', 400, 'Die Adresse enthält ungültig kodierte Zeichen.'],
      // The router hands a segment past its limit to the static files, which cannot look it up.
      ['an 8 KB id', `/api/companies/${'a'.repeat(8192)}`, 404, `Nicht gefunden: GET /api/companies/${'a'.repeat(185)}…`],
    ])('a path with %s gets $2 in German with the security headers', async (_what, pathname, status, message) => {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const request = httpRequest(`${origin}${pathname}`, { headers: { authorization: `Bearer ${server.token.demo}` } }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer.status, answer.body).toBe(status);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toMatchObject({ message });
    });
  });
});
