// Faces of bystanders (issue 23 point 6): a company that has them blurred gets every stored copy
// of a photo with faces unrecognisable (the photo, its thumbnail, a marked copy, and so the PDF
// and the export); the original is kept for those who manage the company, or not at all, as it
// chooses; erasing the project removes the original too. Photos without faces stay as they were.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import type { FaceBlur } from '../../src/domain/project.ts';
import { closeFaceDetector, detectFaces } from '../privacy/face-detector.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { filesUnder } from '../test-support/files-under.ts';

afterAll(async () => {
  await closeFaceDetector();
  await dropTestDatabases();
});

const require = createRequire(import.meta.url);
/** A group photo with three faces that ships with the detector's package; each shot a little brighter, so none is the same photo twice. */
let shots = 0;
const groupPhoto = async () =>
  sharp(await readFile(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg')))
    .modulate({ brightness: 1 + (shots += 1) / 100 })
    .jpeg({ quality: 90 })
    .toBuffer();
const cabinetPhoto = () => readFile('server/seed/photos/zaehlerschrank.jpg');

interface Ref {
  id: string;
  originalName: string;
  url: string;
  thumbnailUrl?: string;
  blurredFaces?: number;
  originalUrl?: string;
}

describe.each(BACKENDS)('faces of bystanders on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const setFaceBlur = async (faceBlur: FaceBlur) => {
    const response = await server.call('admin', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/settings`, payload: { faceBlur } });
    expect(response.json()).toMatchObject({ faceBlur });
  };
  const upload = async (name: string, bytes: Buffer): Promise<Ref> => {
    const body = multipart('file', [{ name, bytes, type: 'image/jpeg' }]);
    const response = await server.call('demo', { method: 'POST', url: `${base()}/elektrik`, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(200);
    return (response.json().electric.zaehlerschrank.analyse.images as Ref[]).find((image) => image.originalName === name) as Ref;
  };
  const bytesOf = async (url: string, user: 'demo' | 'admin' = 'demo') => {
    const response = await server.call(user, { method: 'GET', url });
    return { status: response.statusCode, body: response.rawPayload, json: () => response.json() };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = randomUUID();
    await server.call('demo', { method: 'PUT', url: base(), payload: { id: projectId, name: 'Gesichter', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
  }, 60_000);
  afterAll(() => server?.close());

  it('off by default: a photo with faces is stored as it came', async () => {
    expect((await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/settings` })).json().faceBlur).toBe('off');
    const ref = await upload('gruppe-aus.jpg', await groupPhoto());
    expect(ref.blurredFaces).toBeUndefined();
    expect(await detectFaces((await bytesOf(ref.url)).body)).toHaveLength(3);
  }, 60_000);

  it('blurred with the original kept: no face on the stored photo; the original only for those who manage the company', async () => {
    await setFaceBlur('keep-original');
    const ref = await upload('gruppe.jpg', await groupPhoto());
    expect(ref).toMatchObject({ blurredFaces: 3, originalUrl: `/images/${ref.id}/original` });
    expect(await detectFaces((await bytesOf(ref.url)).body)).toEqual([]);

    const refused = await bytesOf(ref.originalUrl as string);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', message: 'Das Original mit erkennbaren Gesichtern sehen nur Benutzer, die die Firma verwalten dürfen.' });
    const original = await bytesOf(ref.originalUrl as string, 'admin');
    expect(original.status).toBe(200);
    expect(await detectFaces(original.body)).toHaveLength(3);

    // A survey photo without people is stored as before, with no original beside it.
    const cabinet = await upload('schrank.jpg', await cabinetPhoto());
    expect(cabinet.blurredFaces).toBeUndefined();
    expect(cabinet.originalUrl).toBeUndefined();
    expect((await bytesOf(`/images/${cabinet.id}/original`, 'admin')).status).toBe(404);
  }, 120_000);

  it('a marked copy drawn on the tablet from the photo as taken is blurred too', async () => {
    const ref = await upload('markiert.jpg', await groupPhoto());
    const key = (await server.call('demo', { method: 'GET', url: base() })).json().electric.zaehlerschrank.analyse.images.find((image: Ref) => image.id === ref.id).uploadSha256;
    const copy = `data:image/jpeg;base64,${(await groupPhoto()).toString('base64')}`;
    const marks = [{ kind: 'arrow', id: 'a1', color: 'rot', from: [0.1, 0.1], to: [0.5, 0.5] }];
    const marked = await server.call('demo', { method: 'PUT', url: `${base()}/markups/${key}`, payload: { marks, updatedAt: new Date().toISOString(), copy } });
    expect(marked.statusCode).toBe(200);
    const url = marked.json().photoMarks[key].copy.url as string;
    expect(await detectFaces((await bytesOf(url)).body)).toEqual([]);
  }, 120_000);

  it('blurred with the original replaced: no original is kept anywhere, and erasing the project leaves no file of it', async () => {
    await setFaceBlur('replace-original');
    const before = await filesUnder(path.join(server.env.DATA_DIR as string, 'files'));
    const ref = await upload('ersetzt.jpg', await groupPhoto());
    expect(ref.blurredFaces).toBe(3);
    expect(ref.originalUrl).toBeUndefined();
    expect((await bytesOf(`/images/${ref.id}/original`, 'admin')).status).toBe(404);
    const added = (await filesUnder(path.join(server.env.DATA_DIR as string, 'files'))).filter((file) => !before.includes(file));
    expect(added.map((file) => path.basename(file)).sort()).toEqual([`${ref.id}.jpg`, `${ref.id}.thumb.jpg`]);

    expect((await server.call('demo', { method: 'DELETE', url: base() })).statusCode).toBe(200);
    expect((await server.call('demo', { method: 'DELETE', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}` })).statusCode).toBe(204);
    const left = (await filesUnder(path.join(server.env.DATA_DIR as string, 'files'))).filter((file) => file.includes(projectId));
    expect(left).toEqual([]);
  }, 120_000);
});
