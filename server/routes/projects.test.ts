import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import type { Project } from '../../src/domain/project.ts';
import type { RoofFace } from '../../src/domain/pv/roof-face.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../test-support/api-harness.ts';

afterAll(() => dropTestDatabases());

const newProject = (overrides: Partial<Project> = {}): Project => ({
  id: randomUUID(),
  name: 'Neues Projekt',
  status: 'OFFEN',
  createdAt: new Date().toISOString(),
  active: true,
  ...overrides,
});

describe.each(BACKENDS)('projects API on $name', (backend) => {
  let server: TestServer;
  const url = (id: string, company = DEMO_COMPANY_ID) => `/companies/${company}/projects/${id}`;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('PUT creates a project, answers the saved document with version and ETag; GET returns it', async () => {
    const project = newProject();
    const put = await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ...project, version: 1, updatedAt: expect.any(String) });
    expect(put.headers.etag).toBe('"v1"');
    const get = await server.call('demo', { method: 'GET', url: url(project.id) });
    expect(get.json()).toMatchObject({ id: project.id, name: 'Neues Projekt', version: 1 });
    expect(get.headers.etag).toBe('"v1"');
  });

  it('every save bumps version and updatedAt; without If-Match the last write wins', async () => {
    const project = newProject();
    const first = (await server.call('demo', { method: 'PUT', url: url(project.id), payload: project })).json();
    const second = await server.call('demo', { method: 'PUT', url: url(project.id), payload: { ...project, name: 'Becker' } });
    expect(second.json()).toMatchObject({ name: 'Becker', version: 2 });
    expect(Date.parse(second.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    const stale = await server.call('demo', { method: 'PUT', url: url(project.id), payload: { ...first, name: 'Alt' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ name: 'Alt', version: 3 });
  });

  it('with If-Match a stale version gets 412 with the current project; the right version saves', async () => {
    const project = newProject();
    await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    await server.call('demo', { method: 'PUT', url: url(project.id), payload: { ...project, name: 'Server' } });
    const stale = await server.call('demo', {
      method: 'PUT',
      url: url(project.id),
      headers: { 'if-match': '"v1"' },
      payload: { ...project, name: 'Lokal' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { name: 'Server', version: 2 } });
    const fresh = await server.call('demo', {
      method: 'PUT',
      url: url(project.id),
      headers: { 'if-match': '"v2"' },
      payload: { ...project, name: 'Lokal' },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ name: 'Lokal', version: 3 });
  });

  it('keeps unknown outer-roof properties raw', async () => {
    const project = newProject({
      roof: { outside: { dachtyp: { art: 'Satteldach', neigungGrad: 35 }, schneefanggitter: { wert: true, qualitaet: 'hoch' } } },
    } as Partial<Project>);
    await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    const loaded = (await server.call('demo', { method: 'GET', url: url(project.id) })).json();
    expect(loaded.roof.outside.schneefanggitter).toEqual({ wert: true, qualitaet: 'hoch' });
    expect(loaded.roof.outside.dachtyp).toEqual({ art: 'Satteldach', neigungGrad: 35 });
  });

  it.each([
    [{ status: 'FERTIG' }, 'status'],
    [{ active: 'ja' }, 'active'],
    [{ createdAt: 'gestern' }, 'createdAt'],
    [{ house: { stromverbrauch: -5 } }, 'house.stromverbrauch'],
    [{ customer: { firstName: 42 } }, 'customer.firstName'],
    [{ roof: { faces: [{ id: 'f', name: 'Süd', azimuthDeg: 400 }] } }, 'roof.faces.0.azimuthDeg'],
    [{ roof: { faces: [{ id: 'f', name: 'Süd', shading: 'etwas' }] } }, 'roof.faces.0.shading'],
    [{ roof: { faces: [{ id: 'f', name: 'Süd', ridgeLength: { wert: 100001, einheit: 'mm' } }] } }, 'roof.faces.0.ridgeLength.wert'],
    [{ roof: { faces: [{ id: 'f', name: 'Halle', areaM2: 5001 }] } }, 'roof.faces.0.areaM2'],
    [{ pvPlan: { storageKWh: -1 } }, 'pvPlan.storageKWh'],
  ])('a bad body %j gets 400 naming the field %s', async (change, field) => {
    const project = { ...newProject(), ...change };
    const response = await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field });
  });

  it('keeps roof faces and the chosen battery size (issue 25)', async () => {
    const faces: RoofFace[] = [
      {
        id: 'f1',
        name: 'Süd über der Garage 🏠',
        azimuthDeg: 185,
        slopeDeg: 35,
        slopeSource: 'gemessen',
        ridgeLength: { wert: 1000, einheit: 'cm' },
        rafterLength: { wert: 5, einheit: 'm' },
        shading: 'teilweise',
        shadingCauses: ['baum', 'schornstein'],
        obstacles: ['Dachfenster'],
        partyWall: true,
      },
    ];
    const project = newProject({ roof: { faces }, pvPlan: { storageKWh: 7.5 } });
    await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    const loaded = (await server.call('demo', { method: 'GET', url: url(project.id) })).json();
    expect(loaded.roof.faces).toEqual(faces);
    expect(loaded.pvPlan).toEqual({ storageKWh: 7.5 });
  });

  it('a missing required field and an id that differs from the URL are 400 too', async () => {
    const { name: _name, ...withoutName } = newProject();
    const missing = await server.call('demo', { method: 'PUT', url: url(withoutName.id), payload: withoutName });
    expect(missing.json()).toMatchObject({ error: 'validation', field: 'name' });
    const project = newProject();
    const mismatch = await server.call('demo', { method: 'PUT', url: url(randomUUID()), payload: project });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'id' });
  });

  it('a project id of only dots is refused before it can reach a file path', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/..` });
    expect([400, 404]).toContain(response.statusCode);
    const dots = await server.call('demo', { method: 'GET', url: url('...') });
    expect(dots.statusCode).toBe(400);
    expect(dots.json()).toMatchObject({ error: 'validation', field: 'projectId' });
  });

  it('an unknown project is 404; another company is 403 for reads and writes', async () => {
    expect((await server.call('demo', { method: 'GET', url: url(randomUUID()) })).statusCode).toBe(404);
    const project = newProject();
    expect((await server.call('demo', { method: 'PUT', url: url(project.id, LEGACY_COMPANY_ID), payload: project })).statusCode).toBe(403);
    expect((await server.call('demo', { method: 'GET', url: url(project.id, LEGACY_COMPANY_ID) })).statusCode).toBe(403);
    expect((await server.call(null, { method: 'GET', url: url(project.id) })).statusCode).toBe(401);
  });

  it('the legacy path saves and loads under the legacy company for a non-UUID company id', async () => {
    const project = newProject({ id: 'alt-projekt-7' });
    const put = await server.call('admin', { method: 'PUT', url: `/${LEGACY_PREFIX}/bestand/${project.id}`, payload: project });
    expect(put.statusCode).toBe(200);
    const direct = await server.call('admin', { method: 'GET', url: url(project.id, LEGACY_COMPANY_ID) });
    expect(direct.json()).toMatchObject({ id: 'alt-projekt-7' });
    const legacy = await server.call('admin', { method: 'GET', url: `/${LEGACY_PREFIX}/irgendwas/${project.id}` });
    expect(legacy.statusCode).toBe(200);
  });
});
