// Every form runs on the one form journal: a roof element's editor and Zustand Haus keep what was
// typed right before a reload, and show 'Auf diesem Gerät gespeichert' only after a save.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { startProject } from './fixtures';

const saved = (page: Page) => page.getByText('Auf diesem Gerät gespeichert');

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
