// The local store and outbox in the browser against the real server (issue 4): work done
// offline is kept across reloads and arrives on the server exactly once when back online.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { accessToken, apiHeaders } from './api-helpers';
import { DEMO, signIn, startLocalProject, startProject, waitForServiceWorker } from './fixtures';
import { namedPhoto } from './photos';
import { DashboardPage } from './pages/dashboard-page';

/** The demo company's projects as the server holds them. */
async function serverProjects(page: Page): Promise<Array<{ id: string; name: string; customer?: { lastName?: string } }>> {
  const response = await page.request.get(`/api/companies/${DEMO_COMPANY_ID}`, { headers: await apiHeaders(page) });
  return (await response.json()).projects;
}

test('a project started offline survives an offline reload and reaches the server once', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const dashboard = new DashboardPage(page);
  await dashboard.find('OFFEN', 'Becker');
  await expect(page.getByRole('heading', { name: 'Becker' })).toBeVisible();
  // Other specs start projects at the same time: this one is told apart by a name of its own.
  const lastName = `Einmalig${Date.now()}`;

  await context.setOffline(true);
  const projectId = await startLocalProject(page);
  await page.getByLabel('Vor- und Nachname').fill(`Olga ${lastName}`);

  await page.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await page.reload();
  await dashboard.find('OFFEN', lastName);
  await expect(page.getByRole('heading', { name: lastName })).toHaveCount(1);
  await dashboard.search().fill('Becker');
  await expect(page.getByRole('heading', { name: 'Becker' })).toBeVisible();
  await expect(page.getByRole('button', { name: /1 Änderung ausstehend/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 20_000 });
  const named = (await serverProjects(page)).filter((project) => project.customer?.lastName === lastName);
  expect(named).toEqual([expect.objectContaining({ id: projectId, name: lastName })]);
});

test('an image seen once online opens offline from the service worker cache', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const token = await accessToken(page);
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

test('a photo sent from this tablet shows in the cellar without ever being loaded back', async ({ page, context }) => {
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  // The server never hands a stored photo or thumbnail back: the tablet has only what it sent.
  await context.route(/\/api\/images\/[^/]+(\/thumbnail)?$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(await namedPhoto('typenschild.jpg', 1600, 1200));
  await expect(page.getByText(/Upload erfolgreich \(1 Bild\)/)).toBeVisible({ timeout: 30_000 });
  const tile = page.getByRole('figure', { name: 'typenschild.jpg' });
  await expect(tile).not.toContainText('wartet auf Upload');

  await context.setOffline(true);
  await page.reload();
  await expect(tile).toBeVisible();
  await expect(tile).not.toContainText('wartet auf Upload');
  await tile.getByRole('button', { name: 'typenschild.jpg öffnen' }).click();
  const full = page.getByRole('dialog', { name: 'typenschild.jpg' }).getByRole('img', { name: 'typenschild.jpg' });
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await context.setOffline(false);
});

test("'Mein Profil' shows used and available storage on the device", async ({ page }) => {
  await signIn(page, DEMO, '/profile');
  await expect(page.getByRole('heading', { name: 'Speicher auf diesem Gerät' })).toBeVisible();
  await expect(page.getByText(/von .* belegt \(\d+ %\)/)).toBeVisible();
});
