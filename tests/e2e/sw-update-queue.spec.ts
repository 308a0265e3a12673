// A new app version while work is queued (issue 9): photos and values saved offline, a changed
// build deployed, and the new service worker takes over while the upload is on its way. The
// queue survives the switch and reaches the server exactly once.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';
import { ownServer } from './own-server';

const PHOTOS = ['neu-1.jpg', 'neu-2.jpg', 'neu-3.jpg'];

test('a service worker update while photos are queued: the queue survives and drains exactly once', async ({ browser }) => {
  test.setTimeout(120_000);
  // A new build is deployed on a server of its own, so no other spec's page sees the new version.
  const server = await ownServer({ copyDist: true });
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    // Chromium fires a Background Sync at once (the emulated offline does not reach it), and the
    // service worker's calls pass no route: without it the page's own outbox does the sending,
    // which this test holds back and watches (background-sync.spec.ts covers the worker's way).
    await context.addInitScript(() => {
      Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
    });
    await signIn(page, DEMO, '/');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const projectId = await startLocalProject(page);
    await page.getByLabel('Vor- und Nachname').fill('Uwe Update');
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
    const files = await Promise.all(
      PHOTOS.map(async (name, n) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30 + n * 60, g: 140, b: 200 } } }).jpeg().toBuffer(),
      })),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
    await (await chooser).setFiles(files);
    for (const name of PHOTOS) await expect(page.getByRole('figure', { name })).toBeVisible();
    await page.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
    // The save and each of the three photos.
    await expect(page.getByRole('button', { name: /Offline.*4 Änderungen ausstehend/ })).toBeVisible();

    // The server does the work, but its answers come late: the update lands while they are on the way.
    await page.route('**/api/companies/**', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.fulfill({ response }).catch(() => undefined);
    });
    await server.deployNewVersion();
    const uploading = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/aufstellort'));
    await context.setOffline(false);
    await uploading;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Neue Version verfügbar')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Hey demo' })).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    await page.unroute('**/api/companies/**');

    const names = async () =>
      ((await serverProject(page, projectId))?.storage?.analyse?.images ?? []).map((image: { originalName: string }) => image.originalName).sort();
    await expect.poll(names, { timeout: 60_000 }).toEqual(PHOTOS);
    expect((await serverProject(page, projectId)).customer).toMatchObject({ firstName: 'Uwe', lastName: 'Update' });
    await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 30_000 });
    expect(await names()).toEqual(PHOTOS);
  } finally {
    await server.dispose();
  }
});
