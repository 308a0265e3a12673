// A morning's work without signal (issue 4): a new project, customer data and ten photos
// across areas, all offline; a reload offline shows everything; back online, the server holds
// every value and every image exactly once.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';

/** A plain JPEG of the given size and colour, ready for a file chooser. */
async function photo(name: string, width: number, height: number, color: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 70 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Adds photos through the area's upload button and waits until each shows as a tile. */
async function addPhotos(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
  for (const file of files) {
    await expect(page.getByRole('figure', { name: file.name.replace(/\.png$/, '.jpg') })).toBeVisible();
  }
}

const names = (images: Array<{ originalName: string }> | undefined) => (images ?? []).map((image) => image.originalName).sort();

test('offline: new project, customer data and 10 photos; reload offline; online: all on the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const projectId = await startLocalProject(page);
  await page.getByLabel('Vor- und Nachname').fill('Jörg Müller');
  await page.getByLabel('Telefon').fill('0621 123456');
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
  await page.getByLabel('PLZ').fill('69117');
  await page.getByLabel('Ort').fill('Heidelberg');
  await page.getByLabel('Solaranlage').check();
  await page.getByLabel('Wallbox').check();
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);

  const base = `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}`;
  await page.goto(`${base}/dach`);
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await addPhotos(page, [await photo('sued.jpg', 800, 600, '#a1887f'), await photo('nord.jpg', 800, 600, '#8d6e63'), await photo('ost.jpg', 640, 480, '#6d4c41')]);
  await page.getByRole('tab', { name: 'Dachinnenseite' }).click();
  const big = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#d7ccc8' } }).png().toBuffer();
  await addPhotos(page, [{ name: 'sparren.png', mimeType: 'image/png', buffer: big }]);
  await expect(page.getByText('wartet auf Upload').first()).toBeVisible();
  await expect(page.getByText('wartet auf Verbindung').first()).toBeVisible();

  await page.goto(`${base}/elektrik`);
  await addPhotos(page, [await photo('zaehler1.jpg', 600, 800, '#9e9e9e'), await photo('zaehler2.jpg', 600, 800, '#757575'), await photo('sicherungen.jpg', 600, 800, '#616161')]);
  await page.goto(`${base}/aufstellort`);
  await addPhotos(page, [await photo('keller1.jpg', 800, 600, '#bdbdbd'), await photo('keller2.jpg', 800, 600, '#e0e0e0'), await photo('keller3.jpg', 800, 600, '#cfd8dc')]);

  // Everything is still there after an offline reload.
  await page.reload();
  for (const name of ['keller1.jpg', 'keller2.jpg', 'keller3.jpg']) await expect(page.getByRole('figure', { name })).toBeVisible();
  await page.goto(`${base}/kundendaten`);
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Jörg Müller');
  await expect(page.getByLabel('Wallbox')).toBeChecked();
  expect(await serverProject(page, projectId).catch(() => null)).toBeNull();

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      return project && names(project.storage?.analyse?.images).length + names(project.roof?.outside?.analyse?.images).length +
        names(project.roof?.inside?.analyse?.images).length + names(project.electric?.zaehlerschrank?.analyse?.images).length;
    }, { timeout: 60_000 })
    .toBe(10);
  const project = await serverProject(page, projectId);
  expect(project).toMatchObject({
    name: 'Müller',
    status: 'OFFEN',
    customer: { firstName: 'Jörg', lastName: 'Müller', phone: '0621 123456', address: 'Hauptstraße 1\n69117 Heidelberg', services: { solar: true, battery: false, wallbox: true } },
  });
  expect(names(project.roof.outside.analyse.images)).toEqual(['nord.jpg', 'ost.jpg', 'sued.jpg']);
  expect(names(project.roof.inside.analyse.images)).toEqual(['sparren.jpg']);
  expect(names(project.electric.zaehlerschrank.analyse.images)).toEqual(['sicherungen.jpg', 'zaehler1.jpg', 'zaehler2.jpg']);
  expect(names(project.storage.analyse.images)).toEqual(['keller1.jpg', 'keller2.jpg', 'keller3.jpg']);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
});
