// End to end: the real server (API, database, upload route) with the openai provider pointed at
// the chat-completions stand-in. The test harness builds the app with the local provider (app.ts
// does not read ANALYSIS_PROVIDER yet), so the provider chosen by createAnalysis is swapped into
// the running app's analysis object — the same object the upload routes hold.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../test-support/api-harness.ts';
import { startChatCompletionsStub, type ChatCompletionsStub } from '../../test-support/chat-completions-stub.ts';
import { uniqueJpeg } from '../../test-support/test-images.ts';
import { createAnalysis } from '../create-analysis.ts';
import { ROOF_OUTSIDE_ANSWER } from './fixtures.ts';

afterAll(() => dropTestDatabases());

describe('area upload through HTTP with ANALYSIS_PROVIDER=openai', () => {
  let server: TestServer;
  let stub: ChatCompletionsStub;
  let projectId: string;
  const log = { warn: vi.fn(), info: vi.fn() };
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const upload = async (area: string, name: string) => {
    const body = multipart('file', [{ name, bytes: await uniqueJpeg(320, 240), type: 'image/jpeg' }]);
    return server.call('demo', { method: 'POST', url: `${base()}/${area}`, payload: body.payload, headers: body.headers });
  };

  beforeAll(async () => {
    stub = await startChatCompletionsStub();
    const env = { ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: stub.baseUrl, OPENAI_API_KEY: 'sk-e2e', OPENAI_MODEL: 'vision-e2e', ANALYSIS_TIMEOUT_MS: '500' };
    server = await startTestServer(BACKENDS[0], env, { analysis: createAnalysis(env, log) });
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: base(),
      payload: { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stub?.close();
  });

  it('an outer-roof upload answers the project with the model’s findings, boxes on the stored image and the damage listed', async () => {
    stub.enqueue({ kind: 'json', answer: ROOF_OUTSIDE_ANSWER });
    const response = await upload('dach-aussen', 'Dach Süd.jpg');
    expect(response.statusCode).toBe(200);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].problems).toEqual([]);
    expect(stub.requests[0].headers.authorization).toBe('Bearer sk-e2e');
    expect(stub.requests[0].body?.model).toBe('vision-e2e');

    const outside = response.json().roof.outside;
    const imageId = outside.analyse.images[0].id;
    expect(outside.dachtyp).toMatchObject({ art: 'SATTELDACH', neigungGrad: 38, qualitaet: 'hoch' });
    expect(outside.hindernisse.obstacles).toEqual([{ name: 'Schornstein' }, { name: 'Dachfenster' }]);
    expect(outside.analyse.results.dachtyp).toMatchObject({ wert: 'Satteldach', qualitaet: 'hoch', pageReference: 1 });
    // Only one photo was sent: the box on "image 2" has no photo and is dropped.
    expect(outside.analyse.detections).toEqual([
      { imageId, label: 'Schornstein', confidence: 0.91, box: { x: 0.62, y: 0.12, width: 0.1, height: 0.22 } },
    ]);

    const damages = await server.call('demo', { method: 'GET', url: `${base()}/vorschaeden` });
    expect(damages.statusCode).toBe(200);
    expect(damages.json()).toEqual([
      expect.objectContaining({ titel: 'Gebrochener Ziegel', kategorie: 'DACH_AUSSEN', status: 'NEU', bildUrls: [`/images/${imageId}`] }),
    ]);
  });

  it('a model that times out does not fail the upload: 200, image stored, earlier findings and values kept, reason logged', async () => {
    stub.enqueue({ kind: 'slow', delayMs: 3000, then: { kind: 'json', answer: ROOF_OUTSIDE_ANSWER } });
    const response = await upload('dach-aussen', 'Dach Nord.jpg');
    expect(response.statusCode).toBe(200);
    const outside = response.json().roof.outside;
    expect(outside.analyse.images).toHaveLength(2);
    // What the first photo showed stays: an unreadable answer does not replace it, and sets no values.
    expect(outside.analyse.results.ziegel.wert).not.toBe('nicht_erkennbar');
    expect(outside.dachtyp).toMatchObject({ art: 'SATTELDACH' });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout', component: 'dach-aussen' }), expect.any(String));
  });


  it('an outer-roof photo with boxes gets an annotated copy: listed apart, boxes drawn in, gone with its photo', async () => {
    const project = (await server.call('demo', { method: 'GET', url: base() })).json();
    const source = project.roof.outside.analyse.images.find((image: { originalName: string }) => image.originalName === 'Dach Süd.jpg');
    const annotatedUrl = `/${LEGACY_PREFIX}/images/project/${projectId}/component/dach-aussen/annotated`;
    const listed = (await server.call('demo', { method: 'GET', url: annotatedUrl })).json();
    // Only the photo with a box has a copy; the photo whose analysis timed out has none.
    expect(listed).toEqual([expect.objectContaining({ originalName: 'Dach Süd (annotiert).jpg' })]);
    expect(project.roof.outside.analyse.images.map((image: { id: string }) => image.id)).not.toContain(listed[0].id);

    const drawn = await server.call('demo', { method: 'GET', url: `/images/${listed[0].id}` });
    expect(drawn.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(drawn.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 240]);
    // The middle of the box's left edge (x 0.62, y 0.12 + 0.22 / 2) is in the stroke's amber, the photo there is brown.
    const at = (Math.round(0.23 * 240) * info.width + Math.round(0.62 * 320)) * info.channels;
    const [r, g, b] = data.subarray(at, at + 3);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(130);
    expect(b).toBeLessThan(80);

    const deleted = await server.call('demo', { method: 'DELETE', url: `${base()}/dach-aussen/image/${source.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await server.call('demo', { method: 'GET', url: annotatedUrl })).json()).toEqual([]);
    expect((await server.call('demo', { method: 'GET', url: `/images/${listed[0].id}` })).statusCode).toBe(404);
  });
  it('a server error on the meter cabinet does not fail the upload either', async () => {
    stub.enqueue({ kind: 'status', status: 500 });
    const response = await upload('elektrik', 'Zählerschrank.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.json().electric.zaehlerschrank.analyse.results.fiLsSchalter).toEqual({ wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null });
  });
});
