// Scale-out proven (issue 24, point 7): two server processes on one PostgreSQL database and one
// S3-compatible bucket (s3rver), configured with the same external issuer, behind a round-robin
// proxy. The app signs in and works through the proxy; a project saved through one server is read
// through the other; a photo collection uploaded through one is finished by the other's worker
// while the first is dead; nothing is lost or stored twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { startS3Server } from '../../server/test-support/s3-server';
import { createThrowawayDatabase } from '../../server/test-support/throwaway-database';
import { startCluster } from '../support/scale-out-cluster';
import { accessToken, projectUrl } from './api-helpers';
import { DEMO, signIn, startLocalProject } from './fixtures';
import { KundendatenPage } from './pages/kundendaten-page';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const PHOTOS = 12;

test('two servers behind a proxy share one database and one bucket: the app works, and a crash loses nothing @one-size', async ({ browser }) => {
  test.skip(!ADMIN_URL, 'needs PostgreSQL (TEST_DATABASE_URL)');
  test.setTimeout(300_000);
  const runDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-scale-out-'));
  const database = await createThrowawayDatabase(ADMIN_URL as string, 'vorort_e2e');
  const bucket = await startS3Server('vor-ort-scale-out');
  const cluster = await startCluster({ databaseUrl: database.url, s3Env: bucket.env, distDir: path.join(process.env.E2E_RUN_DIR as string, 'dist'), runDir, servers: 2 });
  const [first, second] = cluster.servers;
  const context = await browser.newContext({ baseURL: cluster.origin, viewport: { width: 800, height: 1280 }, hasTouch: true });
  try {
    const page = await context.newPage();
    let projectId = '';
    const get = async (origin: string, token: string) => fetch(`${origin}${projectUrl(projectId)}`, { headers: { authorization: `Bearer ${token}` } });

    await test.step('sign-in at the issuer and a survey typed in the app, through the proxy', async () => {
      await signIn(page, DEMO, '/');
      projectId = await startLocalProject(page);
      const kunde = new KundendatenPage(page);
      await kunde.fullName.fill('Łukasz Øster-Şahin');
      const token = await accessToken(page);
      // Each server, asked past the proxy, has what the app saved through it.
      for (const server of cluster.servers) {
        await expect.poll(async () => (await (await get(server.origin, token)).json()).customer?.lastName, { timeout: 20_000 }).toBe('Øster-Şahin');
      }
      expect([...cluster.proxy.answered.values()].every((count) => count > 0), 'both servers answered the app').toBe(true);
    });

    await test.step('a save through one server is read through the other, with the same version', async () => {
      const token = await accessToken(page);
      const read = await get(first.origin, token);
      const project = await read.json();
      const saved = await fetch(`${first.origin}${projectUrl(projectId)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': read.headers.get('etag') as string },
        body: JSON.stringify({ ...project, customer: { ...project.customer, phone: '+49 621 987654' } }),
      });
      expect(saved.status).toBe(200);
      const other = await get(second.origin, token);
      expect((await other.json()).customer?.phone).toBe('+49 621 987654');
      expect(other.headers.get('etag')).toBe(saved.headers.get('etag'));
      // The version the first server replaced is stale on the second too: no edit is overwritten unseen.
      const stale = await fetch(`${second.origin}${projectUrl(projectId)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': read.headers.get('etag') as string },
        body: JSON.stringify(project),
      });
      expect(stale.status).toBe(412);
    });

    await test.step('a photo collection uploaded through one server, finished by the other after the first died mid-work', async () => {
      const token = await accessToken(page);
      // Only the first runs, so its worker is the one that takes the collection on.
      await second.kill();
      const form = new FormData();
      for (let n = 0; n < PHOTOS; n += 1) {
        const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20 * n, g: 120, b: 200 - 10 * n } } }).jpeg({ quality: 90 }).toBuffer();
        form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `keller-${n + 1}.jpg`);
      }
      const upload = await fetch(`${first.origin}${projectUrl(projectId)}/photo-collection-async`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `scale-out-${projectId}` },
        body: form,
      });
      expect(upload.status, await upload.clone().text()).toBe(202);
      const { ticketId } = await upload.json();
      const job = async () =>
        (await cluster.query<{ state: string; locked_by: string | null; attempts: number }>("SELECT state, locked_by, attempts FROM jobs WHERE kind = 'photo-collection' AND payload->>'ticketId' = $1", [ticketId]))[0];
      await expect.poll(job, { timeout: 30_000, intervals: [50] }).toMatchObject({ state: 'running', locked_by: first.instanceId });

      await second.start();
      await first.kill();
      const status = async () => (await fetch(`${cluster.origin}/api/processing-status/${ticketId}`, { headers: { authorization: `Bearer ${token}` } })).json();
      await expect.poll(async () => (await status()).state, { timeout: 120_000 }).toBe('SAVED');
      // Claimed twice: by the first server, then, once it was dead, by the second.
      expect(await job()).toEqual({ state: 'done', locked_by: null, attempts: 2 });

      const project = await (await fetch(`${cluster.origin}${projectUrl(projectId)}`, { headers: { authorization: `Bearer ${token}` } })).json();
      const names = imageRefs(project).filter((ref) => ref.originalName.startsWith('keller-')).map((ref) => ref.originalName).sort();
      expect(names).toEqual(Array.from({ length: PHOTOS }, (_, n) => `keller-${n + 1}.jpg`).sort());
      // The bucket holds exactly the files the database knows for the project: none missing, none orphaned.
      const rows = await cluster.query<{ file_key: string; thumb_key: string | null; original_key: string | null }>(
        'SELECT file_key, thumb_key, original_key FROM images WHERE company_id = $1 AND project_id = $2',
        [DEMO_COMPANY_ID, projectId],
      );
      const known = rows.flatMap((row) => [row.file_key, row.thumb_key, row.original_key]).filter((key): key is string => Boolean(key)).sort();
      const folder = `companies/${DEMO_COMPANY_ID}/projects/${projectId}/`;
      expect((await bucket.objectKeys()).filter((key) => key.startsWith(folder)).sort()).toEqual(known);
    });

    await test.step('with one server dead, the app still saves through the proxy', async () => {
      const kunde = new KundendatenPage(page);
      await kunde.street.fill('Große Straße 7');
      const token = await accessToken(page);
      await expect.poll(async () => (await (await get(second.origin, token)).json()).customer?.address, { timeout: 30_000 }).toContain('Große Straße 7');
    });
  } finally {
    await context.close();
    await cluster.close();
    await bucket.close();
    await database.drop();
    await rm(runDir, { recursive: true, force: true });
  }
});

interface ImageRef {
  id: string;
  originalName: string;
}

/** Every image reference anywhere in a project document. */
function imageRefs(value: unknown): ImageRef[] {
  if (Array.isArray(value)) return value.flatMap(imageRefs);
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  const own = entries.find(([key]) => key === 'images')?.[1];
  const refs = Array.isArray(own) ? own.filter((item): item is ImageRef => typeof item?.originalName === 'string') : [];
  return [...refs, ...entries.filter(([key]) => key !== 'images').flatMap(([, child]) => imageRefs(child))];
}
