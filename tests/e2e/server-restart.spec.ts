// The server killed in the middle of an upload and started again (issue 4): the outbox keeps
// retrying with the same Idempotency-Key, and every photo arrives exactly once.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { accessToken } from './api-helpers';
import { DEMO, signIn, startLocalProject } from './fixtures';
import { ownServer } from './own-server';

test('the server killed mid-upload and restarted: every photo arrives exactly once', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await ownServer();
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block', viewport: { width: 800, height: 1280 } });
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
    await server.kill();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.start();

    const token = await accessToken(page);
    const images = async () => {
      const response = await fetch(`${server.origin}/api/companies/${DEMO_COMPANY_ID}/projects/${projectId}`, { headers: { authorization: `Bearer ${token}` } });
      return response.ok ? (((await response.json()).storage?.analyse?.images ?? []) as Array<{ originalName: string }>) : [];
    };
    await expect.poll(async () => (await images()).length, { timeout: 90_000 }).toBe(8);
    expect((await images()).map((image) => image.originalName).sort()).toEqual(files.map((file) => file.name).sort());
    await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 30_000 });
    await context.close();
  } finally {
    await server.dispose();
  }
});
