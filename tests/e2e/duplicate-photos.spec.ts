// The same photo picked again (issue 17, item 11): in one pick, after its upload, in another
// area and offline, the project keeps it once and the user is told so.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { startProject, waitForServiceWorker } from './fixtures';

async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg({ quality: 70 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function pick(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
}

const namesIn = (images: Array<{ originalName: string }> | undefined) => (images ?? []).map((image) => image.originalName);

test('a photo picked again is kept once, in any area and offline, and the alert says how many were there already and where', async ({ page, context }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  const south = await photo('dach_süd.jpg', '#8d6e63');
  const north = await photo('dach_nord.jpg', '#37474f');
  const roofOutside = async () => {
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach`);
    await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  };

  await roofOutside();
  await pick(page, [south, { ...south, name: 'IMG_0001.jpg' }]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen. 1 Foto war schon im Projekt und wurde nicht noch einmal hinzugefügt.' })).toBeVisible({ timeout: 30_000 });

  await pick(page, [{ ...south, name: 'IMG_0002.jpg' }, north]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen. 1 Foto war schon im Projekt (Dach außen) und wurde nicht noch einmal hinzugefügt.' })).toBeVisible({ timeout: 30_000 });
  // Two tiles; a photo still waiting opens full size too, so the server is asked when both are there.
  await expect(page.getByRole('button', { name: /öffnen$/ })).toHaveCount(2);
  await expect.poll(async () => namesIn((await serverProject(page, projectId)).roof.outside.analyse.images), { timeout: 30_000 }).toEqual(['dach_süd.jpg', 'dach_nord.jpg']);

  // Offline, in another area: the device knows the photos the server holds.
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  await expect(page.getByRole('tab', { name: 'Zählerschrank' })).toHaveAttribute('aria-selected', 'true');
  await context.setOffline(true);
  await pick(page, [{ ...north, name: 'zaehler.jpg' }, { ...south, name: 'zaehler_2.jpg' }]);
  await expect(page.getByRole('alert').filter({ hasText: '2 Fotos waren schon im Projekt (Dach außen) und wurden nicht noch einmal hinzugefügt.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /öffnen$/ })).toHaveCount(0);
  const meter = await photo('zaehler_neu.jpg', '#1b5e20');
  await pick(page, [meter]);
  await expect(page.getByRole('alert').filter({ hasText: '1 Foto gespeichert.' })).toBeVisible();
  await pick(page, [{ ...meter, name: 'zaehler_neu_2.jpg' }]);
  await expect(page.getByRole('alert').filter({ hasText: '1 Foto war schon im Projekt (Zählerschrank) und wurde nicht noch einmal hinzugefügt.' })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => namesIn((await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images), { timeout: 30_000 })
    .toEqual(['zaehler_neu.jpg']);
});
