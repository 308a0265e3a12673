import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { jpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

describe.each(BACKENDS)('damages, buildability, protocol, explanations and master data on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  const legacy = () => `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}`;
  const scoped = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
  const manual = {
    titel: 'Manueller Vorschaden',
    kurzbeschreibung: 'Riss im Mauerwerk',
    kategorie: 'DACH_AUSSEN',
    schweregrad: 'mittel',
    status: 'NEU',
    details: { empfohleneBehandlung: 'Manuelle Eingabe' },
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: scoped(),
      payload: {
        id: projectId,
        name: 'Müller',
        status: 'OFFEN',
        createdAt: new Date().toISOString(),
        active: true,
        customer: { firstName: 'Jörg', lastName: 'Müller', address: 'Hauptstraße 1\n69117 Heidelberg' },
        storage: { belueftung: { zustand: 'geeignet', wert: 'gut', qualitaet: 'hoch', reasoning: 'Fenster vorhanden' } },
      },
    });
  });
  afterAll(() => server.close());

  it('creates a manual damage with status NEU, lists it, shows it and deletes it with 204, then 404', async () => {
    const created = await server.call('demo', { method: 'POST', url: `${legacy()}/vorschaden`, payload: manual });
    expect(created.statusCode).toBe(201);
    const damage = created.json();
    expect(damage).toMatchObject({ ...manual, id: expect.any(String) });
    const list = await server.call('demo', { method: 'GET', url: `${legacy()}/vorschaeden` });
    expect(list.json().map((d: { id: string }) => d.id)).toContain(damage.id);
    expect((await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).json()).toMatchObject({ kurzbeschreibung: 'Riss im Mauerwerk' });
    expect((await server.call('admin', { method: 'GET', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(200);
    expect((await server.call('demo', { method: 'DELETE', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(204);
    expect((await server.call('demo', { method: 'DELETE', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(404);
  });

  it('a damage sent twice with its client-chosen id is stored once', async () => {
    const id = randomUUID();
    const first = await server.call('demo', { method: 'POST', url: `${legacy()}/vorschaden`, payload: { ...manual, id } });
    const again = await server.call('demo', { method: 'POST', url: `${legacy()}/vorschaden`, payload: { ...manual, id } });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const list = (await server.call('demo', { method: 'GET', url: `${legacy()}/vorschaeden` })).json() as Array<{ id: string }>;
    expect(list.filter((damage) => damage.id === id)).toHaveLength(1);
  });

  it('refuses a damage without a title or with an unknown category (400 naming the field)', async () => {
    const noTitle = await server.call('demo', { method: 'POST', url: `${legacy()}/vorschaden`, payload: { ...manual, titel: '' } });
    expect(noTitle.json()).toMatchObject({ error: 'validation', field: 'titel' });
    const category = await server.call('demo', { method: 'POST', url: `${legacy()}/vorschaden`, payload: { ...manual, kategorie: 'KELLER' } });
    expect(category.json()).toMatchObject({ error: 'validation', field: 'kategorie' });
  });

  it("another company's damages are out of reach", async () => {
    const foreign = randomUUID();
    await server.call('admin', {
      method: 'PUT',
      url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}`,
      payload: { id: foreign, name: 'Fremd', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
    const damage = (await server.call('admin', { method: 'POST', url: `/${LEGACY_PREFIX}/bestand/${foreign}/vorschaden`, payload: manual })).json();
    expect((await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'DELETE', url: `/${LEGACY_PREFIX}/vorschaden/${damage.id}` })).statusCode).toBe(404);
    expect((await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/bestand/${foreign}/vorschaeden` })).statusCode).toBe(403);
  });

  it('buildability: latest is 404 before any check; check creates an assessment that latest then returns', async () => {
    const base = `/buildability/${DEMO_COMPANY_ID}/${projectId}`;
    expect((await server.call('demo', { method: 'GET', url: `${base}/latest` })).statusCode).toBe(404);
    const check = await server.call('demo', { method: 'POST', url: `${base}/check` });
    expect(check.statusCode).toBe(200);
    const assessment = check.json();
    expect(assessment).toMatchObject({ overallStatus: expect.stringMatching(/^(GEEIGNET|BEDINGT_GEEIGNET|UNGEEIGNET)$/), factors: expect.any(Array) });
    expect(assessment.factors.length).toBeGreaterThan(0);
    expect((await server.call('demo', { method: 'GET', url: `${base}/latest` })).json()).toEqual(assessment);
    expect((await server.call('demo', { method: 'POST', url: `/buildability/${LEGACY_COMPANY_ID}/${projectId}/check` })).statusCode).toBe(403);
  });

  it('explains a storage criterion with the stored reasoning and the guidance values', async () => {
    const response = await server.call('demo', { method: 'GET', url: `${legacy()}/aufstellort/explanation/belueftung` });
    expect(response.json()).toMatchObject({
      title: 'Belüftung',
      status_display: { text: 'Geeignet' },
      reasoning: 'Fenster vorhanden',
      confidence_level: 'hoch',
    });
    const temperature = (await server.call('demo', { method: 'GET', url: `${legacy()}/aufstellort/explanation/temperatur` })).json();
    expect(temperature.requirements.join(' ')).toContain('18-25 °C');
    expect((await server.call('demo', { method: 'GET', url: `${legacy()}/aufstellort/explanation/dach` })).statusCode).toBe(400);
  });

  it('protocol data has status, customer and images by component; the PDF is named after the customer', async () => {
    const body = multipart('file', [{ name: 'Zählerschrank.jpg', bytes: await jpeg() }]);
    await server.call('demo', { method: 'POST', url: `${scoped()}/elektrik`, payload: body.payload, headers: body.headers });
    const data = (await server.call('demo', { method: 'GET', url: `${scoped()}/data` })).json();
    expect(data).toMatchObject({
      status: 'In Bearbeitung',
      customer: { firstName: 'Jörg', lastName: 'Müller', address: 'Hauptstraße 1\n69117 Heidelberg' },
      imagesByComponent: { elektrik: [{ originalName: 'Zählerschrank.jpg', s3Url: expect.stringMatching(/^\/images\//) }] },
    });
    const pdf = await server.call('demo', { method: 'GET', url: `${scoped()}/pdf`, headers: { accept: 'application/pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="protocol_Jorg_Muller.pdf"; filename*=UTF-8''${encodeURIComponent('protocol_Jörg_Müller.pdf')}`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Protokoll der Vor-Ort-Aufnahme', 'Solar Schmidt GmbH', 'Jörg Müller', 'Hauptstraße 1, 69117 Heidelberg', 'In Bearbeitung']) {
      expect(text).toContain(expected);
    }
    // Every section, the captured storage value with its quality, and the photo with its caption.
    for (const expected of ['Zustand des Hauses', 'Dach – Außenseite', 'Elektrik – Erdung', 'Belüftung', 'gut – Geeignet (Fenster vorhanden)', 'Qualität: hoch', 'Fotos: Elektrik/Zählerschrank', 'Zählerschrank.jpg']) {
      expect(text).toContain(expected);
    }
  });

  it('the PDF of an unknown project, or of one without data, is 404 with the spec message', async () => {
    const unknown = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${randomUUID()}/pdf` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Projekt nicht gefunden oder noch keine Daten für Protokoll verfügbar.');
    const empty = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: `/companies/${DEMO_COMPANY_ID}/projects/${empty}`,
      payload: { id: empty, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${empty}/pdf` })).statusCode).toBe(404);
  });

  it('annotated outer-roof images: a list (empty until the analysis annotates), scoped to the caller', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/images/project/${projectId}/component/dach-aussen/annotated` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const unknown = await server.call('demo', { method: 'GET', url: `/${LEGACY_PREFIX}/images/project/${randomUUID()}/component/dach-aussen/annotated` });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /masterdata/ziegel answers common German tiles without a token', async () => {
    const response = await server.call(null, { method: 'GET', url: '/masterdata/ziegel' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((tile: { ziegelname: string }) => tile.ziegelname);
    expect(names).toEqual(expect.arrayContaining(['Biberschwanz', 'Frankfurter Pfanne']));
    expect(names.length).toBeGreaterThan(20);
  });
});
