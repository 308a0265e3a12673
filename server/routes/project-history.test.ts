// A project's history (issue 23, point 5): each save, upload, delete and restore is recorded with
// who made it, when, and what it changed field by field; newest first.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { uniqueJpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('the history of a project on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server.close());

  it('records who changed what and when, field by field, newest first', async () => {
    const projectId = randomUUID();
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
    const project = { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName: 'Ayşe', lastName: 'Kaya' } };
    const created = (await server.call('demo', { method: 'PUT', url: base, payload: project })).json();
    const changed = (await server.call('demo', { method: 'PUT', url: base, payload: { ...created, customer: { ...project.customer, phone: '0621 555 0101' } }, headers: { 'if-match': `"v${created.version}"` } })).json();
    // The same document again (a replay) changes nothing and is no event.
    await server.call('demo', { method: 'PUT', url: base, payload: changed });
    const photos = multipart('file', [{ name: 'zähler.jpg', bytes: await uniqueJpeg(), type: 'image/jpeg' }]);
    const uploaded = (await server.call('demo', { method: 'POST', url: `${base}/elektrik`, payload: photos.payload, headers: photos.headers })).json();
    const imageId = (uploaded.electric.zaehlerschrank.analyse.images as Array<{ id: string; originalName: string }>).find((image) => image.originalName === 'zähler.jpg')?.id;
    expect((await server.call('demo', { method: 'DELETE', url: `${base}/elektrik/image/${imageId}` })).statusCode).toBe(200);
    await server.call('demo', { method: 'DELETE', url: base });
    await server.call('demo', { method: 'POST', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}/restore` });

    const history = await server.call('demo', { method: 'GET', url: `${base}/history` });
    expect(history.statusCode).toBe(200);
    const entries = history.json() as Array<{ id: number; at: string; actor: string; kind: string; changes: Array<{ path: string[]; from?: unknown; to?: unknown; added?: string[]; removed?: string[] }> }>;
    expect(entries.map((entry) => entry.kind)).toEqual(['restored', 'deleted', 'changed', 'changed', 'changed', 'created']);
    expect(new Set(entries.map((entry) => entry.actor))).toEqual(new Set(['demo']));
    expect(entries[5].changes).toEqual(expect.arrayContaining([{ path: ['customer', 'firstName'], to: 'Ayşe' }, { path: ['customer', 'lastName'], to: 'Kaya' }]));
    expect(entries[4].changes).toEqual([{ path: ['customer', 'phone'], to: '0621 555 0101' }]);
    expect(entries[3].changes).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['electric', 'zaehlerschrank', 'analyse', 'images'], added: ['zähler.jpg'] })]));
    expect(entries[2].changes).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['electric', 'zaehlerschrank', 'analyse', 'images'], removed: ['zähler.jpg'] })]));
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(Date.parse(entries[5].at));

    const older = await server.call('demo', { method: 'GET', url: `${base}/history?before=${entries[2].id}` });
    expect(older.json(), older.body).toHaveLength(3);
    expect(older.json().map((entry: { kind: string }) => entry.kind)).toEqual(['changed', 'changed', 'created']);
    expect((await server.call('demo', { method: 'GET', url: `${base}/history?before=abc` })).statusCode).toBe(400);
  });

  it('a change made offline is listed with when it was made on the device beside when it arrived', async () => {
    const projectId = randomUUID();
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
    const madeAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const project = { id: projectId, name: 'Keller ohne Netz', status: 'OFFEN', createdAt: madeAt, active: true };
    const created = (await server.call('demo', { method: 'PUT', url: base, payload: project, headers: { 'x-changed-at': madeAt } })).json();
    // Sent at once, and with a time that is none: listed with the time it arrived alone.
    const changed = (await server.call('demo', { method: 'PUT', url: base, payload: { ...created, name: 'Keller' }, headers: { 'x-changed-at': new Date().toISOString() } })).json();
    await server.call('demo', { method: 'PUT', url: base, payload: { ...changed, name: 'Keller, Łódź' }, headers: { 'x-changed-at': 'gestern' } });

    const entries = (await server.call('demo', { method: 'GET', url: `${base}/history` })).json() as Array<{ kind: string; at: string; madeAt?: string }>;
    expect(entries.map((entry) => [entry.kind, entry.madeAt])).toEqual([
      ['changed', undefined],
      ['changed', undefined],
      ['created', madeAt],
    ]);
    expect(Date.parse(entries[2].at)).toBeGreaterThan(Date.parse(madeAt));
  });
});
