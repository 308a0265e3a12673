// Moving a photo to another area through HTTP (issue 8): the project, the image record and the
// sorting's corrections change together, once per Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { ImageCorrectionRepository } from '../repositories/image-corrections.ts';
import { ImageRepository } from '../repositories/images.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { pdf, uniqueJpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

interface Ref {
  id: string;
  originalName: string;
  componentType?: string;
  url: string;
}

const ids = (images: Ref[] | undefined) => (images ?? []).map((image) => image.id);

describe.each(BACKENDS)('moving a photo to another area on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = (id = projectId) => `/companies/${DEMO_COMPANY_ID}/projects/${id}`;
  const newProject = async (as: 'demo' | 'admin' = 'demo', companyId = DEMO_COMPANY_ID) => {
    const id = randomUUID();
    await server.call(as, {
      method: 'PUT',
      url: `/companies/${companyId}/projects/${id}`,
      payload: { id, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
    return id;
  };
  const upload = async (area: string, name: string, bytes: Buffer, type = 'image/jpeg', url = `${base()}/${area}`, as: 'demo' | 'admin' = 'demo') => {
    const body = multipart('file', [{ name, bytes, type }]);
    const response = await server.call(as, { method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const move = (imageId: string, component: unknown, headers: Record<string, string> = {}, url = `${base()}/images/${imageId}/move`) =>
    server.call('demo', { method: 'POST', url, payload: { component }, headers });
  const corrections = () => new ImageCorrectionRepository(server.app.services.db).listByCompany(DEMO_COMPANY_ID);

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = await newProject();
  });
  afterAll(() => server.close());

  it('"the app lets the user move a photo to another area": it leaves the roof and is in the meter cabinet', async () => {
    const uploaded = await upload('dach-aussen', 'zaehler.jpg', await uniqueJpeg());
    const [image] = uploaded.roof.outside.analyse.images as Ref[];
    const response = await move(image.id, 'elektrik', { 'idempotency-key': randomUUID() });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"v${uploaded.version + 1}"`);
    const moved = response.json();
    expect(ids(moved.roof.outside.analyse.images)).not.toContain(image.id);
    expect(moved.electric.zaehlerschrank.analyse.images).toEqual([{ ...image, componentType: 'elektrik' }]);
    expect((await server.call('demo', { method: 'GET', url: base() })).json()).toMatchObject({ version: moved.version, electric: moved.electric });
    expect((await new ImageRepository(server.app.services.db).get(image.id))?.component).toBe('elektrik');
    expect((await server.call('demo', { method: 'GET', url: image.url })).statusCode).toBe(200);
  });

  it('"every re-assignment is a correction the photo sorting learns from": from and to are recorded', async () => {
    const uploaded = await upload('dach-innen', 'keller.jpg', await uniqueJpeg(300, 200));
    const [image] = uploaded.roof.inside.analyse.images as Ref[];
    expect((await move(image.id, 'aufstellort')).statusCode).toBe(200);
    expect((await move(image.id, 'erdung')).statusCode).toBe(200);
    const mine = (await corrections()).filter((correction) => correction.imageId === image.id);
    expect(mine).toEqual([
      expect.objectContaining({ companyId: DEMO_COMPANY_ID, fromComponent: 'dach-innen', toComponent: 'aufstellort' }),
      expect.objectContaining({ companyId: DEMO_COMPANY_ID, fromComponent: 'aufstellort', toComponent: 'erdung' }),
    ]);
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(ids(project.storage?.analyse?.images)).not.toContain(image.id);
    expect(ids(project.electric.erdung.analyse.images)).toContain(image.id);
  });

  it('a retried move with the same Idempotency-Key gets the first answer and is done once', async () => {
    const uploaded = await upload('aufstellort', 'erdung.jpg', await uniqueJpeg(200, 200));
    const image = (uploaded.storage.analyse.images as Ref[]).at(-1) as Ref;
    const key = randomUUID();
    const first = await move(image.id, 'erdung', { 'idempotency-key': key });
    const retry = await move(image.id, 'erdung', { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await corrections()).filter((correction) => correction.imageId === image.id)).toHaveLength(1);
    expect((await server.call('demo', { method: 'GET', url: base() })).json().version).toBe(first.json().version);
  });

  it('moving to the area it is in already changes nothing and answers 200', async () => {
    const uploaded = await upload('erdung', 'staberder.jpg', await uniqueJpeg(200, 200));
    const image = (uploaded.electric.erdung.analyse.images as Ref[]).at(-1) as Ref;
    const before = await corrections();
    const response = await move(image.id, 'erdung');
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(uploaded.version);
    expect(response.headers.etag).toBe(`"v${uploaded.version}"`);
    expect(await corrections()).toHaveLength(before.length);
  });

  it('the legacy path form moves as well', async () => {
    const uploaded = await upload('dach-aussen', 'legacy.jpg', await uniqueJpeg(200, 200));
    const image = (uploaded.roof.outside.analyse.images as Ref[]).at(-1) as Ref;
    const response = await move(image.id, 'dach-innen', {}, `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/images/${image.id}/move`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().roof.inside.analyse.images)).toContain(image.id);
  });

  it('an unknown image, one of another project and one of another company answer 404 with a German message', async () => {
    const otherProject = await newProject();
    const theirs = (await upload('elektrik', 'anderes.jpg', await uniqueJpeg(100, 100), 'image/jpeg', `${base(otherProject)}/elektrik`)).electric.zaehlerschrank.analyse.images[0] as Ref;
    const foreignProject = await newProject('admin', LEGACY_COMPANY_ID);
    const foreign = (await upload('aufstellort', 'fremd.jpg', await uniqueJpeg(100, 100), 'image/jpeg', `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}/aufstellort`, 'admin'))
      .storage.analyse.images[0] as Ref;
    for (const imageId of [randomUUID(), 'kein-bild', theirs.id, foreign.id]) {
      const response = await move(imageId, 'dach-innen', { 'idempotency-key': randomUUID() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Bild in diesem Projekt nicht gefunden. Es wurde vielleicht gelöscht.' });
    }
    const other = (await server.call('demo', { method: 'GET', url: base(otherProject) })).json();
    expect(ids(other.electric.zaehlerschrank.analyse.images)).toEqual([theirs.id]);
    expect((await corrections()).map((correction) => correction.imageId)).not.toContain(theirs.id);
  });

  it('an unknown area answers 400; a PDF cannot go where PDFs are not taken', async () => {
    const uploaded = await upload('dach-aussen', 'giebel.jpg', await uniqueJpeg(200, 200));
    const image = (uploaded.roof.outside.analyse.images as Ref[]).at(-1) as Ref;
    for (const component of ['garten', 'fotosammlung', 42]) {
      const response = await move(image.id, component);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', field: 'component' });
    }
    expect((await server.call('demo', { method: 'POST', url: `${base()}/images/${image.id}/move`, payload: {} })).statusCode).toBe(400);

    const bill = await upload('stromrechnung', 'Rechnung.pdf', pdf(), 'application/pdf');
    const document = (bill.house.analyse.images as Ref[]).at(-1) as Ref;
    const refused = await move(document.id, 'dach-innen');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('PDF-Dokumente können nicht nach „Dach Innenseite“ verschoben werden.');
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    expect(ids(project.house.analyse.images)).toContain(document.id);
  });

  it('needs a sign-in, and another company is 403', async () => {
    const uploaded = await upload('dach-aussen', 'first.jpg', await uniqueJpeg(100, 100));
    const image = (uploaded.roof.outside.analyse.images as Ref[]).at(-1) as Ref;
    const url = `${base()}/images/${image.id}/move`;
    expect((await server.call(null, { method: 'POST', url, payload: { component: 'elektrik' } })).statusCode).toBe(401);
    const foreign = `/companies/${LEGACY_COMPANY_ID}/projects/${projectId}/images/${image.id}/move`;
    expect((await server.call('demo', { method: 'POST', url: foreign, payload: { component: 'elektrik' } })).statusCode).toBe(403);
  });
});
