// The outbox against trouble (issue 4): injected 500 and 429 answers, and two tabs replaying
// at once. Nothing is lost and nothing arrives twice.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';

/** Starts a project from the dashboard and adds `count` photos at its Aufstellort; answers its id. */
async function startProjectWithPhotos(page: Page, count: number): Promise<string> {
  await page.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  const projectId = await startLocalProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
  const files = await Promise.all(
    Array.from({ length: count }, async (_, n) => ({
      name: `foto-${n + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: `#${(40 + n * 20).toString(16)}8060` } }).jpeg().toBuffer(),
    })),
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
  await expect(page.getByRole('figure', { name: `foto-${count}.jpg` })).toBeVisible();
  return projectId;
}

test('injected 500 and 429 answers are retried until everything arrived, each photo once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO, '/');
  let injected = 0;
  // On the context, so the service worker's replays meet the faults too, not only the page's sends.
  await page.context().route('**/api/companies/**', async (route) => {
    const method = route.request().method();
    if ((method === 'PUT' || method === 'POST') && injected < 4) {
      injected += 1;
      await route.fulfill(
        injected % 2
          ? { status: 500, contentType: 'application/json', body: '{"error":"internal"}' }
          : { status: 429, contentType: 'application/json', headers: { 'retry-after': '1' }, body: '{"error":"overloaded"}' },
      );
      return;
    }
    await route.continue();
  });
  const projectId = await startProjectWithPhotos(page, 3);
  await expect.poll(async () => (await serverProject(page, projectId))?.storage?.analyse?.images?.length ?? 0, { timeout: 60_000 }).toBe(3);
  expect(injected).toBe(4);
  const images = (await serverProject(page, projectId)).storage.analyse.images;
  expect(images.map((image: { originalName: string }) => image.originalName).sort()).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg']);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
});

test('two tabs open at once: work from one shows in the other and reaches the server once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const second = await context.newPage();
  await second.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await expect(second.getByText('Hey demo')).toBeVisible();

  const list = new DashboardPage(second);
  await list.tab('OFFEN').click();
  const before = await list.count('OFFEN');

  await context.setOffline(true);
  const projectId = await startProjectWithPhotos(page, 4);
  await expect.poll(() => list.count('OFFEN')).toBe(before + 1);

  await context.setOffline(false);
  await expect.poll(async () => (await serverProject(page, projectId))?.storage?.analyse?.images?.length ?? 0, { timeout: 60_000 }).toBe(4);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
  await expect(second.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
  const project = await serverProject(page, projectId);
  expect(new Set(project.storage.analyse.images.map((image: { originalName: string }) => image.originalName)).size).toBe(4);
});
