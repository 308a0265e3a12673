// Accessibility of every screen (issue 9, part 4) at the tablet viewport: axe-core finds no
// serious or critical WCAG 2.1 A/AA violation, every control has a (German) accessible name, and
// no visible control is smaller than 44 x 44 CSS px, for gloved hands on a building site.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants';
import { expectAccessible } from './accessibility-checks';
import { apiHeaders, changeServerProject, serverProject } from './api-helpers';
import { ADMIN, signIn, startLocalProject } from './fixtures';
import { SignInPage } from './pages/sign-in-page';
import { DashboardPage } from './pages/dashboard-page';

const WAGNER = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';
const projectPage = (projectId: string, page: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/${page}`;

test('the sign-in pages of the bundled provider', async ({ page }) => {
  await page.goto('/anmeldung/abgelaufen');
  await expect(page.getByRole('heading', { name: 'Anmeldung nicht möglich' })).toBeVisible();
  await expectAccessible(page, 'Anmeldung nicht möglich');

  await page.goto('/dashboard');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page, 'Anmelden');
  await signInPage.signIn(ADMIN.username, 'falsch');
  await expect(signInPage.errorMessage()).toBeVisible();
  await expectAccessible(page, 'Anmelden mit Fehlermeldung');
});

// One signed-in page walks through the screens; a test that finds problems only costs the next
// one a fresh sign-in, and every screen is still checked.
test.describe('every screen of the signed-in app', () => {
  // Each axe run takes a few seconds on a busy machine; a test checks up to eight screens.
  test.describe.configure({ timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  /** A project of this run with analysed storage values, for ratings, damages and buildability. */
  let projectId: string;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await signIn(page, ADMIN);
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Solar Schmidt GmbH' }).click();
    projectId = await startLocalProject(page);
    await expect.poll(() => serverProject(page, projectId), { timeout: 20_000 }).not.toBeNull();
    await changeServerProject(page, projectId, (project) => {
      project.storage = {
        belueftung: { zustand: 'geeignet', wert: 'Lüftungsgitter vorhanden', qualitaet: 'hoch', reasoning: 'Zwei Lüftungsgitter sind frei.' },
        temperatur: { zustand: 'unklar', wert: '21 °C', qualitaet: 'mittel' },
        mindestabstaende: { zustand: 'ungeeignet', wert: '30 cm', qualitaet: 'niedrig' },
      };
    });
    const damage = await page.request.post(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaden`, {
      headers: await apiHeaders(page),
      data: { titel: 'Gebrochener Ziegel', kurzbeschreibung: 'Zwei Ziegel an der Traufe gebrochen', kategorie: 'DACH_AUSSEN', schweregrad: 'hoch', status: 'NEU' },
    });
    expect(damage.ok()).toBe(true);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('dashboard, drawer, sync status and company picker', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'NEU' })).toBeVisible();
    await expectAccessible(page, 'Dashboard NEU');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('button', { name: 'Mein Profil' })).toBeVisible();
    await expectAccessible(page, 'Dashboard-Menü');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Online/ }).click();
    await expect(page.getByRole('dialog', { name: 'Synchronisierung' })).toBeVisible();
    await expectAccessible(page, 'Synchronisierung');
    await page.keyboard.press('Escape');

    await page.goto('/companies');
    await expect(page.getByRole('heading', { name: 'Solar Schmidt GmbH' })).toBeVisible();
    await expectAccessible(page, 'Firma auswählen');
    await page.getByRole('button', { name: 'Neue Firma erstellen' }).click();
    await expect(page.getByLabel('Firmenname')).toBeVisible();
    await expectAccessible(page, 'Neue Firma erstellen');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('heading', { name: 'Solar Schmidt GmbH' }).click();
    const dashboard = new DashboardPage(page);
    await dashboard.find('OFFEN', 'Becker');
    await expect(page.getByRole('heading', { name: 'Becker' })).toBeVisible();
    await expectAccessible(page, 'Dashboard OFFEN');
    await dashboard.find('ERLEDIGT', 'Wagner');
    await expect(page.getByRole('heading', { name: 'Wagner' })).toBeVisible();
    await expectAccessible(page, 'Dashboard ERLEDIGT');
  });

  test('profile, calendar, notes and the game', async () => {
    for (const [path, heading] of [
      ['/profile', 'Mein Profil'],
      ['/kalender', 'Mein Kalender'],
      ['/notizen', 'Meine Notizen'],
      ['/tictactoe', 'Tic Tac Toe'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectAccessible(page, heading);
    }
  });

  test('project menu with its dialogs, customer and house', async () => {
    await page.goto(projectPage(WAGNER, 'men%C3%BC'));
    await expect(page.getByRole('dialog', { name: 'Willkommen im Projektmenü!' })).toBeVisible();
    await expectAccessible(page, 'Willkommen im Projektmenü');
    await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
    await page.getByRole('button', { name: 'Projektdetails' }).click();
    await expect(page.getByText(/Erstellt am/)).toBeVisible();
    await expectAccessible(page, 'Projektmenü');
    await page.getByRole('button', { name: 'Fotosammlung hochladen' }).click();
    await expect(page.getByRole('button', { name: 'Fotos auswählen' })).toBeVisible();
    await expectAccessible(page, 'Fotosammlung hochladen');
    await page.keyboard.press('Escape');

    await page.goto(projectPage(WAGNER, 'kundendaten'));
    await expect(page.getByRole('checkbox', { name: 'Wallbox' })).toBeChecked();
    await expectAccessible(page, 'Kundeninformationen');
    await page.goto(projectPage(WAGNER, 'zustand-haus'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'Zustand Haus');
  });

  test('Das Dach: both tabs, a photo full size and the element editors', async () => {
    await page.goto(projectPage(WAGNER, 'dach'));
    await expect(page.getByRole('button', { name: 'Sparren bearbeiten' })).toBeVisible();
    await expectAccessible(page, 'Dach innen');
    await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
    await expect(page.getByRole('region', { name: 'Erkannter Dachtyp' })).toBeVisible();
    await expectAccessible(page, 'Dach außen');
    await page.getByRole('button', { name: /dach-aussen\.jpg/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'Foto in voller Größe');
    await page.keyboard.press('Escape');

    for (const [detail, heading] of [
      ['sparren', 'Sparren'],
      ['dachtyp', 'Dachtyp & Neigung'],
      ['ziegel', 'Ziegel'],
      ['hindernisse', 'Hindernisse'],
    ]) {
      await page.goto(projectPage(WAGNER, `dach-detail/${detail}`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page, `Dach-Editor ${heading}`);
    }
  });

  test('Die Elektrik: both tabs and both editors', async () => {
    await page.goto(projectPage(WAGNER, 'elektrik'));
    await expect(page.getByRole('tab', { name: 'Zählerschrank' })).toBeVisible();
    await expectAccessible(page, 'Elektrik Zählerschrank');
    await page.getByRole('tab', { name: 'Erdung' }).click();
    await expect(page.getByRole('tab', { name: 'Erdung' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'Elektrik Erdung');
    for (const detail of ['zaehlerschrank', 'erdung']) {
      await page.goto(projectPage(WAGNER, `elektrik-detail/${detail}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `Elektrik-Editor ${detail}`);
    }
  });

  test('Aufstellort with its photos, its ratings and the explanation dialog', async () => {
    await page.goto(projectPage(WAGNER, 'aufstellort'));
    await expect(page.getByRole('figure', { name: 'aufstellort.jpg' })).toBeVisible();
    await expectAccessible(page, 'Aufstellort mit Foto');

    await page.goto(projectPage(projectId, 'aufstellort'));
    await expect(page.getByRole('button', { name: 'Belüftung: Geeignet' })).toBeVisible();
    await expectAccessible(page, 'Aufstellort bewertet');
    await page.getByRole('button', { name: 'Belüftung: Geeignet' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Belüftung' })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Zwei Lüftungsgitter sind frei.');
    await expectAccessible(page, 'Erklärung eines Kriteriums');
    await page.keyboard.press('Escape');
  });

  test('Vorschäden, a damage in detail and a damage that does not exist', async () => {
    await page.goto(projectPage(projectId, 'vorschaeden'));
    await page.getByRole('textbox', { name: 'Vorschaden hinzufügen' }).fill('Riss im Putz');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Riss im Putz' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Gebrochener Ziegel' })).toBeVisible();
    await expectAccessible(page, 'Vorschäden');
    await page.getByRole('button', { name: 'Riss im Putz löschen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'Vorschaden löschen?');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('button', { name: 'Zwei Ziegel an der Traufe gebrochen öffnen' }).click();
    await expect(page.getByRole('heading', { name: 'Gebrochener Ziegel' })).toBeVisible();
    await expectAccessible(page, 'Vorschaden im Detail');
    await page.goto(projectPage(projectId, 'vorschaeden-detail/4f0c2a7e-0000-4000-8000-000000000000'));
    await expect(page.getByText('Schaden nicht gefunden')).toBeVisible();
    await expectAccessible(page, 'Schaden nicht gefunden');
  });

  test('Baubarkeits-Check, a factor in detail and a factor that does not exist', async () => {
    await page.goto(projectPage(projectId, 'baubarkeits-check'));
    await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Einflussfaktoren' }).getByRole('button').first()).toBeVisible();
    await expectAccessible(page, 'Baubarkeits-Check');
    await page.getByRole('region', { name: 'Einflussfaktoren' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/baubarkeit-detail\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'Faktor im Detail');
    await page.goto(projectPage(projectId, 'baubarkeit-detail/gibt-es-nicht'));
    await expect(page.getByText(/nicht gefunden/)).toBeVisible();
    await expectAccessible(page, 'Faktor nicht gefunden');
  });

  test('Protokoll', async () => {
    await page.goto(projectPage(WAGNER, 'protokoll'));
    await expect(page.getByRole('button', { name: /PDF/ })).toBeVisible();
    await expectAccessible(page, 'Protokoll');
  });
});

