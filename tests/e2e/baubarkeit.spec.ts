// Baubarkeits-Check and its factor detail page (SPEC §2, §4, §8): latest-then-check on open,
// the overall rating and factor list, the GEEIGNET success message, a new check after new data,
// the detail page with navigation state, stored assessment and built-in fallbacks, offline and errors.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, changeServerProject, serverProject } from './api-helpers';
import { DEMO, signIn, startProject, waitForServiceWorker } from './fixtures';

const BECKER = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const WAGNER = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';

const checkPath = (projectId: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/baubarkeits-check`;
const detailPath = (projectId: string, key: string) =>
  `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/baubarkeit-detail/${encodeURIComponent(key)}`;

/** Adds a damage of the given severity on the server, as the analysis would. */
async function addDamage(page: Page, projectId: string, schweregrad: string) {
  const response = await page.request.post(`/api/projekte-legacy/${DEMO_COMPANY_ID}/${projectId}/vorschaden`, {
    headers: await apiHeaders(page),
    data: { titel: 'Gebrochene Ziegel', kurzbeschreibung: 'Mehrere Ziegel am First gebrochen', kategorie: 'DACH_AUSSEN', schweregrad, status: 'NEU' },
  });
  expect(response.ok()).toBe(true);
}

/** Records the buildability calls the page makes, as 'GET latest' or 'POST check'. */
function buildabilityCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/\/api\/buildability\/.*\/(latest|check)$/);
    if (match) calls.push(`${request.method()} ${match[1]}`);
  });
  return calls;
}

test('first open: no latest assessment, so a check runs; overall rating and factors without \'Vorschäden Übersicht\'', async ({ page }) => {
  const calls = buildabilityCalls(page);
  await signIn(page, DEMO, checkPath(BECKER));
  await expect(page.getByRole('heading', { name: 'Baubarkeits-Check', level: 1 })).toBeVisible();
  const overall = page.getByRole('region', { name: 'Gesamtbewertung' });
  await expect(overall).toContainText('Bedingt geeignet');
  await expect(overall).toContainText('Empfehlung');
  await expect(overall).toContainText(/Bewertet am \d{2}\.\d{2}\.\d{4}/);
  expect(calls).toEqual(['GET latest', 'POST check']);

  const factors = page.getByRole('region', { name: 'Einflussfaktoren' });
  // Becker's roof has photos but no rated parts: the factor says what is missing instead of 'Positiv'.
  const roof = factors.getByRole('button', { name: 'Details zu Dachzustand', exact: true });
  // Its chip says so too: a factor missing its inputs has no impact to state.
  await expect(roof.getByText('Nicht bewertbar', { exact: true })).toBeVisible();
  await expect(roof).not.toContainText('Keine Auswirkung');
  await expect(roof).not.toContainText('Positiv');
  await expect(roof).toContainText('Nicht bewertbar: Zustand der Sparren, Zustand der Lattung und Angabe zur Dacheindeckung (Ziegel) fehlen.');
  const electric = factors.getByRole('button', { name: 'Details zu Elektrik', exact: true });
  await expect(electric).toContainText('Nicht bewertbar: Zählertyp, freier Zählerplatz, APZ-Feld, Überspannungsschutz, FI/LS-Schalter und Hauptsicherung fehlen.');
  await expect(electric.getByText('Nicht bewertbar', { exact: true })).toBeVisible();
  await expect(electric).toContainText('Elektrik-Eignung');
  await expect(electric).toContainText('Empfehlung: Bitte erfassen: Zählertyp,');
  await expect(factors.getByRole('button', { name: 'Details zu Aufstellort des Speichers', exact: true })).toContainText(
    'Nicht bewertbar: Bewertung von Belüftung, Temperatur, Mindestabstände, Feuchtigkeit und Brandschutz fehlt.',
  );
  // Becker's roof was renovated in 2012: the age rule finds it young enough.
  await expect(factors.getByRole('button', { name: 'Details zu Alter der Dacheindeckung', exact: true })).toContainText(/Dach \d+ Jahre alt \(seit 2012\)\./);
  await expect(factors.getByRole('button')).toHaveCount(4);
  await expect(page.getByText('Vorschäden Übersicht')).toHaveCount(0);

  // Opened again, the stored latest assessment is loaded and no new check runs.
  calls.length = 0;
  await page.reload();
  await expect(overall).toContainText('Bedingt geeignet');
  await expect.poll(() => calls).toEqual(['GET latest']);
});

test('opening a factor shows its detail from navigation state; back returns to the check', async ({ page }) => {
  await signIn(page, DEMO, checkPath(BECKER));
  await page.getByRole('button', { name: 'Details zu Elektrik', exact: true }).click();
  await expect(page).toHaveURL(/\/baubarkeit-detail\/elektrik-eignung$/);
  await expect(page.getByRole('heading', { name: 'Elektrik', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Nicht bewertbar: Zählertyp/)).toBeVisible();
  await expect(page.getByText(/^Bitte erfassen: Zählertyp/)).toBeVisible();
  await expect(page.getByText('Elektrik-Eignung')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/baubarkeits-check$/);
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toBeVisible();

  // Without navigation state (a reload), the factor is found in the stored assessment.
  await page.goto(detailPath(BECKER, 'dach-zustand'));
  await expect(page.getByRole('heading', { name: 'Dachzustand', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Nicht bewertbar: Zustand der Sparren/)).toBeVisible();
});

test("every factor's detail page links to the screen where its input is captured", async ({ page }) => {
  // Four round trips through other screens.
  test.slow();
  await signIn(page, DEMO, checkPath(BECKER));
  const factors = page.getByRole('region', { name: 'Einflussfaktoren' });
  const places = [
    ['Dachzustand', 'Angaben erfassen: Dach', /\/dach$/, 'Das Dach'],
    ['Elektrik', 'Angaben erfassen: Zählerschrank', /\/elektrik-detail\/zaehlerschrank$/, 'Zählerschrank'],
    ['Aufstellort des Speichers', 'Angaben erfassen: Aufstellort', /\/aufstellort$/, 'Aufstellort für Speicher'],
    ['Alter der Dacheindeckung', 'Angaben erfassen: Zustand Haus', /\/zustand-haus$/, 'Zustand des Hauses'],
  ] as const;
  for (const [factor, link, url, heading] of places) {
    await factors.getByRole('button', { name: `Details zu ${factor}`, exact: true }).click();
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.goto(checkPath(BECKER));
  }
});

test('a storage site rated by hand turns the Aufstellort factor from not assessable to positive', async ({ page }) => {
  // Five ratings synced to the server, then a new check.
  test.slow();
  const projectId = await startProject(page);
  await page.goto(checkPath(projectId));
  const storage = page.getByRole('button', { name: 'Details zu Aufstellort des Speichers', exact: true });
  await expect(storage).toContainText('Nicht bewertbar');
  await storage.click();
  await page.getByRole('link', { name: 'Angaben erfassen: Aufstellort' }).click();
  for (const criterion of ['Belüftung', 'Temperatur', 'Mindestabstände', 'Feuchtigkeit', 'Brandschutz']) {
    await page.getByRole('group', { name: `${criterion} von Hand bewerten` }).getByRole('button', { name: 'Geeignet', exact: true }).click();
    await expect(page.getByRole('button', { name: `${criterion}: Geeignet`, exact: true })).toBeVisible();
  }
  await expect.poll(async () => (await serverProject(page, projectId))?.storage?.korrigiert?.length ?? 0).toBe(5);
  await page.goto(checkPath(projectId));
  await page.getByRole('button', { name: 'Neu prüfen' }).click();
  await expect(storage).toContainText('Alle Kriterien des Aufstellorts sind erfüllt.');
  await expect(storage).toContainText('Positiv');
});

test('a GEEIGNET project shows the success message instead of the factor list', async ({ page }) => {
  const projectId = await startProject(page);
  const geeignet = { zustand: 'geeignet' };
  await changeServerProject(page, projectId, (project) => {
    project.roof = { inside: { sparren: geeignet, latten: geeignet }, outside: { ziegel: { deckung: 'Biberschwanz' } } };
    project.electric = {
      zaehlerschrank: { zaehlertyp: { typ: 'digital' }, zaehlerplatz: true, apzFeld: true, ueberspannungsschutz: true, fiLsSchalter: true, hauptsicherung: { wert: '63' } },
    };
    project.storage = { belueftung: geeignet, temperatur: geeignet, mindestabstaende: geeignet, feuchtigkeit: geeignet, brandschutz: geeignet };
  });
  await page.goto(checkPath(projectId));
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toContainText('Geeignet');
  await expect(page.getByText('Das Projekt ist uneingeschränkt für die Installation geeignet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Einflussfaktoren' })).toHaveCount(0);
});

test("'Neu prüfen' re-assesses after new data: a severe damage makes the project UNGEEIGNET", async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(checkPath(projectId));
  const overall = page.getByRole('region', { name: 'Gesamtbewertung' });
  await expect(overall).toContainText('Bedingt geeignet');
  await addDamage(page, projectId, 'hoch');
  await page.getByRole('button', { name: 'Neu prüfen' }).click();
  await expect(overall).toContainText('Ungeeignet');
  const damages = page.getByRole('button', { name: 'Details zu Vorschäden' });
  await expect(damages).toContainText('Es ist 1 Vorschaden erfasst.');
  await expect(damages).toContainText('Erhebliche Auswirkung');
});

test('built-in fallback texts for dachstatik and abstandsflächen; an unknown key shows the error', async ({ page }) => {
  await signIn(page, DEMO, detailPath(BECKER, 'dachstatik'));
  await expect(page.getByRole('heading', { name: 'Dachstatik', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Das sollten Sie prüfen' })).toBeVisible();
  await expect(page.getByText(/Schneelast/).first()).toBeVisible();

  await page.goto(detailPath(BECKER, 'abstandsflächen'));
  await expect(page.getByRole('heading', { name: 'Abstandsflächen', level: 1 })).toBeVisible();

  await page.goto(detailPath(BECKER, 'xyz'));
  await expect(page.getByText('Fehler: Faktor-Details nicht gefunden')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page).toHaveURL(/\/baubarkeits-check$/);
});

test('offline after one online visit: the last result with when it was fetched; with nothing stored, a provisional result from the same rules', async ({ page, context }) => {
  await signIn(page, DEMO, checkPath(BECKER));
  await waitForServiceWorker(page);
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toContainText('Bedingt geeignet');
  // Wagner's roof is opened online, but not its check: the device has the project, no result.
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${WAGNER}/dach`);
  await expect(page.getByRole('button', { name: 'Sparren bearbeiten' })).toBeVisible();
  await page.goto(checkPath(BECKER));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toContainText('Bedingt geeignet');
  await expect(page.getByRole('status').filter({ hasText: 'Zuletzt bekanntes Ergebnis, abgerufen am' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Details zu Dachzustand' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu prüfen' })).toBeDisabled();
  await expect(page.getByText('Fehler beim Laden der Baubarkeits-Bewertung')).toHaveCount(0);

  await page.goto(checkPath(WAGNER));
  await expect(page.getByRole('status').filter({ hasText: 'Vorläufiges Ergebnis: ohne Verbindung auf diesem Gerät' })).toBeVisible();
  // Wagner's gutter was rated unklar: the rules on the device say so, as the server's would.
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toContainText('Bedingt geeignet');
  await expect(page.getByText('Zustand unklar: Regenrinne.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toBeVisible();
});

test.describe('server failures', () => {
  test("a failed check shows 'Fehler beim Erstellen der Baubarkeits-Bewertung' with a hint; 'Erneut versuchen' recovers", async ({ page }) => {
    await page.route('**/api/buildability/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await signIn(page, DEMO, checkPath(WAGNER));
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Erstellen der Baubarkeits-Bewertung' });
    await expect(alert).toContainText('Bitte versuchen Sie es später erneut oder laden Sie zuerst Fotos');
    await page.unroute('**/api/buildability/**');
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("latest without an answer shows 'Fehler beim Laden der Baubarkeits-Bewertung', runs no check, and the app says the server does not answer", async ({ page }) => {
    const calls = buildabilityCalls(page);
    await page.route('**/api/buildability/**/latest', (route) => route.abort('failed'));
    await signIn(page, DEMO, checkPath(BECKER));
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der Baubarkeits-Bewertung' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: /^Keine Verbindung zum Server/ })).toBeVisible();
    expect(calls.filter((call) => call.endsWith('check'))).toEqual([]);
    await page.unroute('**/api/buildability/**/latest');
    // The user taps 'Erneut versuchen', unless the app's own probe found the server first and
    // loaded the evaluation by itself: then the button went away under the finger.
    await expect(async () => {
      if (await alert.isVisible()) await alert.getByRole('button', { name: 'Erneut versuchen' }).click({ timeout: 2_000 });
      await expect(page.getByRole('region', { name: 'Gesamtbewertung' })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: /^Online/ })).toBeVisible();
  });
});
