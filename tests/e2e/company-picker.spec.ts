// The company picker (SPEC §2) for the multi-company admin: cards from the server, creating a
// company (trimmed, 'Erstellen' disabled while blank) and selecting one.
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, signIn } from './fixtures';

test('lists companies, creates one and opens its dashboard', async ({ page }) => {
  await signIn(page, ADMIN, '/companies');
  await expect(page.getByRole('heading', { name: 'Firma auswählen' })).toBeVisible();
  await expect(page.getByText('Wählen Sie eine Firma aus oder erstellen Sie eine neue Firma.')).toBeVisible();
  const schmidt = page.getByRole('heading', { name: 'Solar Schmidt GmbH' });
  await expect(schmidt).toBeVisible();
  await expect(page.getByText(/^\d+ Projekte$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Neue Firma erstellen' }).click();
  const create = page.getByRole('button', { name: 'Erstellen' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Firmenname').fill('   ');
  await expect(create).toBeDisabled();
  const name = `Dach & Sonne ${Date.now()}`;
  await page.getByLabel('Firmenname').fill(`  ${name}  `);
  await create.click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const card = page.getByRole('heading', { name });
  await expect(card).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/dashboard$/);
  // The company's own dashboard, not the picker's card still on screen while it loads: only there
  // can a project be started.
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByText(name)).toBeVisible();
  const companyDashboard = page.url();

  // Once a company is current, the general dashboard goes straight to it (SPEC §2).
  await page.goto('/dashboard');
  await expect(page).toHaveURL(companyDashboard);
});

test('the multi-company user on /dashboard is told to pick a company first, with a button to the picker', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await expect(page.getByText('Bitte zuerst eine Firma auswählen')).toBeVisible();
  await page.getByRole('button', { name: 'Firma auswählen' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { name: 'Firma auswählen' })).toBeVisible();
});

test("a user of one company is not offered 'Neue Firma erstellen', which the server would refuse", async ({ page }) => {
  await signIn(page, DEMO, '/companies');
  await expect(page.getByRole('heading', { name: 'Solar Schmidt GmbH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Firma erstellen' })).toHaveCount(0);
});

