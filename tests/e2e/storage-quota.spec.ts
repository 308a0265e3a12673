// The device's storage runs full (issue 9): with the browser's quota forced tiny, new photos
// cannot be kept, and the app says so in German; what was saved before survives a reload, and
// the photos queued before still upload, once, when there is room and a connection again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { namedPhoto } from './photos';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { SYNC_TEXTS } from '../../src/sync/texts';
import { serverProject } from './api-helpers';
import { CHROMIUM_LAUNCH } from './browser';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';

function photos(prefix: string, count: number) {
  return Promise.all(Array.from({ length: count }, (_, n) => namedPhoto(`${prefix}-${n + 1}.jpg`, 800, 600)));
}

async function addPhotos(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
}

/** Whether the origin's storage refuses a new write now (the quota override has taken hold). */
function deviceIsFull(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('quota-probe', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('probe');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<boolean>((resolve) => {
        const transaction = db.transaction('probe', 'readwrite');
        transaction.objectStore('probe').put(new Blob([new Uint8Array(65_536)]), 'probe');
        transaction.oncomplete = () => resolve(false);
        transaction.onabort = () => resolve(transaction.error?.name === 'QuotaExceededError');
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Chromium applies a quota override only to a store not yet in use, so the tiny quota is set on a
 * second start of the same profile: the first session saves the work, the second finds the device
 * full, as a tablet would after a day of photos.
 */
test('storage full: a German warning, nothing saved before is lost, queued photos upload once with room again', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const profile = await mkdtemp(path.join(tmpdir(), 'vor-ort-quota-'));
  const options = { ...CHROMIUM_LAUNCH, baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 800, height: 1280 }, serviceWorkers: 'allow' as const };
  const origin = new URL(baseURL as string).origin;
  const before = await photos('vorher', 2);
  let projectId = '';
  try {
    const first = await chromium.launchPersistentContext(profile, options);
    // No Background Sync: a sync left pending would wake the service worker at the second start,
    // and it would open the store before the quota is set (background-sync.spec.ts covers it).
    await first.addInitScript(() => {
      Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
    });
    const page = first.pages()[0] ?? (await first.newPage());
    await signIn(page, DEMO, '/');
    await waitForServiceWorker(page);
    await first.setOffline(true);
    projectId = await startLocalProject(page);
    await page.getByLabel('Vor- und Nachname').fill('Greta Speicher');
    await page.getByLabel('Telefon').fill('0621 998877');
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
    await addPhotos(page, before);
    for (const file of before) await expect(page.getByRole('figure', { name: file.name })).toBeVisible();
    await first.close();

    // Without its service worker, which could open the store (a pending Background Sync) before
    // the quota is set; the API stays out of reach until the quota is back.
    const second = await chromium.launchPersistentContext(profile, { ...options, serviceWorkers: 'block' });
    await second.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const again = second.pages()[0] ?? (await second.newPage());
    const cdp = await second.newCDPSession(again);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1024 });
    const aufstellort = `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`;
    await again.goto(aufstellort);
    for (const file of before) await expect(again.getByRole('figure', { name: file.name })).toBeVisible();
    await expect.poll(() => deviceIsFull(again)).toBe(true);
    await addPhotos(again, await photos('zuviel', 2));
    await expect(again.getByRole('alert').filter({ hasText: SYNC_TEXTS.storageFull })).toBeVisible();
    await expect(again.getByRole('figure', { name: 'zuviel-1.jpg' })).toHaveCount(0);

    // Nothing saved before the storage ran full is gone, also after a reload.
    await again.reload();
    for (const file of before) await expect(again.getByRole('figure', { name: file.name })).toBeVisible();
    await again.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/kundendaten`);
    await expect(again.getByLabel('Vor- und Nachname')).toHaveValue('Greta Speicher');
    await expect(again.getByLabel('Telefon')).toHaveValue('0621 998877');
    // A change that cannot be kept says so, and stays in the form to be saved with room again.
    await again.getByLabel('Telefon').fill('0621 111222');
    await again.getByRole('button', { name: 'Fertig' }).click();
    await expect(again.getByRole('alert').filter({ hasText: SYNC_TEXTS.storageFull })).toBeVisible();
    await expect(again).toHaveURL(/\/kundendaten$/);
    await expect(again.getByLabel('Telefon')).toHaveValue('0621 111222');

    // Room again and a connection: the photos queued before arrive, each once.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await second.unroute('**/api/**');
    await again.getByRole('button', { name: 'Fertig' }).click();
    await expect(again).toHaveURL(/\/men(ü|%C3%BC)$/);
    await again.getByRole('button', { name: 'VERSTANDEN!' }).click();
    // The save itself starts a sync; the photos' earlier failed tries wait for their next turn.
    await again.getByRole('button', { name: /^Online\. / }).click();
    await again.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    await again.getByRole('button', { name: 'Schließen' }).click();
    const names = async () =>
      ((await serverProject(again, projectId))?.storage?.analyse?.images ?? []).map((image: { originalName: string }) => image.originalName).sort();
    await expect.poll(names, { timeout: 60_000 }).toEqual(['vorher-1.jpg', 'vorher-2.jpg']);
    expect((await serverProject(again, projectId)).customer).toMatchObject({ firstName: 'Greta', lastName: 'Speicher', phone: '0621 111222' });
    await expect(again.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 30_000 });
    await second.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
