// The server killed in the middle of an upload and started again (issue 4): the outbox keeps
// retrying with the same Idempotency-Key, and every photo arrives exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { accessToken } from './api-helpers';
import { DEMO, signIn, startLocalProject } from './fixtures';

const PORT = 8190;
const ORIGIN = `http://localhost:${PORT}`;

/** Starts `npm start`'s server on PORT with the given data folder, in a process group of its own. */
function startServer(dataDir: string): ChildProcess {
  return spawn('npx', ['tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DIST_DIR: path.join(process.env.E2E_RUN_DIR as string, 'dist'), LOG_LEVEL: 'silent' },
    stdio: 'ignore',
    detached: true,
  });
}

/** Resolves once the server answers its health check. */
async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const up = await fetch(`${ORIGIN}/api/health`).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** Kills the server's process group at once, as a crash would. */
function kill(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    process.kill(-(server.pid as number), 'SIGKILL');
  });
}

test('the server killed mid-upload and restarted: every photo arrives exactly once', async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-restart-'));
  let server = startServer(dataDir);
  try {
    await waitUntilUp();
    const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'block', viewport: { width: 800, height: 1280 } });
    const page = await context.newPage();
    await signIn(page, DEMO, '/');
    const projectId = await startLocalProject(page);
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
    await expect(page.getByRole('button', { name: /Fotos hinzufügen/ })).toBeVisible();

    // Queued offline, so the whole upload starts the moment the network is back.
    await context.setOffline(true);
    const files = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => ({
        name: `raum-${n + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: `#${(30 + n * 25).toString(16)}7050` } }).jpeg({ quality: 95 }).toBuffer(),
      })),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
    await (await chooser).setFiles(files);
    await expect(page.getByRole('figure', { name: 'raum-8.jpg' })).toBeVisible();

    const uploading = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/aufstellort'));
    await context.setOffline(false);
    await uploading;
    await kill(server);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server = startServer(dataDir);
    await waitUntilUp();

    const token = await accessToken(page);
    const images = async () => {
      const response = await fetch(`${ORIGIN}/api/companies/${DEMO_COMPANY_ID}/projects/${projectId}`, { headers: { authorization: `Bearer ${token}` } });
      return response.ok ? (((await response.json()).storage?.analyse?.images ?? []) as Array<{ originalName: string }>) : [];
    };
    await expect.poll(async () => (await images()).length, { timeout: 90_000 }).toBe(8);
    expect((await images()).map((image) => image.originalName).sort()).toEqual(files.map((file) => file.name).sort());
    await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 30_000 });
    await context.close();
  } finally {
    await kill(server).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
});
