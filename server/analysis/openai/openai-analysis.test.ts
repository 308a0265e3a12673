import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import { erdungForm, zaehlerschrankForm } from '../../../src/domain/electric-form.ts';
import { overviewRows } from '../../../src/domain/electric-rows.ts';
import type { Project } from '../../../src/domain/project.ts';
import { applyFindings } from '../../../src/domain/project-images.ts';
import { ROOF_FIELDS, detectedDamages, detectedObstacles, roofElementValue } from '../../../src/domain/roof.ts';
import { displayField } from '../../../src/domain/roof-values.ts';
import { Vorschaden } from '../../../src/domain/vorschaden.ts';
import { startChatCompletionsStub, type ChatCompletionsStub, type StubBehaviour } from '../../test-support/chat-completions-stub.ts';
import { jpeg, pdf } from '../../test-support/test-images.ts';
import type { AnalysisFile } from '../analysis.ts';
import { createAnalysis } from '../create-analysis.ts';
import { memoryExamples } from '../embedding/memory-examples.ts';
import { localAnalysis } from '../local-analysis.ts';
import { retryAfterMs } from './chat-client.ts';
import { BILL_ANSWER, CABINET_ANSWER, EARTHING_ANSWER, ROOF_OUTSIDE_ANSWER } from './fixtures.ts';
import { analysisConfigFromEnv, DEFAULT_ANALYSIS_TIMEOUT_MS } from './openai-config.ts';
import { openaiAnalysis, type OpenaiAnalysisOptions } from './openai-analysis.ts';
import { AREA_SCHEMAS, AREAS, areaFields } from './schemas.ts';
import { DEFAULT_PV_SETTINGS } from '../../../src/domain/pv/pv-settings.ts';

const project: Project = { id: 'p1', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-01T00:00:00.000Z', active: true };

let stub: ChatCompletionsStub;
let roofPhoto: Buffer;
let otherPhoto: Buffer;
const log = { warn: vi.fn(), info: vi.fn() };

const file = (id: string, bytes: Buffer, originalName: string, contentType = 'image/jpeg'): AnalysisFile => ({ id, bytes, contentType, originalName });
const analysis = (options: Partial<OpenaiAnalysisOptions> = {}) =>
  openaiAnalysis({ baseUrl: stub.baseUrl, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 3000, log, fallback: localAnalysis(), ...options });

beforeAll(async () => {
  stub = await startChatCompletionsStub();
  roofPhoto = await jpeg(64, 48, '#8d6e63');
  otherPhoto = await jpeg(48, 64, '#455a64');
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reset();
  log.warn.mockClear();
});

describe('the request to the chat-completions endpoint', () => {
  it('posts model, temperature 0, a German system prompt, a text part and one data-URL image part per photo, with a strict json_schema and the key as bearer', async () => {
    stub.enqueue({ kind: 'json', answer: ROOF_OUTSIDE_ANSWER });
    await analysis().analyzeArea('dach-aussen', [file('img-1', roofPhoto, 'Süd.jpg'), file('img-2', otherPhoto, 'Nord.jpg')], project);

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request.problems).toEqual([]);
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'vision-test', temperature: 0 });
    const [system, user] = request.body!.messages!;
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('Vor-Ort-Begehung') });
    expect(user.role).toBe('user');
    const parts = user.content as Array<{ type: string; text?: string }>;
    expect(parts.map((part) => part.type)).toEqual(['text', 'image_url', 'image_url']);
    expect(parts[0].text).toContain('Dachaußenseite');
    expect(parts[0].text).toContain('Bild 2: Nord.jpg');
    expect(stub.imageUrls(request)).toEqual([
      `data:image/jpeg;base64,${roofPhoto.toString('base64')}`,
      `data:image/jpeg;base64,${otherPhoto.toString('base64')}`,
    ]);
    const format = request.body!.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'vor_ort_dach_aussen', strict: true });
    const schema = format.json_schema!.schema as { properties: Record<string, { properties?: Record<string, unknown> }>; required: string[] };
    expect(schema.required).toEqual(['felder', 'detections', 'schaeden']);
    expect(Object.keys(schema.properties.felder.properties!)).toEqual(['dachtyp', 'dachfenster', 'regenrinne', 'ziegel', 'traufhoehe', 'hindernisse']);
  });

  it('sends no Authorization header without a key (on-premises servers)', async () => {
    stub.enqueue({ kind: 'json', answer: BILL_ANSWER });
    await analysis({ apiKey: undefined }).analyzeArea('stromrechnung', [file('b1', roofPhoto, 'Rechnung.jpg')], project);
    expect(stub.requests[0].problems).toEqual([]);
    expect(stub.requests[0].headers.authorization).toBeUndefined();
  });

  it('does not send PDFs as images, names them in the prompt and marks results the photos did not show', async () => {
    stub.enqueue({ kind: 'json', answer: BILL_ANSWER });
    const findings = await analysis().analyzeArea(
      'stromrechnung',
      [file('doc', pdf(), 'Rechnung.pdf', 'application/pdf'), file('page2', roofPhoto, 'Seite 2.jpg')],
      project,
    );
    const [request] = stub.requests;
    expect(stub.imageUrls(request)).toHaveLength(1);
    expect(JSON.stringify(request.body)).not.toContain('application/pdf');
    expect((request.body!.messages![1].content as Array<{ text?: string }>)[0].text).toContain('nicht übermittelt: Rechnung.pdf');
    // The evidence was on the model's image 1, which is file 2 of the upload.
    expect(findings.results.stromverbrauch).toEqual({ wert: 4200, qualitaet: 'hoch', pageReference: 2, zustand: 'geeignet' });
    expect(findings.values).toEqual({ stromverbrauch: 4200, zaehlernummer: '1ESY1160123456' });
    expect(findings.results.netzbetreiber).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null, hinweis: expect.stringContaining('Rechnung.pdf') });
  });

  it('makes no call when an upload holds only PDFs', async () => {
    const findings = await analysis().analyzeArea('elektrik', [file('doc', pdf(), 'Plan.pdf', 'application/pdf')], project);
    expect(stub.requests).toHaveLength(0);
    expect(findings.damages).toEqual([]);
    expect(Object.values(findings.results).every((result) => (result as { wert: string }).wert === 'nicht_erkennbar')).toBe(true);
  });

  it('every area schema is strict: every property required and no others', () => {
    const check = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { type?: string; properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown; items?: unknown; anyOf?: unknown[] };
      if (schema.type === 'object') {
        expect(schema.additionalProperties, path).toBe(false);
        expect([...(schema.required ?? [])].sort(), path).toEqual(Object.keys(schema.properties ?? {}).sort());
      }
      for (const [key, child] of Object.entries(schema.properties ?? {})) check(child, `${path}.${key}`);
      check(schema.items, `${path}[]`);
      schema.anyOf?.forEach((child, index) => check(child, `${path}|${index}`));
    };
    for (const area of AREAS) check(JSON.parse(JSON.stringify(AREA_SCHEMAS[area])), area);
  });
});

describe('mapping a good answer', () => {
  it('outer roof: results by property, the values the roof screens read, detections and damages with the real image ids', async () => {
    stub.enqueue({ kind: 'json', answer: ROOF_OUTSIDE_ANSWER });
    const findings = await analysis().analyzeArea('dach-aussen', [file('img-1', roofPhoto, 'Süd.jpg'), file('img-2', otherPhoto, 'Nord.jpg')], project);

    expect(findings.results.dachtyp).toEqual({ wert: 'Satteldach', qualitaet: 'hoch', pageReference: 1, zustand: 'geeignet', neigungGrad: 38 });
    expect(findings.results.regenrinne).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null });
    expect(findings.results.hindernisse).toMatchObject({ wert: [{ name: 'Schornstein' }, { name: 'Dachfenster' }], qualitaet: 'hoch' });
    expect(findings.results.traufhoehe).toMatchObject({ wert: 6.2, einheit: 'm', pageReference: 1 });
    expect(findings.results.schaeden).toMatchObject({ wert: ['Gebrochener Ziegel'] });
    expect(findings.values).toMatchObject({
      dachtyp: { art: 'SATTELDACH', neigungGrad: 38, neigung: '38°', qualitaet: 'hoch', beschreibung: 'Satteldach, Südseite ohne Gauben' },
      dachfenster: { anzahl: 1, art: 'Klapp-Schwingfenster', zustand: 'geeignet', qualitaet: 'mittel' },
      ziegel: { deckung: 'Frankfurter Pfanne', material: 'Beton', qualitaet: 'mittel' },
      traufhoehe: { wert: 6.2, einheit: 'm', zustand: 'geeignet', qualitaet: 'niedrig', pageReference: 1 },
      hindernisse: { obstacles: [{ name: 'Schornstein' }, { name: 'Dachfenster' }] },
    });
    expect(findings.values).not.toHaveProperty('regenrinne');
    // Out-of-range image numbers are dropped, boxes are kept inside the image.
    expect(findings.detections).toEqual([
      { imageId: 'img-1', label: 'Schornstein', confidence: 0.91, box: { x: 0.62, y: 0.12, width: 0.1, height: 0.22 } },
      { imageId: 'img-2', label: 'Dachfenster', confidence: 0.78, box: { x: 0.95, y: 0.37, width: expect.closeTo(0.05, 6), height: 0.21 } },
    ]);
    expect(findings.damages).toEqual([
      {
        titel: 'Gebrochener Ziegel',
        kurzbeschreibung: 'Ein Ziegel nahe dem First ist gebrochen.',
        kategorie: 'DACH_AUSSEN',
        schweregrad: 'mittel',
        status: 'NEU',
        details: {
          empfohleneBehandlung: 'Ziegel vor der Montage tauschen.',
          detaillierteBeschreibung: 'Auf der Südseite, zweite Reihe unter dem First, ist ein Betonziegel quer gebrochen.',
          beschreibung: 'Ein Ziegel nahe dem First ist gebrochen.',
          bildUrls: ['/images/img-1', '/images/img-2'],
        },
        erkannteElemente: ['Ziegel'],
        bildUrls: ['/images/img-1', '/images/img-2'],
        typ: 'ziegel',
      },
    ]);
    expect(Value.Check(Vorschaden, { id: 'x', ...findings.damages[0] })).toBe(true);

    // What the dach screens show once the findings are in the project.
    const roof = applyFindings(project, 'dach-aussen', findings).roof;
    expect(displayField(roofElementValue(roof, 'dachtyp'), ROOF_FIELDS.dachtyp[0])).toBe('Satteldach');
    expect(displayField(roofElementValue(roof, 'dachtyp'), ROOF_FIELDS.dachtyp[1])).toBe('38°');
    expect(displayField(roofElementValue(roof, 'traufhoehe'), ROOF_FIELDS.traufhoehe[0])).toBe('6,2 m');
    expect(displayField(roofElementValue(roof, 'dachfenster'), ROOF_FIELDS.dachfenster[0])).toBe('1');
    expect(detectedObstacles(roof)).toEqual(['Schornstein', 'Dachfenster']);
    expect(detectedDamages(roof)).toEqual(['Gebrochener Ziegel']);
    expect(roof?.outside?.analyse?.detections).toHaveLength(2);
  });

  it('meter cabinet: switches as {wert, zustand, qualitaet}, meter type and main fuse as the electrics screens read them', async () => {
    stub.enqueue({ kind: 'json', answer: CABINET_ANSWER });
    const findings = await analysis().analyzeArea('elektrik', [file('z1', roofPhoto, 'Zählerschrank.jpg')], project);
    expect(findings.results.fiLsSchalter).toEqual({ wert: true, qualitaet: 'hoch', pageReference: 1, zustand: 'geeignet' });
    expect(findings.results.zaehlerplatz).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig' });
    const section = applyFindings(project, 'elektrik', findings).electric!.zaehlerschrank!;
    const form = zaehlerschrankForm(section);
    expect(form).toMatchObject({ fiLsSchalter: true, ueberspannungsschutz: false, zaehlerplatz: null, apzFeld: null });
    expect(form.zaehlertyp).toEqual({ typ: 'digital', name: 'eHZ Landis+Gyr E320', beschreibung: '' });
    expect(form.hauptsicherung).toEqual({ wert: '63', typ: 'NH00', beschreibung: '' });
    const rows = overviewRows('zaehlerschrank', section);
    expect(rows.find((row) => row.field === 'fiLsSchalter')).toMatchObject({ quality: 'hoch', notDetected: false });
    expect(rows.find((row) => row.field === 'apzFeld')).toMatchObject({ notDetected: true });
  });

  it('earthing: the findings land in the shapes of the earthing editor', async () => {
    stub.enqueue({ kind: 'json', answer: EARTHING_ANSWER });
    const findings = await analysis().analyzeArea('erdung', [file('e1', roofPhoto, 'HES.jpg')], project);
    const form = erdungForm(applyFindings(project, 'erdung', findings).electric!.erdung!);
    expect(form.hesVorhanden).toEqual({ presence: 'present', locationHint: 'hausanschlussraum' });
    expect(form.angeschlosseneLeiter).toMatchObject({ peGnye: '2', earthToFoundation: '1', equipotentialToWaterGas: '', querschnittsklasse: '≥16' });
    expect(form.anschlussqualitaet).toEqual({ bewertung: 'possibly_non_compliant', reasons: 'Korrosion an der Klemme' });
    expect(form.fundamenterderVorhanden).toBe('yes');
    expect(form.condition).toEqual({ bewertung: 'aged_corroded', beschreibung: 'Oberflächenrost' });
    expect(form.markierungen).toEqual({ peMarking: 'unknown', warningLabels: 'unknown', ocrText: '' });
    expect(findings.results.markierungen).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null });
  });
});

describe('categorize', () => {
  it('one photo, one image part, the category schema; a sure answer is taken', async () => {
    stub.enqueue({ kind: 'json', answer: { kategorie: 'elektrik', konfidenz: 0.92 } });
    expect(await analysis().categorize(file('c1', roofPhoto, 'IMG_0001.jpg'))).toEqual({ category: 'elektrik', confidence: 0.92 });
    const [request] = stub.requests;
    expect(request.problems).toEqual([]);
    expect(stub.imageUrls(request)).toHaveLength(1);
    expect(request.body!.response_format!.json_schema).toMatchObject({ name: 'vor_ort_kategorie', strict: true });
  });

  it('below confidence 0.5 the photo goes to sonstiges', async () => {
    stub.enqueue({ kind: 'json', answer: { kategorie: 'dach-aussen', konfidenz: 0.3 } });
    expect(await analysis().categorize(file('c2', roofPhoto, 'IMG_0002.jpg'))).toEqual({ category: 'sonstiges', confidence: 0.3 });
  });

  it('a failing model hands the photo to the local sorting (here its name says roof) and logs why', async () => {
    stub.enqueue({ kind: 'status', status: 503 });
    expect(await analysis().categorize(file('c3', roofPhoto, 'dach.jpg'))).toEqual({ category: 'dach-aussen', confidence: 0.6 });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'http_error', status: 503 }), expect.any(String));
  });

  it('photos put into an area stay the company’s examples for the local sorting, without asking the model', async () => {
    const examples = memoryExamples();
    const vision = analysis({ fallback: localAnalysis({ examples, embed: async () => Float32Array.from([1, 0]), ocr: async () => '' }) });
    await vision.learn?.(file('c4', roofPhoto, 'IMG_0004.jpg'), { companyId: 'firma-a', component: 'erdung' });
    expect(await examples.list('firma-a')).toEqual([{ label: 'erdung', vector: Float32Array.from([1, 0]) }]);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('bad answers degrade to nicht_erkennbar, never throw, and log the reason', () => {
  const cases: Array<{ name: string; behaviours: StubBehaviour[]; reason: string; requests: number; timeoutMs?: number; maxMs?: number }> = [
    { name: 'malformed JSON content', behaviours: [{ kind: 'content', content: '{"felder": {"dachtyp": ' }], reason: 'invalid_json', requests: 1 },
    { name: 'a body that is no chat-completions JSON', behaviours: [{ kind: 'raw', body: '<html>Bad Gateway</html>', contentType: 'text/html' }], reason: 'invalid_json', requests: 1 },
    { name: 'JSON that violates the schema', behaviours: [{ kind: 'json', answer: { felder: { dachtyp: { art: 'KUPPELDACH' } }, detections: [], schaeden: [] } }], reason: 'schema_violation', requests: 1 },
    { name: 'an empty answer', behaviours: [{ kind: 'content', content: '' }], reason: 'empty_answer', requests: 1 },
    { name: '429 with a Retry-After over 10 s (no wait, no retry)', behaviours: [{ kind: 'rate-limit', retryAfter: 30 }], reason: 'rate_limited', requests: 1, maxMs: 1000 },
    { name: '429 twice (one retry only)', behaviours: [{ kind: 'rate-limit', retryAfter: 0 }, { kind: 'rate-limit', retryAfter: 0 }], reason: 'rate_limited', requests: 2 },
    { name: 'HTTP 500', behaviours: [{ kind: 'status', status: 500 }], reason: 'http_error', requests: 1 },
    { name: 'a slow answer past ANALYSIS_TIMEOUT_MS', behaviours: [{ kind: 'slow', delayMs: 2000, then: { kind: 'json', answer: ROOF_OUTSIDE_ANSWER } }], reason: 'timeout', requests: 1, timeoutMs: 300, maxMs: 1500 },
    { name: 'a dropped connection', behaviours: [{ kind: 'drop' }], reason: 'network_error', requests: 1 },
  ];

  it.each(cases)('$name → $reason', async ({ behaviours, reason, requests, timeoutMs, maxMs }) => {
    stub.enqueue(...behaviours);
    const started = Date.now();
    const findings = await analysis(timeoutMs ? { timeoutMs } : {}).analyzeArea('dach-aussen', [file('img-1', roofPhoto, 'Süd.jpg')], project);
    if (maxMs) expect(Date.now() - started).toBeLessThan(maxMs);
    expect(stub.requests).toHaveLength(requests);
    expect(findings).toEqual({
      results: Object.fromEntries(areaFields('dach-aussen').map((field) => [field, { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null }])),
      damages: [],
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason, component: 'dach-aussen' }), expect.any(String));
  });

  it('a server that cannot be reached at all', async () => {
    const findings = await analysis({ baseUrl: 'http://127.0.0.1:9/v1' }).analyzeArea('aufstellort', [file('a1', roofPhoto, 'Keller.jpg')], project);
    expect(Object.keys(findings.results)).toEqual(['belueftung', 'temperatur', 'mindestabstaende', 'feuchtigkeit', 'brandschutz']);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'network_error', component: 'aufstellort' }), expect.any(String));
  });

  it('429 with a short Retry-After is waited out once, then the answer is used', async () => {
    stub.enqueue({ kind: 'rate-limit', retryAfter: 1 }, { kind: 'json', answer: ROOF_OUTSIDE_ANSWER });
    const findings = await analysis().analyzeArea('dach-aussen', [file('img-1', roofPhoto, 'Süd.jpg')], project);
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1].receivedAt - stub.requests[0].receivedAt).toBeGreaterThanOrEqual(900);
    expect(findings.results.dachtyp).toMatchObject({ wert: 'Satteldach' });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('Retry-After is read as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(5000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBe(1000);
  });
});

describe('buildability and explanations stay with the local rules', () => {
  it('delegates to the fallback without calling the model', async () => {
    const fallback = localAnalysis();
    const vision = analysis({ fallback });
    expect(await vision.assessBuildability(project, [], DEFAULT_PV_SETTINGS)).toEqual(await fallback.assessBuildability(project, [], DEFAULT_PV_SETTINGS));
    expect(await vision.explainCriterion(project, 'belueftung')).toEqual(await fallback.explainCriterion(project, 'belueftung'));
    expect(stub.requests).toHaveLength(0);
  });
});

describe('analysisConfigFromEnv', () => {
  it('defaults to the local provider with a 60 s time-out', () => {
    expect(analysisConfigFromEnv({})).toEqual({ provider: 'local', timeoutMs: DEFAULT_ANALYSIS_TIMEOUT_MS });
    expect(DEFAULT_ANALYSIS_TIMEOUT_MS).toBe(60_000);
  });

  it('reads the openai settings; the key is optional and a pasted full endpoint is trimmed', () => {
    expect(
      analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1/chat/completions', OPENAI_MODEL: 'qwen2.5vl:7b', ANALYSIS_TIMEOUT_MS: '300' }),
    ).toEqual({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', apiKey: '', model: 'qwen2.5vl:7b', timeoutMs: 300 });
    expect(
      analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: 'https://api.openai.com/v1/', OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: 'gpt-4o-mini' }),
    ).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-1', timeoutMs: 60_000 });
  });

  it('says in German what is missing or wrong', () => {
    expect(() => analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'openai', OPENAI_MODEL: 'm' })).toThrow(/ANALYSIS_PROVIDER=openai braucht OPENAI_BASE_URL/);
    expect(() => analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://x/v1' })).toThrow(/braucht OPENAI_MODEL/);
    expect(() => analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: 'localhost:11434', OPENAI_MODEL: 'm' })).toThrow(/OPENAI_BASE_URL muss eine http- oder https-Adresse sein/);
    expect(() => analysisConfigFromEnv({ ANALYSIS_PROVIDER: 'gpt' })).toThrow('ANALYSIS_PROVIDER muss „local“ oder „openai“ sein, ist aber „gpt“.');
    expect(() => analysisConfigFromEnv({ ANALYSIS_TIMEOUT_MS: '-5' })).toThrow(/ANALYSIS_TIMEOUT_MS muss eine positive Zahl/);
  });
});

describe('createAnalysis', () => {
  it('picks the local provider by default', async () => {
    const chosen = createAnalysis({}, log);
    expect(await chosen.categorize(file('l1', roofPhoto, 'zaehlerschrank.jpg'))).toEqual({ category: 'elektrik', confidence: 0.6 });
    expect(stub.requests).toHaveLength(0);
  });

  it('picks the openai provider when configured, which then asks the endpoint', async () => {
    stub.enqueue({ kind: 'json', answer: { kategorie: 'erdung', konfidenz: 0.8 } });
    const chosen = createAnalysis({ ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: stub.baseUrl, OPENAI_MODEL: 'vision-test' }, log);
    expect(await chosen.categorize(file('o1', roofPhoto, 'zaehlerschrank.jpg'))).toEqual({ category: 'erdung', confidence: 0.8 });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].headers.authorization).toBeUndefined();
  });

  it('refuses a half-configured provider at start', () => {
    expect(() => createAnalysis({ ANALYSIS_PROVIDER: 'openai' }, log)).toThrow(/OPENAI_BASE_URL/);
  });
});
