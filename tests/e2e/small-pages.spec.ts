// Calendar and notes (SPEC §2): German month calendar with the chosen date, the notes list,
// and their ways home.
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, signIn } from './fixtures';

test('Mein Kalender: today by default, a chosen date in German format, round home button', async ({ page }) => {
  await signIn(page, ADMIN, '/kalender');
  await expect(page.getByRole('heading', { name: 'Mein Kalender' })).toBeVisible();
  const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(page.getByText(`Ausgewähltes Datum: ${today}`)).toBeVisible();
  const month = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', month: 'long' }).format(new Date());
  await expect(page.getByText(new RegExp(month))).toBeVisible();
  // German two-letter weekdays, not MUI's single letters 'M D M D F S S'.
  await expect(page.getByRole('columnheader')).toHaveText(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
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

test('the first sign-in fills the empty profile from the ID token: the demo worker is greeted by name, not as Admin', async ({ page }) => {
  await signIn(page, DEMO, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hey demo', exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Vorname')).toHaveValue('Demo');
  await expect(page.getByLabel('Nachname')).toHaveValue('Monteur');
  await expect(page.getByLabel('Email')).toHaveValue('demo@vor-ort.example');
  // The user's own edits win, also over the next sign-in's claims.
  await page.getByLabel('Benutzername').fill('Kai');
  await page.reload();
  await expect(page.getByLabel('Benutzername')).toHaveValue('Kai');
  await expect(page.getByLabel('Vorname')).toHaveValue('Demo');
});

test('Tic Tac Toe: X starts, a line wins with 300 pieces of confetti, a draw, Neustart, back one step', async ({ page }) => {
  await signIn(page, ADMIN, '/notizen');
  await page.goto('/tictactoe');
  await expect(page.getByRole('heading', { name: 'Tic Tac Toe' })).toBeVisible();
  const confetti = page.locator('canvas[data-pieces]');
  await expect(confetti).toHaveAttribute('data-pieces', '200');
  await expect(page.getByRole('status')).toHaveText('X ist am Zug');

  const cell = (n: number) => page.getByRole('group', { name: 'Spielfeld' }).getByRole('button').nth(n - 1);
  for (const n of [1, 4, 2, 5]) await cell(n).click();
  await expect(cell(1)).toHaveAccessibleName('Feld 1: X');
  await expect(cell(4)).toHaveAccessibleName('Feld 4: O');
  await cell(3).click();
  await expect(page.getByRole('status')).toHaveText('X gewinnt!');
  await expect(confetti).toHaveAttribute('data-pieces', '300');
  await expect(cell(9)).toBeDisabled();
  await expect(page.getByText('X: 1')).toBeVisible();
  // The win's confetti stops after 5 s and its last pieces fall out of view.
  await expect(confetti).toHaveCount(0, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Neustart' }).click();
  await expect(page.getByRole('status')).toHaveText('X ist am Zug');
  await expect(cell(1)).toHaveAccessibleName('Feld 1: leer');
  // X O X / X O O / O X X
  for (const n of [1, 2, 3, 5, 4, 6, 8, 7, 9]) await cell(n).click();
  await expect(page.getByRole('status')).toHaveText('Unentschieden!');
  await expect(page.getByText('Unentschieden: 1')).toBeVisible();
  await expect(confetti).toHaveCount(0);

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/notizen$/);
});
