// Wi-Fi without a route (issue 19): the browser reports a network, but nothing reaches the server.
// The page's API requests are held open by a route that never answers, as a captive portal or a
// repeater without uplink does; the service worker's Background Sync is switched off, since its
// calls pass no route. No overlay waits on such a request longer than its deadline, the app shows
// that the server does not answer, and the work goes out once it answers again.
import { expect, test, type Route } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { startProject } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
});

/** Holds every API request open until `release`, which lets them and later ones through. */
async function holdApi(page: import('@playwright/test').Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', (route) => (holding ? void held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.abort('connectionreset').catch(() => undefined)));
    },
  };
}

test('an upload into a connection that carries nothing: the overlay gives way, the back arrow works, and the photo arrives once', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  const dead = await holdApi(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8d6e63' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'zaehlerschrank_kellerflur.jpg', mimeType: 'image/jpeg', buffer }]);
  const busy = page.getByRole('status').filter({ hasText: 'Elektrik wird analysiert' });
  await expect(busy).toBeVisible();
  // Within the upload's deadline the overlay closes with the reason, and the app says the server does not answer.
  await expect(page.getByText('Keine Verbindung zum Server – das Foto wird übertragen, sobald sie besteht.')).toBeVisible({ timeout: 20_000 });
  await expect(busy).toBeHidden();
  await expect(page.getByRole('button', { name: /^Keine Verbindung zum Server – Änderungen werden gespeichert/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'zaehlerschrank_kellerflur.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page).toHaveURL(/\/men%C3%BC$|\/menü$/);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();

  // The server answers again: the app finds out by itself and sends the photo, once.
  await dead.release();
  await expect(page.getByRole('button', { name: /^Online\. Alle Änderungen übertragen$/ })).toBeVisible({ timeout: 30_000 });
  const images = async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images?.length ?? 0;
  await expect.poll(images, { timeout: 30_000 }).toBe(1);
});

test('a photo collection into a connection that carries nothing leaves the menu usable and says why', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/men%C3%BC`);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  const dead = await holdApi(page);

  await page.getByRole('button', { name: 'Fotosammlung hochladen' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos auswählen' }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#546e7a' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'dach_nord.jpg', mimeType: 'image/jpeg', buffer }]);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const overlay = page.getByRole('dialog', { name: 'Fotosammlung wird verarbeitet' });
  await expect(overlay).toBeVisible();
  await expect(page.getByText('Keine Verbindung zum Server – die Fotos werden übertragen, sobald sie besteht.')).toBeVisible({ timeout: 20_000 });
  await expect(overlay).toBeHidden();
  await page.getByRole('button', { name: 'Das Dach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Das Dach' })).toBeVisible();

  await dead.release();
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/men%C3%BC`);
  await expect(page.getByText(/^Fotosammlung verarbeitet: 1 Bild/)).toBeVisible({ timeout: 90_000 });
});

test('the protocol on a connection that carries nothing: made on the device, and at once once the server is known not to answer', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.getByLabel('Vor- und Nachname').fill('Ayşe Özdemir');
  await expect.poll(async () => (await serverProject(page, projectId))?.name, { timeout: 20_000 }).toBe('Özdemir');
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/protokoll`);
  await expect(page.getByText('Ayşe Özdemir')).toBeVisible();
  const pdfRequests: string[] = [];
  page.on('request', (request) => request.url().endsWith('/pdf') && pdfRequests.push(request.url()));
  await holdApi(page);

  const made = page.getByRole('alert').filter({ hasText: 'Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.' });
  const attempt = async () => {
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe('protocol_Ayşe_Özdemir.pdf'.normalize());
    await expect(made).toBeVisible();
  };
  // The first attempt learns that the server does not answer; the second does not wait for it again.
  await attempt();
  const asked = pdfRequests.length;
  await attempt();
  expect(pdfRequests).toHaveLength(asked);
  await expect(page.getByRole('button', { name: /^Keine Verbindung zum Server/ })).toBeVisible();
});

test.describe('without the service worker, whose image cache would answer', () => {
  test.use({ serviceWorkers: 'block' });

  test('photos that could not load while nothing reached the server show by themselves once it answers again', async ({ page }) => {
    test.setTimeout(90_000);
    const projectId = await startProject(page);
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5d4037' } }).jpeg().toBuffer();
    await (await chooser).setFiles([{ name: 'zaehler_dachboden.jpg', mimeType: 'image/jpeg', buffer }]);
    await expect(page.getByText(/Upload erfolgreich \(1 Bild\)/)).toBeVisible({ timeout: 30_000 });

    await page.route('**/api/**', (route) => route.abort('addressunreachable'));
    await page.reload();
    const photo = page.getByRole('figure', { name: 'zaehler_dachboden.jpg' });
    await expect(photo).toContainText('Bild konnte nicht geladen werden');
    await page.unroute('**/api/**');
    await expect(page.getByRole('button', { name: /^Online\. Alle Änderungen übertragen$/ })).toBeVisible({ timeout: 30_000 });
    await expect(photo).not.toContainText('Bild konnte nicht geladen werden');
    await expect(photo.getByRole('img')).toBeVisible();
  });
});
