// The dashboard's lists with a company's many projects (issue 24): each tab counts its projects,
// a list renders a screenful and more as the user scrolls, and a search finds a project by name,
// customer or address however its letters are typed; the browser's back arrow returns to it.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { companyDashboardPath } from '../../src/domain/app-paths';
import { apiHeaders, projectUrl } from './api-helpers';
import { newCompanyProject } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';

const OPEN = 30;
const LONG_ADDRESS = `Kastanienallee ${'Hinterhaus Seitenflügel '.repeat(8)}12, 68159 Mannheim`;

async function companyWithProjects(page: Page): Promise<string> {
  const { companyId } = await newCompanyProject(page);
  const headers = await apiHeaders(page);
  const put = (index: number, fields: Record<string, unknown>) => {
    const id = randomUUID();
    return page.request.put(projectUrl(id, companyId), {
      headers,
      data: { id, name: `Projekt ${index}`, status: 'OFFEN', active: true, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(), ...fields },
    });
  };
  for (let index = 1; index <= OPEN; index += 1) {
    const customer =
      index === 7 ? { firstName: 'Jürgen', lastName: 'Müller' } : index === 3 ? { firstName: 'Ayşe', lastName: 'Şahin', address: LONG_ADDRESS } : { firstName: 'Erika', lastName: `Muster ${index}` };
    expect((await put(index, { customer })).status()).toBe(200);
  }
  for (const index of [101, 102, 103]) expect((await put(index, { status: 'ABGESCHLOSSEN', customer: { lastName: 'Wagner' } })).status()).toBe(200);
  return companyId;
}

test('each tab counts its projects; the list shows a screenful first, the rest as the user scrolls, and back from a project returns to its place', async ({ page }) => {
  const companyId = await companyWithProjects(page);
  // The device has never loaded this company's projects: until it has, it never claims there are
  // none. The company's load is held a second past its request; the page notes any empty claim.
  await page.addInitScript(() => {
    const claims: string[] = [];
    Object.assign(window, { emptyClaims: claims });
    new MutationObserver(() => {
      const open = [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent?.startsWith('OFFEN'))?.textContent ?? '';
      if (open.replace(/\s/g, '') === 'OFFEN0') claims.push(open);
      if (document.body?.textContent?.includes('Du hast aktuell keine offenen Projekte')) claims.push('leer');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  let requested = () => {};
  const request = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/api/companies/${companyId}$`), async (route) => {
    requested();
    await page.waitForTimeout(1_000);
    await route.continue();
  });
  await page.goto(companyDashboardPath(companyId));
  const dashboard = new DashboardPage(page);
  await dashboard.tab('OFFEN').click();
  await request;
  // The company's first project and the thirty put here.
  await expect.poll(() => dashboard.count('OFFEN')).toBe(OPEN + 1);
  await expect.poll(() => dashboard.count('ERLEDIGT')).toBe(3);
  expect(await page.evaluate(() => (window as unknown as { emptyClaims: string[] }).emptyClaims)).toEqual([]);

  await dashboard.tab('OFFEN').click();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards.first()).toHaveText('Neues Projekt');
  expect(await cards.count()).toBeLessThan(OPEN + 1);
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(OPEN + 1, { timeout: 1_000 });
  }).toPass();
  await expect(cards.last()).toHaveText('Projekt 1');

  // The back arrow from the list's last project returns to it, not to the top of the list.
  await cards.last().click();
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.goBack();
  await expect(cards.filter({ hasText: /^Projekt 1$/ })).toBeInViewport();

  await dashboard.tab('ERLEDIGT').click();
  await expect(cards).toHaveCount(3);
});

test('the search finds a project by name, customer or address, spelled any way; back returns to it, home starts afresh', async ({ page }) => {
  const companyId = await companyWithProjects(page);
  await page.goto(companyDashboardPath(companyId));
  const dashboard = new DashboardPage(page);
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });

  await dashboard.find('OFFEN', 'mueller');
  await expect(cards).toHaveText(['Projekt 7']);
  await expect(page.getByRole('status')).toHaveText(`1 von ${OPEN + 1} Projekten`);
  await dashboard.search().fill('Muller Jurgen');
  await expect(cards).toHaveText(['Projekt 7']);
  await dashboard.search().fill('seitenflügel mannheim');
  await expect(cards).toHaveText(['Projekt 3']);
  await expect(page.getByText(LONG_ADDRESS)).toBeVisible();
  await dashboard.search().fill('Photovoltaik');
  await expect(page.getByText('Kein Projekt passt zu „Photovoltaik“.')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: 'Suche löschen' }).click();
  await expect(dashboard.search()).toHaveValue('');
  await expect(cards.first()).toHaveText('Neues Projekt');

  await dashboard.search().fill('sahin');
  await expect(cards).toHaveText(['Projekt 3']);
  await cards.first().click();
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await expect(page.getByRole('heading', { name: 'Projekt Ayşe Şahin' })).toBeVisible();
  await page.goBack();
  await expect(dashboard.tab('OFFEN')).toHaveAttribute('aria-selected', 'true');
  await expect(dashboard.search()).toHaveValue('sahin');
  await expect(cards).toHaveText(['Projekt 3']);

  // ERLEDIGT is searched with the same words.
  await dashboard.tab('ERLEDIGT').click();
  await expect(dashboard.search()).toHaveValue('sahin');
  await expect(page.getByText('Kein Projekt passt zu „sahin“.')).toBeVisible();
  await dashboard.search().fill('wagner');
  await expect(cards).toHaveCount(3);

  // Home from a project is a new visit: the dashboard starts at NEU, with no search.
  await dashboard.tab('OFFEN').click();
  await dashboard.search().fill('Müller');
  await cards.first().click();
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(dashboard.tab('NEU')).toHaveAttribute('aria-selected', 'true');
  await dashboard.tab('OFFEN').click();
  await expect(dashboard.search()).toHaveValue('');
});
