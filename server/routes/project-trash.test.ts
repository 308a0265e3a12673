// Deleting a project (issue 23): to the company's trash, restorable, then erased for good. After
// the erase the database is searched row by row, every table, for the project's id and its
// customer's name, and the file store (folder or bucket) for its files: nothing may remain but the
// id in erased_projects. Another company's project, made the same way, stays whole.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID } from '../../src/domain/constants.ts';
import type { Database } from '../db/database.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { filesUnder } from '../test-support/files-under.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { customerName, surveyedProject } from '../test-support/surveyed-project.ts';
import { uniqueJpeg } from '../test-support/test-images.ts';
import { sweepTrash, TRASH_SWEEP_JOB } from '../trash/trash-sweep.ts';
import { DEFAULT_PV_SETTINGS } from '../../src/domain/pv/pv-settings.ts';

afterAll(() => dropTestDatabases());


/** Every row of every table of the schema, as text, that contains `needle`, by table. */
async function rowsContaining(db: Database, needle: string): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'");
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${table}" t WHERE t::text LIKE $1`, [`%${needle}%`]);
    if (Number(row.n)) found[table] = Number(row.n);
  }
  return found;
}

describe.each(BACKENDS)('deleting a project on $name', (backend) => {
  let server: TestServer;
  const filesDir = () => path.join(server.env.DATA_DIR as string, 'files');
  const base = (projectId: string) => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server.close());

  it('a deleted project leaves every list, refuses changes with 410, and comes back whole from the trash', async () => {
    const projectId = await surveyedProject(server, 'demo', DEMO_COMPANY_ID);
    const before = (await server.call('demo', { method: 'GET', url: base(projectId) })).json();

    const deleted = await server.call('demo', { method: 'DELETE', url: base(projectId) });
    expect(deleted.statusCode).toBe(200);
    const days = (Date.parse(deleted.json().eraseAt) - Date.parse(deleted.json().deletedAt)) / 86_400_000;
    expect(days).toBe(30);
    // Deleting again, as a retry would, answers the same entry.
    expect((await server.call('demo', { method: 'DELETE', url: base(projectId) })).json().deletedAt).toBe(deleted.json().deletedAt);

    const company = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` })).json();
    expect(company.projects.map((project: { id: string }) => project.id)).not.toContain(projectId);
    expect(company.removedProjects).toContain(projectId);
    const listed = (await server.call('demo', { method: 'GET', url: '/companies' })).json().find((entry: { id: string }) => entry.id === DEMO_COMPANY_ID);
    expect(listed.removedProjects).toContain(projectId);

    const read = await server.call('demo', { method: 'GET', url: base(projectId) });
    expect(read.statusCode).toBe(410);
    // Not kept by the browser: a browser keeps a 410 without cache headers for ever, and the restored project would stay gone.
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({ error: 'gone', removal: 'trash', message: expect.stringContaining('Papierkorb') });
    const save = await server.call('demo', { method: 'PUT', url: base(projectId), payload: { ...before, name: 'Wieder da?' }, headers: { 'if-match': `"v${before.version}"` } });
    expect(save.statusCode).toBe(410);
    const unconditional = await server.call('demo', { method: 'PUT', url: base(projectId), payload: { ...before, name: 'Wieder da?' } });
    expect(unconditional.statusCode).toBe(410);
    const photos = multipart('file', [{ name: 'spät.jpg', bytes: await uniqueJpeg(), type: 'image/jpeg' }]);
    expect((await server.call('demo', { method: 'POST', url: `${base(projectId)}/elektrik`, payload: photos.payload, headers: photos.headers })).statusCode).toBe(410);

    const trash = (await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/trash` })).json();
    expect(trash[0]).toMatchObject({ project: { id: projectId, customer: { lastName: before.customer.lastName } }, deletedAt: deleted.json().deletedAt });

    const restored = await server.call('demo', { method: 'POST', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}/restore` });
    expect(restored.json()).toMatchObject({ id: projectId });
    expect(restored.json().version).toBe(before.version + 1);
    const back = (await server.call('demo', { method: 'GET', url: base(projectId) })).json();
    expect({ ...back, version: 0, updatedAt: '' }).toEqual({ ...before, version: 0, updatedAt: '' });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` })).json().removedProjects).not.toContain(projectId);
    expect((await server.call('demo', { method: 'POST', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}/restore` })).statusCode).toBe(404);
  }, 120_000);

  it('erasing leaves no row, file or stored reply of the project, only its id as erased; another company is untouched', async () => {
    const { db } = server.app.services;
    const filesBefore = new Set(await filesUnder(filesDir()));
    const foreign = await surveyedProject(server, 'admin', LEGACY_COMPANY_ID);
    const foreignFiles = (await filesUnder(filesDir())).filter((file) => !filesBefore.has(file));
    const lastName = customerName();
    const projectId = await surveyedProject(server, 'demo', DEMO_COMPANY_ID, lastName);
    const foreignRows = await rowsContaining(db, foreign);
    expect(await rowsContaining(db, projectId)).toMatchObject({ projects: 1, images: expect.any(Number), tickets: 1, voice_memos: 1, photo_markups: 1, vorschaeden: 1, idempotent_replies: 1 });

    // Only what is in the trash can be erased.
    expect((await server.call('demo', { method: 'DELETE', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}` })).statusCode).toBe(404);
    await server.call('demo', { method: 'DELETE', url: base(projectId) });
    const erased = await server.call('demo', { method: 'DELETE', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}` });
    expect(erased.statusCode).toBe(204);

    expect(await rowsContaining(db, projectId)).toEqual({ erased_projects: 1 });
    expect(await rowsContaining(db, lastName)).toEqual({});
    const left = (await filesUnder(filesDir())).filter((file) => !filesBefore.has(file));
    expect(left.sort()).toEqual(foreignFiles.sort());
    expect(await rowsContaining(db, foreign)).toEqual(foreignRows);

    // The device that still held it is told; a late creation does not bring it back.
    const late = await server.call('demo', { method: 'PUT', url: base(projectId), payload: { id: projectId, name: 'Neu?', status: 'OFFEN', createdAt: new Date().toISOString(), active: true }, headers: { 'if-match': '"v0"' } });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ removal: 'erased', message: 'Das Projekt wurde endgültig gelöscht. Änderungen daran werden nicht mehr gespeichert.' });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` })).json().removedProjects).toContain(projectId);
    expect((await server.call('admin', { method: 'GET', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}` })).statusCode).toBe(200);
  }, 180_000);

  it('the daily sweep erases what has been in the trash longer than TRASH_DAYS, and nothing younger', async () => {
    const { db } = server.app.services;
    const old = await surveyedProject(server, 'demo', DEMO_COMPANY_ID);
    const young = randomUUID();
    await server.call('demo', { method: 'PUT', url: base(young), payload: { id: young, name: 'Jung', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    await server.call('demo', { method: 'DELETE', url: base(old) });
    await server.call('demo', { method: 'DELETE', url: base(young) });
    await db.query("UPDATE projects SET deleted_at = now() - interval '31 days' WHERE id = $1", [old]);

    const report = await sweepTrash(server.app.services);
    expect(report).toEqual({ moved: [], erased: [{ companyId: DEMO_COMPANY_ID, projectId: old }], failed: [] });
    expect(await rowsContaining(db, old)).toEqual({ erased_projects: 1 });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}/trash` })).json().map((entry: { project: { id: string } }) => entry.project.id)).toEqual([young]);
    // The sweep is a job in the queue, queued at start for its next run.
    const [sweeps] = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM jobs WHERE kind = $1 AND state IN ('queued', 'running', 'done')", [TRASH_SWEEP_JOB]);
    expect(Number(sweeps.n)).toBeGreaterThan(0);
  }, 120_000);

  it('a project of another company cannot be deleted, restored or erased; bad ids get a German JSON error', async () => {
    const foreign = randomUUID();
    await server.call('admin', { method: 'PUT', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}`, payload: { id: foreign, name: 'Fremd', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
    expect((await server.call('demo', { method: 'DELETE', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}` })).statusCode).toBe(403);
    await server.call('admin', { method: 'DELETE', url: `/companies/${LEGACY_COMPANY_ID}/projects/${foreign}` });
    expect((await server.call('demo', { method: 'GET', url: `/companies/${LEGACY_COMPANY_ID}/trash` })).statusCode).toBe(403);
    expect((await server.call('demo', { method: 'POST', url: `/companies/${LEGACY_COMPANY_ID}/trash/${foreign}/restore` })).statusCode).toBe(403);
    expect((await server.call('demo', { method: 'DELETE', url: `/companies/${LEGACY_COMPANY_ID}/trash/${foreign}` })).statusCode).toBe(403);
    const unknown = await server.call('demo', { method: 'DELETE', url: base(randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Projekt nicht gefunden.');
    const hostile = await server.call('demo', { method: 'POST', url: `/companies/${DEMO_COMPANY_ID}/trash/..%2F..%2Fetc/restore` });
    expect(hostile.statusCode).toBe(400);
  });
});

describe('deleting a project with S3-compatible object storage', () => {
  let s3: TestS3Server;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startS3Server('fotos');
    server = await startTestServer(BACKENDS[0], s3.env);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('erasing removes every object of the project from the bucket', async () => {
    const before = new Set(await s3.objectKeys());
    const projectId = await surveyedProject(server, 'demo', DEMO_COMPANY_ID);
    const made = (await s3.objectKeys()).filter((key) => !before.has(key));
    // Photo, thumbnail, marked copy and its thumbnail, the recording, the collection's photo.
    expect(made.length).toBeGreaterThanOrEqual(5);
    await server.call('demo', { method: 'DELETE', url: `/companies/${DEMO_COMPANY_ID}/projects/${projectId}` });
    expect((await server.call('demo', { method: 'DELETE', url: `/companies/${DEMO_COMPANY_ID}/trash/${projectId}` })).statusCode).toBe(204);
    expect((await s3.objectKeys()).filter((key) => !before.has(key))).toEqual([]);
  }, 120_000);
});

describe.each(BACKENDS)('keeping done projects only as long as the company wants on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server.close());

  it("off by default; set, the sweep moves done projects unchanged that long to the trash, marked as automatic, and nothing else", async () => {
    const { db } = server.app.services;
    const companyId = randomUUID();
    await server.call('admin', { method: 'POST', url: '/companies', payload: { id: companyId, companyName: 'Ağaç Solar' } });
    expect((await server.call('admin', { method: 'GET', url: `/companies/${companyId}/settings` })).json().retentionMonths).toBeNull();
    const make = async (name: string, status: 'OFFEN' | 'ABGESCHLOSSEN', monthsOld: number) => {
      const id = randomUUID();
      await server.call('admin', { method: 'PUT', url: `/companies/${companyId}/projects/${id}`, payload: { id, name, status, createdAt: new Date().toISOString(), active: true } });
      await db.query(`UPDATE projects SET updated_at = now() - ($2::int * interval '1 month') WHERE id = $1`, [id, monthsOld]);
      return id;
    };
    const oldDone = await make('Alt erledigt', 'ABGESCHLOSSEN', 13);
    const oldOpen = await make('Alt offen', 'OFFEN', 30);
    const youngDone = await make('Jung erledigt', 'ABGESCHLOSSEN', 11);

    expect((await sweepTrash(server.app.services)).moved.filter((moved) => moved.companyId === companyId)).toEqual([]);
    expect((await server.call('demo', { method: 'PUT', url: `/companies/${DEMO_COMPANY_ID}/settings`, payload: { retentionMonths: 12 } })).statusCode).toBe(403);
    expect((await server.call('admin', { method: 'PUT', url: `/companies/${companyId}/settings`, payload: { retentionMonths: 0 } })).statusCode).toBe(400);
    const set = await server.call('admin', { method: 'PUT', url: `/companies/${companyId}/settings`, payload: { retentionMonths: 12 } });
    // Only what the change names changes.
    expect(set.json()).toEqual({ photoLocation: true, retentionMonths: 12, faceBlur: 'off', pv: DEFAULT_PV_SETTINGS, trashDays: 30 });

    const report = await sweepTrash(server.app.services);
    expect(report.moved.filter((moved) => moved.companyId === companyId)).toEqual([{ companyId, projectId: oldDone }]);
    const trash = (await server.call('admin', { method: 'GET', url: `/companies/${companyId}/trash` })).json();
    expect(trash).toEqual([expect.objectContaining({ project: expect.objectContaining({ id: oldDone }), automatic: true })]);
    const listed = (await server.call('admin', { method: 'GET', url: `/companies/${companyId}` })).json().projects.map((project: { id: string }) => project.id);
    expect(listed.sort()).toEqual([oldOpen, youngDone].sort());

    // Switched off again, nothing more moves.
    expect((await server.call('admin', { method: 'PUT', url: `/companies/${companyId}/settings`, payload: { retentionMonths: null } })).json().retentionMonths).toBeNull();
    await db.query(`UPDATE projects SET updated_at = now() - interval '5 years' WHERE id = $1`, [youngDone]);
    expect((await sweepTrash(server.app.services)).moved.filter((moved) => moved.companyId === companyId)).toEqual([]);
  });
});
