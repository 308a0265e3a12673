// Kundeninformationen (SPEC §2, §5) keeps every keystroke on the device whatever way the user
// leaves (back arrow, browser back, reload, closing the page), exactly as Zustand Haus does;
// 'Fertig' still returns to the menu; save feedback shows only after a save.
import { expect, test } from '@playwright/test';
import { serverProject } from './api-helpers';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { startLocalProject, startProject } from './fixtures';
import { KundendatenPage } from './pages/kundendaten-page';
import { DashboardPage } from './pages/dashboard-page';

const MENU = /\/men(ü|%C3%BC)$/;

test('a phone number typed and left by the back arrow is kept and reaches the server', async ({ page }) => {
  const projectId = await startProject(page);
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await kunde.phone.fill('+49 621 987654');
  await kunde.backArrow();
  await expect(page).toHaveURL(MENU);
  await kunde.open(projectId);
  await expect(kunde.phone).toHaveValue('+49 621 987654');
  await expect.poll(async () => (await serverProject(page, projectId))?.customer?.phone, { timeout: 20_000 }).toBe('+49 621 987654');
});

test("a name typed and left by the browser's back is kept, with the project named after it", async ({ page }) => {
  const projectId = await startProject(page);
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await kunde.fullName.fill('Ayşe Özdemir');
  await page.goBack();
  await expect(kunde.fullName).toBeHidden();
  await kunde.open(projectId);
  await expect(kunde.fullName).toHaveValue('Ayşe Özdemir');
  await expect.poll(async () => (await serverProject(page, projectId))?.name, { timeout: 20_000 }).toBe('Özdemir');
});

test('an address typed right before a reload is kept', async ({ page }) => {
  await startProject(page);
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await kunde.street.fill('Große Straße 7');
  await kunde.city.fill('Łódź');
  await page.reload();
  await kunde.expectLoaded();
  await expect(kunde.street).toHaveValue('Große Straße 7');
  await expect(kunde.postcode).toHaveValue('');
  await expect(kunde.city).toHaveValue('Łódź');
});

test('typing kept when the page is closed at once, and saved without opening the form again', async ({ page, context }) => {
  const projectId = await startProject(page);
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await kunde.planned('Weiteres').check();
  await kunde.moreText.fill('Klimaanlage 🌡️ im Dachgeschoss');
  await kunde.email.fill('ayse@example.de');
  await page.close();

  // A new page of the same app opens the dashboard only: the start saves what the form left behind.
  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect
    .poll(async () => (await serverProject(next, projectId))?.customer, { timeout: 20_000 })
    .toMatchObject({ email: 'ayse@example.de', additional: 'Klimaanlage 🌡️ im Dachgeschoss' });
  const again = new KundendatenPage(next);
  await again.open(projectId);
  await expect(again.email).toHaveValue('ayse@example.de');
  await expect(again.planned('Weiteres')).toBeChecked();
  await expect(again.moreText).toHaveValue('Klimaanlage 🌡️ im Dachgeschoss');
});

test("'Auf diesem Gerät gespeichert' shows only after a save; 'Fertig' returns to the menu", async ({ page }) => {
  const projectId = await startProject(page);
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await expect(kunde.saveStatus).toHaveCount(0);
  await kunde.fullName.fill('Jørgen Weiß');
  await expect(kunde.saveStatus).toHaveText('Auf diesem Gerät gespeichert');
  await kunde.done();
  await expect(page).toHaveURL(MENU);
  await expect.poll(async () => (await serverProject(page, projectId))?.customer?.lastName, { timeout: 20_000 }).toBe('Weiß');
});

test("'Start' after leaving a project untouched opens that project again; once something is typed, it starts a new one", async ({ page }) => {
  const first = await startProject(page);
  const dashboard = `/companies/${DEMO_COMPANY_ID}/dashboard`;
  const kunde = new KundendatenPage(page);
  await kunde.expectLoaded();
  await kunde.backArrow();
  await page.goto(dashboard);
  expect(await startLocalProject(page)).toBe(first);

  await kunde.fullName.fill('Jørgen Ødegård');
  await expect.poll(async () => (await serverProject(page, first))?.name, { timeout: 20_000 }).toBe('Ødegård');
  await page.goto(dashboard);
  await new DashboardPage(page).find('OFFEN', 'Ødegård');
  const card = page.getByRole('button').filter({ has: page.getByRole('heading', { name: 'Ødegård', exact: true }) }).first();
  await expect(card).toContainText('Status: Offen');
  await expect(card).toContainText('Kunde: Jørgen Ødegård');
  const second = await startLocalProject(page);
  expect(second).not.toBe(first);
});
