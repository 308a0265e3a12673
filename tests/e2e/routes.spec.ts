// Routing of SPEC §2 in the browser: guards, redirects and the legacy project pattern.
import { expect, test } from '@playwright/test';
import { LEGACY_COMPANY_ID } from '../../src/domain/constants';
import { expectAccessible } from './accessibility-checks';
import { DEMO, signIn } from './fixtures';
import { SignInPage } from './pages/sign-in-page';
import { DashboardPage } from './pages/dashboard-page';

test('every screen requires sign-in and returns to the requested page afterwards', async ({ page }) => {
  await page.goto('/kalender');
  await new SignInPage(page).signIn('admin', 'admin');
  await expect(page).toHaveURL(/\/kalender$/);
  await expect(page.getByRole('heading', { name: 'Mein Kalender' })).toBeVisible();
});

test('an unknown path redirects to /dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hey Admin' })).toBeVisible();
});

test('/projekte and /projekte/{id} redirect to /companies', async ({ page }) => {
  await signIn(page);
  await page.goto('/projekte');
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { name: 'Firma auswählen' })).toBeVisible();
  await page.goto('/projekte/p-1');
  await expect(page).toHaveURL(/\/companies$/);
});

test('the legacy pattern /projekte/{id}/{page} opens the project under the legacy company', async ({ page }) => {
  await signIn(page);
  await page.goto('/projekte/p-1/dach');
  await expect(page.getByRole('heading', { name: 'Das Dach' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${LEGACY_COMPANY_ID}/projekte/p-1/men(ü|%C3%BC)$`));
  await expect(page.getByRole('heading', { name: 'Projekt' })).toBeVisible();
});

test('the drawer leads to multi-company mode and the profile', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Multi-Firma Modus' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Mein Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('without the service worker, whose precache would answer', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot be loaded shows a German message with a reload button', async ({ page }) => {
    await signIn(page);
    await page.route(/\/assets\/CalendarPage-.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/kalender');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Seite konnte nicht geladen werden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    await expectAccessible(page, 'Seite konnte nicht geladen werden');
  });

  test('a page whose code is slow to come shows a bar running along the top until it is there', async ({ page }) => {
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/ProfilePage-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Mein Profil' }).click();
    // Above the drawer, which hides the rest of the page from screen readers while it is open.
    const bar = page.getByRole('progressbar', { name: 'Seite wird geladen …', includeHidden: true });
    await expect(bar).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});

test('the app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/dashboard');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The app sends the signed-out visitor on to the sign-in page; a new navigation before that
  // would be interrupted by it.
  await page.waitForURL(/\/anmeldung\//);
  await signIn(page, DEMO, '/');
  await new DashboardPage(page).find('OFFEN', 'Becker');
  await page.getByRole('heading', { name: 'Becker' }).click();
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await expect(page.getByRole('heading', { name: 'Projekt Anna Becker' })).toBeVisible();
  expect(violations).toEqual([]);
});
