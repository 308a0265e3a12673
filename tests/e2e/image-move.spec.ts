// Moving a photo to another area (issue 8): from the full-size view a photo the sorting put on
// the roof goes to the meter cabinet, at once on screen, online and offline, and on the server.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { startProject, waitForServiceWorker } from './fixtures';

/** A plain JPEG of the given colour, ready for a file chooser. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg({ quality: 70 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

class AreaPages {
  constructor(
    private readonly page: Page,
    private readonly projectId: string,
  ) {}

  async openRoofOutside() {
    await this.page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${this.projectId}/dach`);
    await this.page.getByRole('tab', { name: 'Dachaußenseite' }).click();
    await expect(this.page.getByRole('tab', { name: 'Dachaußenseite' })).toHaveAttribute('aria-selected', 'true');
  }

  async openMeterCabinet() {
    await this.page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${this.projectId}/elektrik`);
    await expect(this.page.getByRole('tab', { name: 'Zählerschrank' })).toHaveAttribute('aria-selected', 'true');
  }

  /** Uploads a photo through the area's upload button and waits until the server has it. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
    await (await chooser).setFiles(file);
    await expect(this.page.getByText(/Upload erfolgreich \(1 Bild\)/)).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('button', { name: `${file.name} öffnen` })).toBeVisible();
  }

  photo(name: string) {
    return this.page.getByRole('figure', { name });
  }

  /** Opens the photo full size and picks the area in 'Verschieben nach …'. */
  async move(name: string, area: string) {
    await this.page.getByRole('button', { name: `${name} öffnen` }).click();
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog.getByRole('img', { name })).toBeVisible();
    await dialog.getByRole('button', { name: 'Verschieben nach …' }).click();
    await this.page.getByRole('menuitem', { name: area, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

const namesIn = (images: Array<{ originalName: string }> | undefined) => (images ?? []).map((image) => image.originalName);

test('"the app lets the user move a photo to another area": roof → Elektrik/Zählerschrank, online and then offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  const areas = new AreaPages(page, projectId);

  // Online: the photo leaves the roof at once and the server has it in the meter cabinet.
  await areas.openRoofOutside();
  await areas.upload(await photo('zaehler.jpg', '#757575'));
  await areas.move('zaehler.jpg', 'Elektrik/Zählerschrank');
  await expect(page.getByRole('alert').filter({ hasText: 'Foto nach Elektrik/Zählerschrank verschoben.' })).toBeVisible();
  await expect(areas.photo('zaehler.jpg')).toHaveCount(0);
  await expect
    .poll(async () => namesIn((await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images), { timeout: 20_000 })
    .toEqual(['zaehler.jpg']);
  const server = await serverProject(page, projectId);
  expect(namesIn(server.roof.outside.analyse.images)).toEqual([]);
  expect(server.electric.zaehlerschrank.analyse.images[0].componentType).toBe('elektrik');
  await areas.openMeterCabinet();
  await expect(areas.photo('zaehler.jpg')).toBeVisible();

  // Offline: the move shows at once and reaches the server once the connection is back.
  await areas.openRoofOutside();
  await areas.upload(await photo('sicherungen.jpg', '#616161'));
  await context.setOffline(true);
  await areas.move('sicherungen.jpg', 'Elektrik/Zählerschrank');
  await expect(page.getByRole('alert').filter({ hasText: 'Foto nach Elektrik/Zählerschrank verschoben.' })).toBeVisible();
  await expect(areas.photo('sicherungen.jpg')).toHaveCount(0);
  await areas.openMeterCabinet();
  await expect(areas.photo('sicherungen.jpg')).toBeVisible();
  await expect(areas.photo('zaehler.jpg')).toBeVisible();
  expect(namesIn((await serverProject(page, projectId)).roof.outside.analyse.images)).toEqual(['sicherungen.jpg']);

  await context.setOffline(false);
  await expect
    .poll(async () => namesIn((await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images).sort(), { timeout: 30_000 })
    .toEqual(['sicherungen.jpg', 'zaehler.jpg']);
  expect(namesIn((await serverProject(page, projectId)).roof.outside.analyse.images)).toEqual([]);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
  await areas.openRoofOutside();
  await expect(areas.photo('sicherungen.jpg')).toHaveCount(0);
});

test('a PDF is not offered a move; photos are offered every other area', async ({ page }) => {
  const projectId = await startProject(page);
  const areas = new AreaPages(page, projectId);
  await areas.openMeterCabinet();
  await areas.upload(await photo('zaehler.jpg', '#9e9e9e'));
  await page.getByRole('button', { name: 'zaehler.jpg öffnen' }).click();
  await page.getByRole('dialog', { name: 'zaehler.jpg' }).getByRole('button', { name: 'Verschieben nach …' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dach Innenseite', 'Dach Außenseite', 'Erdung', 'Aufstellort', 'Zustand Haus']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') });
  await expect(page.getByRole('button', { name: 'plan.pdf öffnen' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Verschieben nach …' })).toHaveCount(0);
});
