// Photos in a browser whose IndexedDB refuses Blob values (issue 19, item 2), as WebKit does
// without persistent storage (a WebDriver session, Private Browsing, in-app web views): the
// store's put throws 'UnknownError: Error preparing Blob/File data …' for any record holding a
// Blob. Made here in Chromium by an init script that refuses them in the same way.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';
import { namedPhoto, type Photo } from './photos';

/** Refuses Blob values in IndexedDB, and with `bytesToo` ArrayBuffers as well (no storage for photos at all). */
function refuseBlobs({ bytesToo }: { bytesToo: boolean }) {
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const record = value as { blob?: unknown; bytes?: unknown } | null;
      if (record && typeof record === 'object' && (record.blob instanceof Blob || (bytesToo && record.bytes instanceof ArrayBuffer))) {
        throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
      }
      return original.call(this, value, key);
    };
  }
}

async function pick(page: Page, files: Photo[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
}

const names = (images: Array<{ originalName: string }> | undefined) => (images ?? []).map((image) => image.originalName).sort();

test('photos are kept as bytes where Blobs are refused: offline, through a reload, and sent once online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addInitScript(refuseBlobs, { bytesToo: false });
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const projectId = await startLocalProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  await pick(page, [await namedPhoto('zählerschrank.jpg'), await namedPhoto('sicherungen.jpg')]);
  await expect(page.getByRole('alert').filter({ hasText: '2 Fotos gespeichert. Sie werden hochgeladen, sobald eine Verbindung besteht.' })).toBeVisible();
  await expect(page.getByText('Upload fehlgeschlagen')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('figure', { name: 'zählerschrank.jpg' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'sicherungen.jpg' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'sicherungen.jpg' }).getByRole('img')).toHaveJSProperty('complete', true);

  await context.setOffline(false);
  await expect
    .poll(async () => names((await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images), { timeout: 30_000 })
    .toEqual(['sicherungen.jpg', 'zählerschrank.jpg']);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
});

test('a browser mode that keeps no photos at all says so in German and keeps the page usable', async ({ page, context }) => {
  await context.addInitScript(refuseBlobs, { bytesToo: true });
  await signIn(page, DEMO, '/');
  const projectId = await startLocalProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
  await pick(page, [await namedPhoto('keller.jpg')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Dieser Browser-Modus kann keine Fotos auf dem Gerät speichern.' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Teilen → Zum Home-Bildschirm');
  await page.getByRole('button', { name: /zurück/i }).first().click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
});
