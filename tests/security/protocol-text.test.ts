// The protocol PDF a customer is handed shows names and damage texts literally, HTML and all:
// the document is laid out from text, never from markup.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { pdfText } from '../../server/test-support/pdf-text.ts';

afterAll(() => dropTestDatabases());

const FIRST_NAME = '<b>Erika</b>';
const LAST_NAME = '<script>alert(1)</script>';
const ADDRESS = '<img src=x onerror=alert(2)> 7';
const DAMAGE = '<iframe src=javascript:alert(3)> Riss & Co';

describe.each(BACKENDS)('names and damage texts in the protocol PDF on $name', (backend) => {
  let server: TestServer;
  const projectId = randomUUID();

  beforeAll(async () => {
    server = await startTestServer(backend);
    const saved = await server.call('demo', {
      method: 'PUT',
      url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`,
      payload: {
        id: projectId,
        name: LAST_NAME,
        status: 'OFFEN',
        createdAt: new Date().toISOString(),
        active: true,
        customer: { firstName: FIRST_NAME, lastName: LAST_NAME, address: `${ADDRESS}\n12345 Irgendwo` },
      },
    });
    expect(saved.statusCode).toBe(200);
    const damage = await server.call('demo', {
      method: 'POST',
      url: `/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaden`,
      payload: { titel: DAMAGE, kurzbeschreibung: DAMAGE, kategorie: 'AUFSTELLORT', schweregrad: 'mittel', status: 'NEU' },
    });
    expect(damage.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => server.close());

  it('the PDF holds the customer name, address and damage text as literal characters', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/pdf`, headers: { accept: 'application/pdf' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    // pdf.js hands a line over in runs and pdfText joins them with spaces, so spacing is not compared.
    const squash = (text: string) => text.replace(/\s+/g, '');
    const text = squash(await pdfText(response.rawPayload));
    expect(text).toContain(squash(`${FIRST_NAME} ${LAST_NAME}`));
    expect(text).toContain(squash(ADDRESS));
    expect(text).toContain(squash(DAMAGE));
  }, 60_000);

  it('the protocol data answer gives the same strings back unchanged, as JSON, not HTML', async () => {
    const response = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/data` });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().customer).toMatchObject({ firstName: FIRST_NAME, lastName: LAST_NAME });
  });
});
