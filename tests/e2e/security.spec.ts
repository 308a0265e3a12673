// Text a user types is shown as text (issue 9, security): a customer name, the project name made
// from it, and a manual damage holding HTML and <script> appear literally on the dashboard, the
// Vorschäden list, the damage's detail page and the Protokoll page, and no script of theirs runs.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants';
import { apiHeaders, serverProject } from './api-helpers';
import { startProject } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';

// Each piece would set window.__xss or open a dialog if the browser ever took it as markup.
const FIRST_NAMES = '<b>Erika</b> <img/src=x/onerror=window.__xss=1;alert(1)>';
const LAST_NAME = '<script>window.__xss=2;alert(2)</script>';
const DAMAGE = '<img src=x onerror="window.__xss=3;alert(3)"><script>window.__xss=4</script> Riss & Co';

/** Fails the test on any dialog, and tells whether an injected script ran in the page. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // Nothing typed became an element: no image pointing at "x", no script carrying the flag.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('__xss')))).toBe(false);
  };
}

test('HTML and <script> typed into names and damages are shown as text on every screen, and nothing runs', async ({ page }) => {
  const noScriptRan = watchForScripts(page);
  const projectId = await startProject(page);
  const project = (path: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/${path}`;

  await page.getByLabel('Vor- und Nachname').fill(`${FIRST_NAMES} ${LAST_NAME}`);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
  await expect.poll(async () => (await serverProject(page, projectId))?.customer, { timeout: 20_000 }).toMatchObject({ firstName: FIRST_NAMES, lastName: LAST_NAME });
  expect((await serverProject(page, projectId)).name).toBe(LAST_NAME);

  await page.goto(project('vorschaeden'));
  await page.getByRole('textbox', { name: 'Vorschaden hinzufügen' }).fill(DAMAGE);
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const card = page.getByRole('listitem').filter({ hasText: DAMAGE });
  await expect(card.getByRole('heading', { name: DAMAGE })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaeden`, { headers: await apiHeaders(page) });
      return ((await response.json()) as Array<{ kurzbeschreibung: string }>).map((damage) => damage.kurzbeschreibung);
    }, { timeout: 20_000 })
    .toEqual([DAMAGE]);
  await noScriptRan();

  await card.getByRole('button', { name: `${DAMAGE} öffnen` }).click();
  await expect(page).toHaveURL(/\/vorschaeden-detail\//);
  await expect(page.getByText(DAMAGE, { exact: true }).first()).toBeVisible();
  await noScriptRan();

  await page.goto(project('protokoll'));
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  await expect(page.getByText(`${FIRST_NAMES} ${LAST_NAME}`, { exact: true })).toBeVisible();
  await noScriptRan();

  await page.goto('/dashboard');
  await new DashboardPage(page).find('OFFEN', LAST_NAME);
  const listed = page.getByRole('heading', { name: LAST_NAME, exact: true });
  await expect(listed).toBeVisible();
  await expect(page.getByText(`Kunde: ${FIRST_NAMES} ${LAST_NAME}`, { exact: true })).toBeVisible();
  await noScriptRan();
});
