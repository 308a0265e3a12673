// Calendar and notes (SPEC §2): German month calendar with the chosen date, the notes list,
// and their ways home.
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './fixtures';

test('Mein Kalender: today by default, a chosen date in German format, round home button', async ({ page }) => {
  await signIn(page, ADMIN, '/kalender');
  await expect(page.getByRole('heading', { name: 'Mein Kalender' })).toBeVisible();
  const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(page.getByText(`Ausgewähltes Datum: ${today}`)).toBeVisible();
  const month = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', month: 'long' }).format(new Date());
  await expect(page.getByText(new RegExp(month))).toBeVisible();
  await page.getByRole('gridcell', { name: '15' }).click();
  const [, mm, yyyy] = today.split('.');
  await expect(page.getByText(`Ausgewähltes Datum: 15.${mm}.${yyyy}`)).toBeVisible();
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Meine Notizen: three family names and a home button', async ({ page }) => {
  await signIn(page, ADMIN, '/notizen');
  await expect(page.getByRole('heading', { name: 'Meine Notizen' })).toBeVisible();
  for (const family of ['Familie Becker', 'Familie Wagner', 'Familie Müller']) await expect(page.getByText(family)).toBeVisible();
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Mein Profil: the five fields are kept on the device and the dashboard greets with the username', async ({ page }) => {
  await signIn(page, ADMIN, '/profile');
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await page.getByLabel('Benutzername').fill('Kai');
  await page.getByLabel('Vorname').fill('Kai');
  await page.getByLabel('Nachname').fill('Schmidt');
  await page.getByLabel('Email').fill('kai@solar-schmidt.de');
  await page.getByLabel('Adresse').fill('Werkstraße 5\n68199 Mannheim');
  await page.reload();
  await expect(page.getByLabel('Nachname')).toHaveValue('Schmidt');
  await expect(page.getByLabel('Adresse')).toHaveValue('Werkstraße 5\n68199 Mannheim');
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Hey Kai' })).toBeVisible();
});
