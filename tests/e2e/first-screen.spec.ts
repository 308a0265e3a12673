// The first screen (issue 9, JS budget): the dashboard needs none of the local store's code to
// show its frame and to go to the current company. While that code still loads the frame is
// there and usable; once it is loaded the frame fills in, keeping the tab the user chose.
// Issue 24: a start paints the dashboard as the user last saw it before any of the app's code
// has run; its tabs switch at once, and a project tapped there opens once the app is up.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { companyDashboardPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, projectUrl } from './api-helpers';
import { DEMO, newCompanyProject, signIn } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';

const KEPT = 'vor-ort:erster-bildschirm';

/** The tabs of the dashboard the device keeps for the next start. */
const keptTabs = (page: Page) => page.evaluate((key) => Object.keys((JSON.parse(localStorage.getItem(key) ?? '{}') as { pages?: object }).pages ?? {}), KEPT);

/** Holds the local store's code back until the returned function is called. */
async function holdLocalStore(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/data-layer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Without a service worker every file comes from the network, where the test can hold one back.
test.use({ serviceWorkers: 'block' });

test('the dashboard shows its frame before the local store has loaded, then fills in without losing the chosen tab', async ({ page }) => {
  await signIn(page, DEMO, '/');
  // As on the first start after signing in: the device has kept no dashboard yet. Removed as the
  // next page starts: the dashboard just shown keeps its copy a moment after it changes, and on a
  // busy machine that came after a removal made here and was painted.
  await page.addInitScript((key) => localStorage.removeItem(key), KEPT);
  const release = await holdLocalStore(page);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'NEU' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: /Hey/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'OFFEN' }).click();
  await expect(page.getByRole('tab', { name: 'OFFEN' })).toHaveAttribute('aria-selected', 'true');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hey \S/);
  await expect(page.getByRole('tab', { name: 'OFFEN' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('a start paints the dashboard as last seen before the app has run; its tabs switch at once and a tapped project opens once the app is up', async ({ page }) => {
  const { companyId } = await newCompanyProject(page);
  const projectId = randomUUID();
  const name = 'Dachgeschoss Ølstykke 🏠';
  const project = { id: projectId, name, status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName: 'Ayşe', lastName: 'Şahin' } };
  expect((await page.request.put(projectUrl(projectId, companyId), { headers: await apiHeaders(page), data: project })).status()).toBe(200);

  await page.goto(companyDashboardPath(companyId));
  const dashboard = new DashboardPage(page);
  await expect(dashboard.tab('NEU')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => keptTabs(page)).toEqual(['new']);
  await dashboard.tab('OFFEN').click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect.poll(() => keptTabs(page)).toEqual(['new', 'open']);

  // The copy opens with the tab the dashboard opens with, the one last used at this address; a
  // tab opened on the copy is the one the app opens with.
  let release = await holdLocalStore(page);
  await page.goto(companyDashboardPath(companyId));
  const painted = page.locator('#erster-bildschirm');
  const paintedTab = (tab: string) => painted.locator(`[data-tap="tab:${tab}"]`);
  await expect(paintedTab('open')).toHaveAttribute('aria-selected', 'true');
  await expect(painted.getByText(name)).toBeVisible();
  await expect(painted.getByText('Kunde: Ayşe Şahin')).toBeVisible();
  // The app's own page is not shown yet.
  await expect(page.locator('#root')).toBeHidden();
  await paintedTab('new').click();
  await expect(paintedTab('new')).toHaveAttribute('aria-selected', 'true');
  await expect(painted.getByText('Start', { exact: true })).toBeVisible();
  release();
  await expect(painted).toHaveCount(0);
  await expect(dashboard.tab('NEU')).toHaveAttribute('aria-selected', 'true');

  // A project tapped on the copy, after opening its list there, opens once the app is up.
  await page.unrouteAll();
  release = await holdLocalStore(page);
  await page.goto(companyDashboardPath(companyId));
  await expect(paintedTab('new')).toHaveAttribute('aria-selected', 'true');
  await paintedTab('open').click();
  await painted.getByText(name).click();
  // A bar along the top shows the tap was taken.
  await expect(painted).toHaveClass(/erster-bildschirm-tippen/);

  release();
  await expect(page).toHaveURL(new RegExp(`/projekte/${projectId}`));
  await expect(painted).toHaveCount(0);
});

test('a project changed away from the dashboard is never painted as it was', async ({ page }) => {
  const { companyId } = await newCompanyProject(page);
  await page.goto(companyDashboardPath(companyId));
  const dashboard = new DashboardPage(page);
  await dashboard.tab('OFFEN').click();
  await expect.poll(() => keptTabs(page)).toContain('open');

  // Completed on its own page; the app is closed there.
  await page.getByRole('main').getByRole('heading', { level: 2, name: 'Neues Projekt' }).click();
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.getByRole('button', { name: 'Projektdetails' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Erledigt' }).click();
  await page.getByRole('dialog', { name: 'Noch nicht vollständig' }).getByRole('button', { name: 'Trotzdem abschließen' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Erledigt');

  // The next start paints nothing of the old list: the app shows the project completed.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('erster-bildschirm')) return;
      Object.assign(window, { paintedOld: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(companyDashboardPath(companyId));
  await expect.poll(() => dashboard.count('ERLEDIGT')).toBe(1);
  expect(await page.evaluate(() => 'paintedOld' in window)).toBe(false);
});
