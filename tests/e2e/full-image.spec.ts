// The full-size view of a photo: its × stays where it is while the picture loads and replaces the
// spinner, so a tap meant for it never lands beside it (a helper session saw the × jump as the
// server's copy replaced the device's, the dialog re-centring around a loading box).
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { projectPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { uploadFile } from './api-helpers';
import { startProject } from './fixtures';

test("the full-size view's close button stays in place while the photo loads", async ({ page }) => {
  const projectId = await startProject(page);
  // Taken on another device: this one has no bytes of it and loads the server's copy when opened.
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#455a64' } }).jpeg().toBuffer();
  const uploaded = await uploadFile(page, projectId, 'aufstellort', { name: 'heizraum-ø.jpg', mimeType: 'image/jpeg', buffer });
  expect(uploaded.ok()).toBe(true);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'aufstellort'));
  await expect(page.getByRole('button', { name: 'heizraum-ø.jpg öffnen' })).toBeVisible({ timeout: 20_000 });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The context's route: the service worker fetches the photo for the page.
  await page.context().route(/\/images\/[^/?]+$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'heizraum-ø.jpg öffnen' }).click();
  const viewer = page.getByRole('dialog', { name: 'heizraum-ø.jpg' });
  const close = viewer.getByRole('button', { name: 'Schließen' });
  await expect(viewer.getByRole('progressbar')).toBeVisible();
  const whileLoading = await close.boundingBox();
  release();
  const picture = viewer.getByRole('img', { name: 'heizraum-ø.jpg' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  expect(await close.boundingBox()).toEqual(whileLoading);
  await close.click();
  await expect(viewer).toBeHidden();
});
