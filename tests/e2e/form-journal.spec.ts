// Every form runs on the one form journal: a roof element's editor and Zustand Haus keep what was
// typed right before a reload, and show 'Auf diesem Gerät gespeichert' only after a save.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startProject } from './fixtures';

const saved = (page: Page) => page.getByText('Auf diesem Gerät gespeichert', { exact: true });

test('a roof element keeps a value typed right before a reload, with save feedback only after the save', async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach-detail/sparren`);
  await expect(page.getByLabel('Anzahl')).toBeVisible();
  await expect(saved(page)).toHaveCount(0);
  await page.getByLabel('Anzahl').fill('24');
  await expect(saved(page)).toBeVisible();
  await page.getByLabel('Anzahl').fill('26');
  await page.reload();
  await expect(page.getByLabel('Anzahl')).toHaveValue('26');
  await expect.poll(async () => (await serverProject(page, projectId))?.roof?.inside?.sparren?.anzahl, { timeout: 20_000 }).toBe(26);
});

test('manual obstacles are kept when the page is left by the browser back, with save feedback after the save', async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach`);
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await page.getByRole('button', { name: 'Hindernisse bearbeiten' }).click();
  await expect(page.getByRole('textbox', { name: 'Hindernis hinzufügen' })).toBeVisible();
  await expect(saved(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).fill('Satellitenschüssel 📡');
  await page.getByRole('button', { name: 'Hindernis hinzufügen' }).click();
  await expect(saved(page)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Hindernisse bearbeiten' })).toContainText('Satellitenschüssel 📡');
});

test("Zustand Haus shows 'Auf diesem Gerät gespeichert' only once something was saved", async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/zustand-haus`);
  await expect(page.getByLabel('Baujahr')).toBeVisible();
  await expect(saved(page)).toHaveCount(0);
  await page.getByLabel('Baujahr').fill('1974');
  await expect(saved(page)).toBeVisible();
});

test('the meter cabinet keeps a rated current typed right before a reload', async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik-detail/zaehlerschrank`);
  const nennstrom = page.getByRole('textbox', { name: 'Nennstrom' });
  await expect(nennstrom).toBeVisible();
  await expect(saved(page)).toHaveCount(0);
  await nennstrom.fill('63');
  await page.reload();
  await expect(nennstrom).toHaveValue('63');
  await expect.poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank?.hauptsicherung?.wert, { timeout: 20_000 }).toBe(63);
});

test("'Mein Profil' runs on the same journal: kept through a reload, the browser back and a closed tab, with save feedback", async ({ page, context }) => {
  await signIn(page, DEMO, '/profile');
  const userName = page.getByLabel('Benutzername');
  await expect(userName).toBeVisible();
  await expect(saved(page)).toHaveCount(0);
  await userName.fill('Łukasz 😀');
  await expect(saved(page)).toBeVisible();
  await page.getByLabel('Nachname').fill('Øvergård-Şahin');
  await page.reload();
  await expect(page.getByLabel('Nachname')).toHaveValue('Øvergård-Şahin');

  await page.getByLabel('Adresse').fill('Großstraße 5, Kraków');
  await page.goBack();
  await page.goForward();
  await expect(page.getByLabel('Adresse')).toHaveValue('Großstraße 5, Kraków');

  await page.getByLabel('Vorname').fill('Łukasz');
  await page.close();
  const again = await context.newPage();
  await again.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await expect(again.getByRole('heading', { level: 1, name: 'Hey Łukasz 😀' })).toBeVisible();
  await again.goto('/profile');
  await expect(again.getByLabel('Vorname')).toHaveValue('Łukasz');
});
