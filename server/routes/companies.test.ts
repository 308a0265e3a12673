import { randomUUID } from 'node:crypto';
import { DEFAULT_PV_SETTINGS } from '../../src/domain/pv/pv-settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../test-support/api-harness.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('companies API on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('GET /companies without a token answers 401 with a JSON error', async () => {
    const response = await server.call(null, { method: 'GET', url: '/companies' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('the demo user sees only the demo company, seeded with an open and a finished project', async () => {
    const response = await server.call('demo', { method: 'GET', url: '/companies' });
    expect(response.statusCode).toBe(200);
    const companies = response.json();
    expect(companies.map((c: { id: string }) => c.id)).toEqual([DEMO_COMPANY_ID]);
    expect(companies[0].companyName).toBe('Solar Schmidt GmbH');
    expect(companies[0].projects.map((p: { status: string }) => p.status).sort()).toEqual(['ABGESCHLOSSEN', 'OFFEN']);
    const open = companies[0].projects.find((p: { status: string }) => p.status === 'OFFEN');
    expect(open.customer).toMatchObject({ firstName: 'Anna', lastName: 'Becker' });
    expect(open.roof.outside.analyse.images[0]).toMatchObject({ url: expect.stringMatching(/^\/images\//), componentType: 'dach-aussen' });
  });

  it('the multi-company admin sees every company, including the legacy company', async () => {
    const ids = (await server.call('admin', { method: 'GET', url: '/companies' })).json().map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_COMPANY_ID, LEGACY_COMPANY_ID]));
  });

  it('admin creates a company (name trimmed); it is listed; the same id again is 409', async () => {
    const id = randomUUID();
    const created = await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: '  Dach & Sonne KG ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id, companyName: 'Dach & Sonne KG', projects: [] });
    const list = (await server.call('admin', { method: 'GET', url: '/companies' })).json();
    expect(list.find((c: { id: string }) => c.id === id)).toMatchObject({ companyName: 'Dach & Sonne KG' });
    const again = await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'X' } });
    expect(again.statusCode).toBe(409);
  });

  it('the picker\'s list (projects=count) has each company\'s project count and none of the projects, however large they are', async () => {
    const id = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'Große Firma' } });
    const notes = 'Sparren teils morsch, Ziegel versetzt. '.repeat(2_500);
    for (let n = 0; n < 12; n++) {
      const projectId = randomUUID();
      const saved = await server.call('admin', {
        method: 'PUT',
        url: `/companies/${id}/projects/${projectId}`,
        payload: { id: projectId, name: `Projekt ${n}`, status: 'OFFEN', createdAt: new Date().toISOString(), active: true, house: { notizen: notes } },
      });
      expect(saved.statusCode).toBe(200);
    }
    const full = await server.call('admin', { method: 'GET', url: '/companies' });
    const counted = await server.call('admin', { method: 'GET', url: '/companies?projects=count' });
    expect(counted.statusCode).toBe(200);
    const listed = counted.json().find((company: { id: string }) => company.id === id);
    expect(listed).toEqual({ id, companyName: 'Große Firma', projects: [], projectCount: 12 });
    expect(counted.json().find((company: { id: string }) => company.id === DEMO_COMPANY_ID)).toMatchObject({ projectCount: 2 });
    expect(full.body.length).toBeGreaterThan(1_000_000);
    expect(counted.body.length).toBeLessThan(2_000);
    const wrong = await server.call('admin', { method: 'GET', url: '/companies?projects=alle' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'validation', field: 'projects' });
  });

  it("a company's required shots: the default until it sets its own, replaced whole by a user who may manage it, refused in German otherwise", async () => {
    const id = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'Ørsted & Søn' } });
    const before = (await server.call('admin', { method: 'GET', url: `/companies/${id}` })).json();
    expect(before.checklist.elektrik.map((shot: { id: string }) => shot.id)).toContain('typenschild-zaehler');

    const none = { stromrechnung: [], 'dach-innen': [], 'dach-aussen': [], elektrik: [], erdung: [], aufstellort: [] };
    const own = { ...none, aufstellort: [{ id: 'heizraum', label: '  Heizungsraum Tür ', hint: 'Tür mit Maß', legibleText: false }] };
    const saved = await server.call('admin', { method: 'PUT', url: `/companies/${id}/checklist`, payload: own });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...none, aufstellort: [{ id: 'heizraum', label: 'Heizungsraum Tür', hint: 'Tür mit Maß', legibleText: false }] });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}` })).json().checklist).toEqual(saved.json());
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}/checklist` })).json()).toEqual(saved.json());
    expect((await server.call('demo', { method: 'GET', url: `/companies/${id}/checklist` })).statusCode).toBe(403);
    expect((await server.call('admin', { method: 'GET', url: '/companies' })).json().find((company: { id: string }) => company.id === id).checklist).toEqual(saved.json());

    const twice = await server.call('admin', { method: 'PUT', url: `/companies/${id}/checklist`, payload: { ...none, erdung: [{ id: 'a', label: 'A', hint: '' }], aufstellort: [{ id: 'a', label: 'B', hint: '' }] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: 'validation', message: 'Das Pflichtfoto „a“ steht mehrfach in der Checkliste.' });
    const blank = await server.call('admin', { method: 'PUT', url: `/companies/${id}/checklist`, payload: { ...none, erdung: [{ id: 'a', label: '   ', hint: '' }] } });
    expect(blank.statusCode).toBe(400);
    const unknownArea = await server.call('admin', { method: 'PUT', url: `/companies/${id}/checklist`, payload: { ...none, aufstellort: undefined, keller: [] } });
    expect(unknownArea.statusCode).toBe(400);
    const badId = await server.call('admin', { method: 'PUT', url: `/companies/${id}/checklist`, payload: { ...none, erdung: [{ id: 'Ä b', label: 'A', hint: '' }] } });
    expect(badId.statusCode).toBe(400);

    const demo = await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/checklist`, payload: own });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().message).toBe('Nur Benutzer, die die Firma verwalten dürfen, können ihre Pflichtfotos ändern.');
    expect((await server.call('demo', { method: 'PUT', url: `/companies/${id}/checklist`, payload: own })).statusCode).toBe(403);
  });

  it("'Ort der Fotos': on until the company switches it off; off, positions leave its projects and later saves, the photos' times stay", async () => {
    const id = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'Ørsted & Søn' } });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}/settings` })).json()).toEqual({ photoLocation: true, retentionMonths: null, faceBlur: 'off', pv: DEFAULT_PV_SETTINGS, trashDays: 30 });
    const projectId = randomUUID();
    const origins = { a: { takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.517013, longitude: 13.401574, positionFrom: 'exif' }, b: { latitude: 48.1, longitude: 11.5, positionFrom: 'geraet', accuracy: 12 } };
    const project = { id: projectId, name: 'Łukasz', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true, photoOrigins: origins };
    const first = await server.call('admin', { method: 'PUT', url: `/companies/${id}/projects/${projectId}`, payload: project });
    expect(first.json().photoOrigins).toEqual(origins);

    expect((await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/settings`, payload: { photoLocation: false } })).json()).toMatchObject({
      error: 'forbidden',
      message: 'Nur Benutzer, die die Firma verwalten dürfen, können ihre Einstellungen ändern.',
    });
    expect((await server.call('admin', { method: 'PUT', url: `/companies/${id}/settings`, payload: { photoLocation: 'nein' } })).statusCode).toBe(400);
    const off = await server.call('admin', { method: 'PUT', url: `/companies/${id}/settings`, payload: { photoLocation: false } });
    expect(off.json()).toEqual({ photoLocation: false, retentionMonths: null, faceBlur: 'off', pv: DEFAULT_PV_SETTINGS, trashDays: 30 });
    const stripped = (await server.call('admin', { method: 'GET', url: `/companies/${id}/projects/${projectId}` })).json();
    expect(stripped.photoOrigins).toEqual({ a: { takenAt: '2026-05-14T07:30:12.000Z' }, b: {} });
    expect(stripped.version).toBe(first.json().version + 1);
    // A tablet that has not heard yet sends positions again: they are not kept.
    const late = await server.call('admin', { method: 'PUT', url: `/companies/${id}/projects/${projectId}`, payload: { ...project, photoOrigins: { ...origins, c: { latitude: 1.5, longitude: 2.5, positionFrom: 'geraet' } } } });
    expect(late.json().photoOrigins).toEqual({ a: { takenAt: '2026-05-14T07:30:12.000Z' }, b: {}, c: {} });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}` })).json().photoLocation).toBe(false);
  });

  it('PV planning: the default module and distances until the company sets its own; only the named values change', async () => {
    const id = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'Şahin Solar' } });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}` })).json().pvSettings).toEqual(DEFAULT_PV_SETTINGS);
    const changed = await server.call('admin', { method: 'PUT', url: `/companies/${id}/settings`, payload: { pv: { moduleWattPeak: 450, partyWallDistanceM: 0.5 } } });
    expect(changed.json().pv).toEqual({ ...DEFAULT_PV_SETTINGS, moduleWattPeak: 450, partyWallDistanceM: 0.5 });
    const again = await server.call('admin', { method: 'PUT', url: `/companies/${id}/settings`, payload: { pv: { eavesDistanceM: 0.4 } } });
    expect(again.json().pv).toEqual({ ...DEFAULT_PV_SETTINGS, moduleWattPeak: 450, partyWallDistanceM: 0.5, eavesDistanceM: 0.4 });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${id}` })).json().pvSettings.moduleWattPeak).toBe(450);
    for (const pv of [{ moduleWattPeak: 0 }, { eavesDistanceM: -0.1 }, { moduleLengthM: 'lang' }, { moduleWidthM: null }]) {
      const bad = await server.call('admin', { method: 'PUT', url: `/companies/${id}/settings`, payload: { pv } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('validation');
    }
    expect((await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/settings`, payload: { pv: { moduleWattPeak: 500 } } })).statusCode).toBe(403);
  });

  it('a single-company user may not create companies (403)', async () => {
    const response = await server.call('demo', { method: 'POST', url: '/companies', payload: { id: randomUUID(), companyName: 'Fremd' } });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ companyName: 'Ohne ID' }, 'id'],
    [{ id: randomUUID(), companyName: '' }, 'companyName'],
    [{ id: randomUUID(), companyName: '   ' }, 'companyName'],
    [{ id: 'a b', companyName: 'Leerzeichen' }, 'id'],
  ])('a bad body %j gets 400 naming the field %s', async (payload, field) => {
    const response = await server.call('admin', { method: 'POST', url: '/companies', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field, message: expect.stringContaining(field) });
  });

  it('another company answers 403 and leaks nothing', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/companies/${LEGACY_COMPANY_ID}` });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Bestandsprojekte');
  });

  it('GET /companies/{id} and the legacy path load a company with its projects', async () => {
    const direct = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().projects).toHaveLength(2);
    const legacy = await server.call('admin', { method: 'GET', url: `/${LEGACY_PREFIX}/bestand` });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ id: LEGACY_COMPANY_ID, companyName: 'Bestandsprojekte' });
  });

  it("GET /companies/{id}?since= is the company's change feed: only the projects saved and removed after the cursor, with the count of all", async () => {
    const id = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id, companyName: 'Solar Øresund' } });
    const put = (projectId: string, name: string) =>
      server.call('admin', { method: 'PUT', url: `/companies/${id}/projects/${projectId}`, payload: { id: projectId, name, status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    for (const [projectId, name] of [[first, 'Şahin'], [second, 'Łukasiewicz'], [third, 'Groß']]) expect((await put(projectId, name)).statusCode).toBe(200);

    const full = await server.call('admin', { method: 'GET', url: `/companies/${id}` });
    expect(full.json()).toMatchObject({ projectCount: 3, removedProjects: [] });
    expect(full.json().projects).toHaveLength(3);
    // The cursor lies a minute back: a save still running when it was taken comes with the next feed.
    const cursor: string = full.json().cursor;
    expect(Date.now() - Date.parse(cursor)).toBeGreaterThanOrEqual(59_000);

    const afterSaves = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const nothing = await server.call('admin', { method: 'GET', url: `/companies/${id}?since=${afterSaves}` });
    expect(nothing.json()).toMatchObject({ projects: [], removedProjects: [], projectCount: 3, companyName: 'Solar Øresund' });

    expect((await put(second, 'Łukasiewicz-Nowak')).statusCode).toBe(200);
    expect((await server.call('admin', { method: 'DELETE', url: `/companies/${id}/projects/${third}` })).statusCode).toBe(200);
    const feed = await server.call('admin', { method: 'GET', url: `/companies/${id}?since=${afterSaves}` });
    expect(feed.json().projects.map((project: { id: string; name: string }) => [project.id, project.name])).toEqual([[second, 'Łukasiewicz-Nowak']]);
    expect(feed.json()).toMatchObject({ removedProjects: [third], projectCount: 2 });

    const malformed = await server.call('admin', { method: 'GET', url: `/companies/${id}?since=gestern` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation', field: 'since' });
  });

  it('an unknown company answers 404 for the admin', async () => {
    expect((await server.call('admin', { method: 'GET', url: `/companies/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('health and the OpenAPI document need no token', async () => {
    expect((await server.call(null, { method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      database: backend.name === 'PGlite' ? 'pglite' : 'postgres',
    });
    const docs = await server.call(null, { method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/companies', '/companies/{companyId}/projects/{projectId}', '/processing-status/{ticketId}']));
  });

  it('the OpenAPI document says which multipart field carries the files of every upload', async () => {
    const { paths } = (await server.call(null, { method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { consumes?: string[]; requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>>;
    };
    const uploads = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ operation: `${method} ${path}`, body: operation.requestBody?.content['multipart/form-data'] })));
    const documented = uploads.filter(({ body }) => body).map(({ operation, body }) => `${operation}: ${body?.schema.required.join()}`);
    expect(documented).toHaveLength(13);
    expect(documented).toContain('post /companies/{companyId}/projects/{projectId}/elektrik: file');
    expect(documented).toContain('post /companies/{companyId}/projects/{projectId}/photo-collection-async: files');
  });
});
