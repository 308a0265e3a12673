// A HEIC photo straight from an iPad (issue 19, item 5): an engine that cannot decode HEIC on the
// device (Chromium here) queues the original as it is, offline too, and the server converts it to
// a JPEG, which the area then shows.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, serverProject } from './api-helpers';
import { startProject, waitForServiceWorker } from './fixtures';

const HEIC = new URL('../../server/files/fixtures/two-colours.heic', import.meta.url);

test('an iPad HEIC the browser cannot decode is queued as it is, offline too, and stored as a JPEG', async ({ page, context }) => {
  test.setTimeout(90_000);
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  await context.setOffline(true);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles({ name: 'IMG_4711.HEIC', mimeType: 'image/heic', buffer: await readFile(HEIC) });
  await expect(page.getByRole('alert').filter({ hasText: '1 Foto gespeichert.' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'IMG_4711.HEIC' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('figure', { name: 'IMG_4711.HEIC' })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images?.length ?? 0, { timeout: 30_000 })
    .toBe(1);
  const [image] = (await serverProject(page, projectId)).electric.zaehlerschrank.analyse.images;
  expect(image).toMatchObject({ originalName: 'IMG_4711.HEIC', contentType: 'image/jpeg' });
  const stored = await page.request.get(`/api${image.url}`, { headers: await apiHeaders(page) });
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const figure = page.getByRole('figure', { name: 'IMG_4711.HEIC' });
  await expect(figure.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await figure.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
