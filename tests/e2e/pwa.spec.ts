// The installable, offline-capable PWA (issue: after one online visit, the signed-in shell
// opens with the network switched off).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './browser';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { DEMO, signIn, waitForServiceWorker } from './fixtures';
import { ownServer } from './own-server';

test('Chromium considers the app installable, with a German manifest', async ({ baseURL }) => {
  // Installing needs a real profile: Playwright's default contexts count as incognito.
  const profile = await mkdtemp(path.join(tmpdir(), 'vor-ort-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL, serviceWorkers: 'allow' });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'de', short_name: 'Vor-Ort', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.name).toContain('Vor-Ort');
  const maskable = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable');
  expect(maskable.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('after one online visit, an offline reload still renders the signed-in shell', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await expect(page).toHaveURL(new RegExp(`/companies/${DEMO_COMPANY_ID}/dashboard$`));
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hey demo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'OFFEN' })).toBeVisible();

  // A page never opened before comes from the precache too.
  await page.goto('/kalender');
  await expect(page.getByRole('heading', { name: 'Mein Kalender' })).toBeVisible();
  await context.setOffline(false);
});

test('a new version shows "Neue Version verfügbar" and "Aktualisieren" switches to it', async ({ browser }) => {
  // A new build is deployed on a server of its own, so no other spec's page sees the new version.
  // Starting that server (a database, migrations, the demo data) took 44 s of a loaded CI machine.
  test.setTimeout(120_000);
  const server = await ownServer({ copyDist: true });
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await signIn(page);
    await waitForServiceWorker(page);
    await server.deployNewVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('Neue Version verfügbar')).toBeVisible();
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Neue Version verfügbar')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Hey Admin' })).toBeVisible();
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waiting).toBe(false);
    await context.close();
  } finally {
    await server.dispose();
  }
});
