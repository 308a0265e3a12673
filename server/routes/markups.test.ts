import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import type { MarkupBody, PhotoMark } from '../../src/domain/photo-marks.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { filesUnder } from '../test-support/files-under.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { jpeg, png, uniqueJpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

const ARROW: PhotoMark = { kind: 'arrow', id: 'a1', color: 'rot', from: [0.1, 0.1], to: [0.5, 0.5] };
const CIRCLE: PhotoMark = { kind: 'ellipse', id: 'e1', color: 'gelb', from: [0.2, 0.2], to: [0.4, 0.3] };
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 10, minute)).toISOString();

interface Ref {
  id: string;
  originalName: string;
  uploadSha256?: string;
}

/** Every image reference of a project document, wherever its area keeps it. */
function refsOf(value: unknown): Ref[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(refsOf);
  const record = value as Record<string, unknown>;
  const own = typeof record.originalName === 'string' && typeof record.url === 'string' ? [record as unknown as Ref] : [];
  return [...own, ...Object.values(record).flatMap(refsOf)];
}

describe.each(BACKENDS)('marks on a photo (Markieren) on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const filesDir = () => path.join(server.env.DATA_DIR as string, 'files');
  const put = (key: string, body: Partial<MarkupBody> | Record<string, unknown>) =>
    server.call('demo', { method: 'PUT', url: `${base()}/markups/${encodeURIComponent(key)}`, payload: body });
  const project = async () => (await server.call('demo', { method: 'GET', url: base() })).json();

  /** Uploads a new photo into the electrics and answers its reference (its key is its upload hash). */
  const uploadPhoto = async (name: string): Promise<Ref & { key: string }> => {
    const body = multipart('file', [{ name, bytes: await uniqueJpeg(), type: 'image/jpeg' }]);
    const response = await server.call('demo', { method: 'POST', url: `${base()}/elektrik`, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(200);
    const ref = refsOf(response.json()).find((candidate) => candidate.originalName === name) as Ref;
    expect(ref.uploadSha256).toMatch(/^[0-9a-f]{64}$/);
    return { ...ref, key: ref.uploadSha256 as string };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: base(),
      payload: { id: projectId, name: 'Markieren', status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName: 'Jana', lastName: 'Marke' } },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('marks with their copy are kept: the project names the copy under photoMarks[photoKey], GET answers the marks, the copy is a JPEG', async () => {
    const photo = await uploadPhoto('Zählerschrank.jpg');
    const before = await project();
    const response = await put(photo.key, { marks: [ARROW, CIRCLE], updatedAt: at(1), copy: dataUrl(await jpeg(640, 480, '#ff0000')) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"v${before.version + 1}"`);
    const marked = response.json().photoMarks[photo.key];
    expect(marked).toMatchObject({ updatedAt: at(1), markCount: 2 });
    expect(marked.copy).toEqual({ id: marked.copy.id, url: `/images/${marked.copy.id}`, thumbnailUrl: `/images/${marked.copy.id}/thumbnail` });

    const markup = await server.call('demo', { method: 'GET', url: `${base()}/markups/${photo.key}` });
    expect(markup.statusCode).toBe(200);
    expect(markup.json()).toEqual({ marks: [ARROW, CIRCLE], updatedAt: at(1) });

    for (const url of [marked.copy.url, marked.copy.thumbnailUrl]) {
      const served = await server.call('demo', { method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // The copy is no photo of the project's own.
    expect(refsOf(response.json()).some((ref) => ref.id === marked.copy.id)).toBe(false);
  });

  it('a photo is found by its image id too, and its marks are kept under its photo key', async () => {
    const photo = await uploadPhoto('Nach ID.jpg');
    const response = await put(photo.id, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().photoMarks)).toContain(photo.key);
    expect(Object.keys(response.json().photoMarks)).not.toContain(photo.id);
  });

  it('marking again replaces the earlier copy: a photo has one marked copy', async () => {
    const photo = await uploadPhoto('Zweimal.jpg');
    const first = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).json().photoMarks[photo.key];
    const filesAfterFirst = (await filesUnder(filesDir())).length;
    const second = await put(photo.key, { marks: [ARROW, CIRCLE], updatedAt: at(2), copy: dataUrl(await jpeg(640, 480, '#00ff00')) });
    expect(second.statusCode).toBe(200);
    const marked = second.json().photoMarks[photo.key];
    expect(marked).toMatchObject({ updatedAt: at(2), markCount: 2 });
    expect(marked.copy.id).not.toBe(first.copy.id);
    expect((await server.call('demo', { method: 'GET', url: first.copy.url })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'GET', url: marked.copy.url })).statusCode).toBe(200);
    expect((await filesUnder(filesDir())).length).toBe(filesAfterFirst);
  });

  it('the same PUT twice leaves one copy and changes the project once', async () => {
    const photo = await uploadPhoto('Doppelt.jpg');
    const body = { marks: [ARROW], updatedAt: at(3), copy: dataUrl(await jpeg()) };
    const first = await put(photo.key, body);
    const filesAfterFirst = (await filesUnder(filesDir())).length;
    const again = await put(photo.key, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(first.json().version);
    expect(again.json().photoMarks[photo.key]).toEqual(first.json().photoMarks[photo.key]);
    expect((await filesUnder(filesDir())).length).toBe(filesAfterFirst);
  });

  it('a late replay (older updatedAt than the stored marks) answers the project unchanged and stores nothing', async () => {
    const photo = await uploadPhoto('Spät.jpg');
    const newer = await put(photo.key, { marks: [ARROW, CIRCLE], updatedAt: at(5), copy: dataUrl(await jpeg()) });
    const filesBefore = await filesUnder(filesDir());
    const late = await put(photo.key, { marks: [ARROW], updatedAt: at(4), copy: dataUrl(await jpeg(320, 240)) });
    expect(late.statusCode).toBe(200);
    expect(late.json().version).toBe(newer.json().version);
    expect(late.json().photoMarks[photo.key]).toEqual(newer.json().photoMarks[photo.key]);
    expect((await server.call('demo', { method: 'GET', url: `${base()}/markups/${photo.key}` })).json().marks).toEqual([ARROW, CIRCLE]);
    expect(await filesUnder(filesDir())).toEqual(filesBefore);
  });

  it('no marks remove the marks, the copy and photoMarks[photoKey]; a late replay of older marks does not bring them back', async () => {
    const photo = await uploadPhoto('Weg.jpg');
    const marked = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).json().photoMarks[photo.key];
    const removed = await put(photo.key, { marks: [], updatedAt: at(2) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoMarks?.[photo.key]).toBeUndefined();
    expect((await server.call('demo', { method: 'GET', url: marked.copy.url })).statusCode).toBe(404);
    const markup = await server.call('demo', { method: 'GET', url: `${base()}/markups/${photo.key}` });
    expect(markup.statusCode).toBe(404);
    expect(markup.json()).toMatchObject({ error: 'not_found' });

    const late = await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) });
    expect(late.statusCode).toBe(200);
    expect(late.json().photoMarks?.[photo.key]).toBeUndefined();
  });

  it('an unknown photo key answers 404 with a German JSON error; so does the legacy path', async () => {
    const response = await put('f'.repeat(64), { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error: 'not_found', message: 'Foto nicht gefunden. Es wurde vielleicht gelöscht.' });
    expect((await server.call('demo', { method: 'GET', url: `${base()}/markups/${'f'.repeat(64)}` })).statusCode).toBe(404);
    const legacy = await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/markups/abc` });
    expect(legacy.statusCode).toBe(404);
    expect(legacy.headers['content-type']).toContain('application/json');
  });

  it('marks without their copy answer 400 (validation of "copy")', async () => {
    const photo = await uploadPhoto('Ohne Kopie.jpg');
    const response = await put(photo.key, { marks: [ARROW], updatedAt: at(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field: 'copy' });
  });

  it('a copy that is not a readable JPEG answers 400, never 5xx, and leaves no file behind', async () => {
    const photo = await uploadPhoto('Kaputt.jpg');
    const filesBefore = await filesUnder(filesDir());
    const bodies = [
      { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await png()) },
      { marks: [ARROW], updatedAt: at(1), copy: 'data:image/jpeg;base64,AAAAAAAA' },
      { marks: [ARROW], updatedAt: at(1), copy: dataUrl((await jpeg()).subarray(0, 400)) },
      { marks: [ARROW], updatedAt: at(1), copy: 'data:image/png;base64,AAAA' },
      { marks: [{ ...ARROW, to: [2, 0.5] }], updatedAt: at(1), copy: dataUrl(await jpeg()) },
    ];
    for (const body of bodies) {
      const response = await put(photo.key, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[A-Za-zäöüß]/);
    }
    expect(await filesUnder(filesDir())).toEqual(filesBefore);
    expect((await project()).photoMarks?.[photo.key]).toBeUndefined();
  });

  it("another company's user gets 403 like on every project route", async () => {
    const foreignProject = randomUUID();
    await server.call('admin', {
      method: 'PUT',
      url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}`,
      payload: { id: foreignProject, name: 'Fremd', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
    const body = multipart('file', [{ name: 'fremd.jpg', bytes: await uniqueJpeg(), type: 'image/jpeg' }]);
    const stored = await server.call('admin', { method: 'POST', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}/elektrik`, payload: body.payload, headers: body.headers });
    const key = refsOf(stored.json())[0].uploadSha256 as string;
    const url = `/companies/${LEGACY_COMPANY_ID}/projects/${foreignProject}/markups/${key}`;
    const response = await server.call('demo', { method: 'PUT', url, payload: { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) } });
    expect(response.statusCode).toBe(403);
    expect((await server.call('demo', { method: 'GET', url })).statusCode).toBe(403);
    // Nor does another project's photo key reach it from an own project.
    expect((await put(key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).statusCode).toBe(404);
  });

  it('deleting the photo removes its marked copy, its marks and its photoMarks key', async () => {
    const photo = await uploadPhoto('Löschen.jpg');
    const marked = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).json().photoMarks[photo.key];
    const deleted = await server.call('demo', { method: 'DELETE', url: `${base()}/elektrik/image/${photo.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().photoMarks?.[photo.key]).toBeUndefined();
    expect((await server.call('demo', { method: 'GET', url: marked.copy.url })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'GET', url: `${base()}/markups/${photo.key}` })).statusCode).toBe(404);
  });

  it('a marked copy cannot be deleted or moved as if it were a photo', async () => {
    const photo = await uploadPhoto('Geschützt.jpg');
    const marked = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).json().photoMarks[photo.key];
    expect((await server.call('demo', { method: 'DELETE', url: `${base()}/elektrik/image/${marked.copy.id}` })).statusCode).toBe(404);
    const move = await server.call('demo', { method: 'POST', url: `${base()}/images/${marked.copy.id}/move`, payload: { component: 'aufstellort' } });
    expect(move.statusCode).toBe(404);
    expect((await server.call('demo', { method: 'GET', url: marked.copy.url })).statusCode).toBe(200);
  });

  it('moving a photo to another area keeps its marks and marked copy (they belong to the photo, not the area)', async () => {
    const photo = await uploadPhoto('Verschieben.jpg');
    const marked = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg()) })).json().photoMarks[photo.key];
    const moved = await server.call('demo', { method: 'POST', url: `${base()}/images/${photo.id}/move`, payload: { component: 'aufstellort' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().photoMarks[photo.key]).toEqual(marked);
    expect((await server.call('demo', { method: 'GET', url: marked.copy.url })).statusCode).toBe(200);
  });

  it('the protocol prints a marked photo once, with the pixels of its copy, and never lists the copy as a photo', async () => {
    const photo = await uploadPhoto('Protokollfoto.jpg');
    const marked = (await put(photo.key, { marks: [ARROW], updatedAt: at(1), copy: dataUrl(await jpeg(640, 480, '#ff0000')) })).json().photoMarks[photo.key];
    const response = await server.call('demo', { method: 'GET', url: `${base()}/pdf`, headers: { accept: 'application/pdf' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // A JPEG is embedded in the PDF byte for byte: the copy's thumbnail is there, the photo's is not.
    const thumbnail = async (url: string) => (await server.call('demo', { method: 'GET', url })).rawPayload;
    expect(response.rawPayload.includes(await thumbnail(marked.copy.thumbnailUrl))).toBe(true);
    expect(response.rawPayload.includes(await thumbnail(`/images/${photo.id}/thumbnail`))).toBe(false);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('Protokollfoto.jpg');
    expect(text).not.toContain('(markiert)');
    const data = (await server.call('demo', { method: 'GET', url: `${base()}/data` })).json();
    const listed = Object.values(data.imagesByComponent as Record<string, Array<{ originalName: string }>>).flat();
    expect(listed.filter((image) => image.originalName.startsWith('Protokollfoto'))).toHaveLength(1);
  }, 60_000);
});
