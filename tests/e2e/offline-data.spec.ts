// The local store and outbox in the browser against the real server (issue 4): work done
// offline is kept across reloads and arrives on the server exactly once when back online.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { DEMO, signIn, waitForServiceWorker } from './fixtures';

async function apiProjects(page: Page): Promise<Array<{ id: string; name: string }>> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('vor-ort.oidc.user:')) as string;
    return JSON.parse(localStorage.getItem(key) as string).access_token as string;
  });
  const response = await page.request.get(`/api/companies/${DEMO_COMPANY_ID}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).projects;
}

test('a project started offline survives an offline reload and reaches the server once', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'OFFEN' }).click();
  await expect(page.getByRole('heading', { name: 'Becker' })).toBeVisible();
  const before = await apiProjects(page);
  // Other specs start projects too; this one adds exactly one more 'Neues Projekt'.
  const newCards = page.getByRole('heading', { name: 'Neues Projekt' });
  const newBefore = await newCards.count();

  await context.setOffline(true);
  await page.getByRole('tab', { name: 'NEU' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/projekte\/[0-9a-f-]{36}\/kundendaten$/);
  const projectId = page.url().split('/').at(-2) as string;

  await page.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await page.reload();
  await page.getByRole('tab', { name: 'OFFEN' }).click();
  await expect(newCards).toHaveCount(newBefore + 1);
  await expect(page.getByRole('heading', { name: 'Becker' })).toBeVisible();
  await expect(page.getByRole('button', { name: /1 Änderung ausstehend/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
  const after = await apiProjects(page);
  expect(after).toHaveLength(before.length + 1);
  expect(after.filter((project) => project.id === projectId)).toEqual([expect.objectContaining({ name: 'Neues Projekt' })]);
});

test('an image seen once online opens offline from the service worker cache', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('vor-ort.oidc.user:')) as string;
    return JSON.parse(localStorage.getItem(key) as string).access_token as string;
  });
  const companies = await (await page.request.get('/api/companies', { headers: { authorization: `Bearer ${token}` } })).json();
  const image = companies[0].projects.flatMap((p: { roof?: { outside?: { analyse?: { images?: Array<{ url: string }> } } } }) => p.roof?.outside?.analyse?.images ?? [])[0];
  const load = () =>
    page.evaluate(
      async ({ url, token }) => {
        const response = await fetch(`/api${url}`, { headers: { authorization: `Bearer ${token}` } });
        return { status: response.status, type: response.headers.get('content-type'), size: (await response.blob()).size };
      },
      { url: image.url, token },
    );
  const online = await load();
  expect(online).toMatchObject({ status: 200, type: 'image/jpeg' });
  await context.setOffline(true);
  expect(await load()).toEqual(online);
  await context.setOffline(false);
});

test("'Mein Profil' shows used and available storage on the device", async ({ page }) => {
  await signIn(page, DEMO, '/profile');
  await expect(page.getByRole('heading', { name: 'Speicher auf diesem Gerät' })).toBeVisible();
  await expect(page.getByText(/von .* belegt \(\d+ %\)/)).toBeVisible();
});
