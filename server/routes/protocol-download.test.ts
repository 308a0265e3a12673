// The protocol PDF downloads for any customer name (issue 17, item 1): a name outside Latin-1
// once made Node refuse the Content-Disposition header and the API answer 500. An uploaded bill
// PDF is listed and printed as a document with its page count (item 6), not as a broken photo.
import { randomUUID } from 'node:crypto';
import { validateHeaderValue } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { pdf } from '../test-support/test-images.ts';
import sharp from 'sharp';
import { contentHash } from '../../src/domain/signature.ts';

afterAll(() => dropTestDatabases());

const CUSTOMERS = [
  { firstName: 'Ayşe', lastName: 'Özdemir', fileName: 'protocol_Ayşe_Özdemir.pdf' },
  { firstName: 'Ğül Łucja', lastName: 'Őry-Čapek 😀', fileName: 'protocol_Ğül_Łucja_Őry-Čapek_😀.pdf' },
];

describe.each(BACKENDS)('the protocol PDF for any customer name on $name', (backend) => {
  let server: TestServer;
  const projects = CUSTOMERS.map((customer) => ({ ...customer, id: randomUUID() }));
  /** The protocol PDF's text as the server prints it, spacing left out (pdf.js splits runs). */
  const printedProtocol = async (base: string) => {
    const response = await server.call('demo', { method: 'GET', url: `${base}/pdf`, headers: { accept: 'application/pdf' } });
    return (await pdfText(response.rawPayload)).replace(/\s+/g, '');
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const { id, firstName, lastName } of projects) {
      const saved = await server.call('demo', {
        method: 'PUT',
        url: `/companies/${DEMO_COMPANY_ID}/projects/${id}`,
        payload: { id, name: lastName, status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName, lastName } },
      });
      expect(saved.statusCode).toBe(200);
    }
  }, 120_000);
  afterAll(() => server.close());

  it.each(projects)('$firstName $lastName: 200, a PDF, and filename* decodes back to the exact name', async ({ id, fileName }) => {
    const response = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${id}/pdf`, headers: { accept: 'application/pdf' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const header = String(response.headers['content-disposition']);
    expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
    const match = /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]+)"; filename\*=UTF-8''(\S+)$/.exec(header);
    expect(match).not.toBeNull();
    expect(decodeURIComponent((match as RegExpExecArray)[2])).toBe(fileName);
  }, 60_000);

  it("prints the customer's signature and an area note, and refuses a signature that is no PNG (issue 22)", async () => {
    const { id } = projects[1];
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${id}`;
    const project = (await server.call('demo', { method: 'GET', url: base })).json();
    const png = `data:image/png;base64,${(await sharp({ create: { width: 60, height: 20, channels: 4, background: '#102a43' } }).png().toBuffer()).toString('base64')}`;
    const signature = { signerName: 'Ğül Łucja Őry-Čapek', place: 'Łódź', signedAt: '2026-11-26T09:00:00.000Z', image: png, contentHash: await contentHash(project) };
    const refused = await server.call('demo', { method: 'PUT', url: base, payload: { ...project, signature: { ...signature, image: 'data:text/html;base64,PHNjcmlwdD4=' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const signed = { ...project, signature, areaNotes: { aufstellort: 'Heizungsraum, Zugang über den Hof' } };
    expect((await server.call('demo', { method: 'PUT', url: base, payload: signed })).statusCode).toBe(200);
    const text = await printedProtocol(base);
    expect(text).toContain('UnterschriftdesKunden');
    expect(text).toContain('ĞülŁucjaŐry-Čapek,Łódź,26.11.2026');
    expect(text).toContain('NotizvorOrtHeizungsraum,ZugangüberdenHof');
    // The note is part of what is signed: added after the signature, the protocol says so.
    expect(text).toContain('NachderUnterschriftgeändert');
    // Every page names the project and when the document was made.
    expect(text).toMatch(new RegExp(`Projekt${id}·erstellt\\d{2}\\.\\d{2}\\.\\d{4},\\d{2}:\\d{2}Uhr`));
  }, 60_000);

  it('lists an uploaded bill PDF with its type and page count and prints it as a PDF tile', async () => {
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${projects[0].id}`;
    const body = multipart('file', [{ name: 'Jahresabrechnung Ağustos.pdf', bytes: pdf() }]);
    expect((await server.call('demo', { method: 'POST', url: `${base}/stromrechnung`, payload: body.payload, headers: body.headers })).statusCode).toBe(200);
    const data = (await server.call('demo', { method: 'GET', url: `${base}/data` })).json();
    expect(data.imagesByComponent.stromrechnung).toEqual([
      expect.objectContaining({ originalName: 'Jahresabrechnung Ağustos.pdf', contentType: 'application/pdf', pageCount: 1 }),
    ]);
    const text = await printedProtocol(base);
    expect(text).toContain('Fotos:ZustandHaus');
    expect(text).toContain('PDF-Dokument·1Seite');
    expect(text).toContain('JahresabrechnungAğustos.pdf');
  }, 60_000);

  it('assesses buildability from the damages it lists, those on the roof included, even after an older check', async () => {
    const id = projects[1].id;
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${id}`;
    // A check made before any damage was captured.
    expect((await server.call('demo', { method: 'POST', url: `/buildability/${DEMO_COMPANY_ID}/${id}/check` })).statusCode).toBe(200);
    const damage = { titel: 'Manueller Vorschaden', kurzbeschreibung: 'Riss im Putz', kategorie: 'AUFSTELLORT', schweregrad: 'gering', status: 'NEU' };
    expect((await server.call('demo', { method: 'POST', url: `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${id}/vorschaden`, payload: damage })).statusCode).toBe(201);
    const project = (await server.call('demo', { method: 'GET', url: base })).json();
    const saved = await server.call('demo', {
      method: 'PUT',
      url: base,
      payload: { ...project, roof: { manualDamages: ['Sturmschaden am Ortgang'] } },
      headers: { 'if-match': `"v${project.version}"` },
    });
    expect(saved.statusCode).toBe(200);
    const text = await printedProtocol(base);
    expect(text).toContain('RissimPutz');
    expect(text).toContain('SturmschadenamOrtgang');
    expect(text).toContain('Essind2Vorschädenerfasst.');
  }, 60_000);
});
