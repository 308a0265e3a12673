// Sign-in, landing and sign-out as SPEC §2, §4 and §6 describe them, against the bundled provider.
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { SignInPage } from './pages/sign-in-page';

test('demo signs in and lands on the demo company dashboard', async ({ page }) => {
  await page.goto('/');
  await new SignInPage(page).signIn('demo', 'demo');
  await expect(page).toHaveURL(new RegExp(`/companies/${DEMO_COMPANY_ID}/dashboard$`));
  // The empty local profile took the ID token's preferred_username: no 'Hey Admin' for the field worker.
  await expect(page.getByRole('heading', { name: 'Hey demo', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'NEU' })).toBeVisible();
});

test('admin (multi-company) signs in and lands on /dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await new SignInPage(page).signIn('admin', 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hey Admin' })).toBeVisible();
});

test('a wrong password shows the German error and keeps the user on the sign-in page', async ({ page }) => {
  await page.goto('/');
  const signIn = new SignInPage(page);
  await signIn.signIn('demo', 'falsch');
  await expect(signIn.errorMessage()).toHaveText('Benutzername oder Passwort ist falsch. Bitte versuchen Sie es erneut.');
  await expect(page.getByLabel('Benutzername')).toHaveValue('demo');
  await signIn.signIn('demo', 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out from the drawer returns to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await new SignInPage(page).signIn('demo', 'demo');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await new SignInPage(page).expectShown();
  await page.goto('/dashboard');
  await new SignInPage(page).expectShown();
});
