// A project's export (issue 23, point 2): one ZIP with projekt.json that matches its schema,
// every stored file byte for byte (the same name twice kept apart), the recording and the
// protocol PDF; refused for another company and for a deleted project.
import { createHash, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID } from '../../src/domain/constants.ts';
import { ProjectExport } from '../../src/domain/project-export.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { customerName, surveyedProject } from '../test-support/surveyed-project.ts';

afterAll(() => dropTestDatabases());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(BACKENDS)('exporting a project on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server.close());

  it('the ZIP holds the project as JSON by its schema, every file byte for byte, the recording and the protocol', async () => {
    const lastName = customerName();
    const projectId = await surveyedProject(server, 'demo', DEMO_COMPANY_ID, lastName);
    const response = await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''vor-ort-export_%C5%9E%C3%BCkriye_`);

    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const exported = JSON.parse(new TextDecoder().decode(zip['projekt.json']));
    const schema = JSON.parse(new TextDecoder().decode(zip['schema.json']));
    expect(Value.Check(ProjectExport, exported), JSON.stringify([...Value.Errors(ProjectExport, exported)].slice(0, 3))).toBe(true);
    expect(schema.$id).toBe('vor-ort-projekt-export/1');
    expect(exported.project).toMatchObject({ id: projectId, customer: { lastName } });
    expect(exported.company).toEqual({ id: DEMO_COMPANY_ID, name: expect.any(String) });
    expect(exported.damages).toEqual([expect.objectContaining({ kurzbeschreibung: 'Riss in der Wand' })]);

    // Two photos of one name, kept apart; the marked copy beside them; the recording; the collection's photo.
    const paths = exported.files.map((file: { path: string }) => file.path).sort();
    expect(paths).toEqual(
      expect.arrayContaining(['dateien/elektrik/zähler.jpg', 'dateien/elektrik/zähler (2).jpg', expect.stringMatching(/^dateien\/elektrik\/markiert\/.+\.jpg$/), expect.stringMatching(/^dateien\/elektrik\/sprachnotizen\/2026-11-26T13-01-00Z\.webm$/)]),
    );
    expect(exported.files.map((file: { kind: string }) => file.kind).sort()).toEqual(expect.arrayContaining(['original', 'original', 'original', 'marked', 'voice-memo']));
    for (const file of exported.files as Array<{ path: string; sha256: string | null; sizeBytes: number }>) {
      expect(zip[file.path], file.path).toBeDefined();
      expect(zip[file.path].length).toBe(file.sizeBytes);
      if (file.sha256) expect(sha256(zip[file.path])).toBe(file.sha256);
    }
    // Nothing in the ZIP that the list does not name.
    expect(Object.keys(zip).filter((path) => path.startsWith('dateien/')).sort()).toEqual(paths);

    expect(exported.protocol).toBe('protokoll.pdf');
    expect(await pdfText(Buffer.from(zip['protokoll.pdf']))).toContain(lastName);
  }, 120_000);

  it('a project without photos exports its document; another company and a deleted project are refused', async () => {
    const projectId = randomUUID();
    const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
    await server.call('demo', { method: 'PUT', url: base, payload: { id: projectId, name: 'Leer 🏠', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    const empty = await server.call('demo', { method: 'GET', url: `${base}/export` });
    expect(empty.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(empty.rawPayload));
    expect(Object.keys(zip).sort()).toEqual(['projekt.json', 'schema.json']);
    expect(JSON.parse(new TextDecoder().decode(zip['projekt.json']))).toMatchObject({ files: [], protocol: null, project: { name: 'Leer 🏠' } });

    const foreign = randomUUID();
    await server.call('admin', { method: 'PUT', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}`, payload: { id: foreign, name: 'Fremd', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}/export` })).statusCode).toBe(403);
    await server.call('demo', { method: 'DELETE', url: base });
    const gone = await server.call('demo', { method: 'GET', url: `${base}/export` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toContain('Papierkorb');
  });
});
