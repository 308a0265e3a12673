// Values users set teach the company's next projects (issue 26 point 2), through HTTP: an
// insulation and an underlay a surveyor chose on one project's attic, and a storage site's state
// rated by hand, are proposed for the next project's photos of those areas, marked as learned
// with their quality; a value the user set there stays; photos of another motif get no proposal;
// a project in the trash teaches no more.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import type { Project } from '../../src/domain/project.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { demoPhoto, meadow, variant, VARIATIONS } from '../test-support/photo-variants.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('values learned from the company’s corrections on $name', (backend) => {
  let server: TestServer;
  const url = (projectId: string, rest = '') => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}${rest}`;

  const newProject = async (name: string): Promise<string> => {
    const id = randomUUID();
    const response = await server.call('demo', { method: 'PUT', url: url(id), payload: { id, name, status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    expect(response.statusCode).toBe(200);
    return id;
  };
  const upload = async (projectId: string, area: string, photos: Buffer[]): Promise<Project> => {
    const body = multipart('file', photos.map((bytes, index) => ({ name: `IMG_${index}.jpg`, bytes, type: 'image/jpeg' })));
    const response = await server.call('demo', { method: 'POST', url: url(projectId, `/${area}`), payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as Project;
  };
  const save = async (project: Project) => {
    const response = await server.call('demo', { method: 'PUT', url: url(project.id), payload: project });
    expect(response.statusCode).toBe(200);
    return response.json() as Project;
  };
  const attic = async () => variant(await demoPhoto('dach-innen'), VARIATIONS[0]);

  beforeAll(async () => {
    server = await startTestServer(backend);
    const teacher = await newProject('Haus Øster');
    await upload(teacher, 'aufstellort', [await demoPhoto('aufstellort')]);
    const taught = await upload(teacher, 'dach-innen', [await demoPhoto('dach-innen'), await variant(await demoPhoto('dach-innen'), VARIATIONS[2])]);
    await server.app.services.examples.learnQueued();
    await save({
      ...taught,
      storage: { ...taught.storage, feuchtigkeit: { zustand: 'ungeeignet' }, korrigiert: ['feuchtigkeit'] },
      roof: {
        ...taught.roof,
        inside: {
          ...taught.roof?.inside,
          daemmung: { material: 'Holzfaser', dicke: { wert: 180, einheit: 'mm' }, korrigiert: ['material', 'dicke'] },
          unterspannbahn: { vorhanden: true, korrigiert: ['vorhanden'] },
        },
      },
    });
  });
  afterAll(() => server.close());

  it('proposes what the surveyor set on an earlier attic for the next attic’s photos, marked as learned', async () => {
    const next = await upload(await newProject('Haus Weiß'), 'dach-innen', [await attic()]);
    const inside = next.roof?.inside as Record<string, Record<string, unknown>>;
    expect(inside.daemmung).toMatchObject({ material: 'Holzfaser', gelernt: { material: expect.stringMatching(/^(mittel|niedrig)$/) } });
    // Lengths are measured on each house, never learned.
    expect(inside.daemmung.dicke).toBeUndefined();
    expect(inside.unterspannbahn).toMatchObject({ vorhanden: true, gelernt: { vorhanden: expect.stringMatching(/^(mittel|niedrig)$/) } });
  });

  it('proposes a storage criterion’s state the surveyor rated by hand on an earlier site, marked on the site', async () => {
    const next = await upload(await newProject('Haus Ødegård'), 'aufstellort', [await variant(await demoPhoto('aufstellort'), VARIATIONS[3])]);
    expect(next.storage).toMatchObject({ feuchtigkeit: { zustand: 'ungeeignet' }, gelernt: { feuchtigkeit: expect.stringMatching(/^(mittel|niedrig)$/) } });
    expect(next.storage?.korrigiert ?? []).not.toContain('feuchtigkeit');
  });

  it('never puts a learned value over one the user set, and a corrected learned value teaches as the user’s own', async () => {
    const id = await newProject('Haus Łódź');
    const first = await upload(id, 'dach-innen', [await attic()]);
    const inside = first.roof?.inside as Record<string, Record<string, unknown>>;
    const corrected = await save({
      ...first,
      roof: { ...first.roof, inside: { ...inside, daemmung: { ...inside.daemmung, material: 'Zellulose', korrigiert: ['material'] } } },
    });
    const again = await upload(id, 'dach-innen', [await variant(await demoPhoto('dach-innen'), VARIATIONS[1])]);
    expect((again.roof?.inside as Record<string, Record<string, unknown>>).daemmung).toMatchObject({ material: 'Zellulose', korrigiert: ['material'] });
    expect(corrected.version).toBeLessThan(again.version as number);
  });

  it('proposes nothing for photos that look like none of the examples', async () => {
    const other = await upload(await newProject('Haus Çelik'), 'dach-innen', [await meadow()]);
    expect(other.roof?.inside?.daemmung).toBeUndefined();
  });

  it('learns nothing from a project in the trash', async () => {
    const projects = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` })).json().projects as Project[];
    for (const project of projects.filter((entry) => entry.name !== 'Haus Çelik')) {
      expect((await server.call('demo', { method: 'DELETE', url: url(project.id) })).statusCode).toBeLessThan(300);
    }
    const after = await upload(await newProject('Haus Neu'), 'dach-innen', [await attic()]);
    expect(after.roof?.inside?.daemmung).toBeUndefined();
  });
});
