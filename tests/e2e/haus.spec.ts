// Zustand des Hauses (SPEC §2, §4 Renovation, §5 house data): the fields show the stored house,
// every change is kept on the device and reaches the server, the renovation radios drive the
// year fields, values the server brings appear without touching the field being typed in, and
// the bill upload takes a PDF.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { changeServerProject, serverProject } from './api-helpers';
import { DEMO, signIn, startProject } from './fixtures';
import { trueAnnualKwh } from '../eval/bills/bill-facts';
import { renderPdf } from '../eval/bills/bill-parts';
import { billCases } from '../eval/bills/bill-set';

const BECKER = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const housePath = (projectId: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/zustand-haus`;

/** The page's fields by their German labels. */
class HausPage {
  readonly stromverbrauch: Locator;
  readonly zaehlerart: Locator;
  readonly netzbetreiber: Locator;
  readonly baujahr: Locator;
  readonly roofYear: Locator;
  readonly electricsYear: Locator;

  constructor(readonly page: Page) {
    this.stromverbrauch = page.getByLabel('Stromverbrauch pro Jahr');
    this.zaehlerart = page.getByLabel('Zählerart');
    this.netzbetreiber = page.getByLabel('Netzbetreiber');
    this.baujahr = page.getByLabel('Baujahr');
    this.roofYear = page.getByLabel('Sanierungsjahr Dach');
    this.electricsYear = page.getByLabel('Sanierungsjahr Elektrik');
  }

  haustyp(label: 'Freistehend' | 'Doppelhaushälfte'): Locator {
    return this.page.getByRole('radiogroup', { name: 'Haustyp' }).getByRole('radio', { name: label });
  }

  renovation(part: 'Dach' | 'Elektrik', choice: 'nicht saniert' | 'ja'): Locator {
    return this.page.getByRole('radiogroup', { name: part }).getByRole('radio', { name: choice, exact: true });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Zustand des Hauses' })).toBeVisible();
    await expect(this.stromverbrauch).toBeVisible();
  }
}

/** A one-page PDF, as a bill scanned to PDF arrives. */
const BILL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The house data as the server holds it, or null. */
async function serverHouse(page: Page, projectId: string) {
  return (await serverProject(page, projectId))?.house ?? null;
}

/** A fresh project from the dashboard's 'Start', so Becker stays as other specs expect it. */
async function newProjectHousePage(page: Page): Promise<{ haus: HausPage; projectId: string }> {
  const projectId = await startProject(page);
  await page.goto(housePath(projectId));
  const haus = new HausPage(page);
  await haus.expectLoaded();
  return { haus, projectId };
}

test('Zustand des Hauses shows the stored house of Becker', async ({ page }) => {
  await signIn(page, DEMO, housePath(BECKER));
  const haus = new HausPage(page);
  await haus.expectLoaded();
  await expect(haus.stromverbrauch).toHaveValue('4200');
  await expect(haus.zaehlerart).toHaveValue('Zweirichtungszähler');
  await expect(haus.netzbetreiber).toHaveValue('MVV Netze');
  await expect(haus.baujahr).toHaveValue('1987');
  await expect(haus.haustyp('Freistehend')).toBeChecked();
  await expect(haus.haustyp('Doppelhaushälfte')).not.toBeChecked();
  // 'ja' when a renovation year is set, 'nicht saniert' (and the year disabled) otherwise.
  await expect(haus.renovation('Dach', 'ja')).toBeChecked();
  await expect(haus.roofYear).toHaveValue('2012');
  await expect(haus.roofYear).toBeEnabled();
  await expect(haus.renovation('Elektrik', 'nicht saniert')).toBeChecked();
  await expect(haus.electricsYear).toBeDisabled();
  await expect(haus.electricsYear).toHaveValue('');
});

test('every change is kept on the device without a save button and reaches the server', async ({ page }) => {
  const { haus, projectId } = await newProjectHousePage(page);
  await expect(haus.stromverbrauch).toHaveValue('');
  await expect(haus.renovation('Dach', 'nicht saniert')).toBeChecked();
  await expect(haus.roofYear).toBeDisabled();

  await haus.stromverbrauch.fill('3500,5');
  await haus.zaehlerart.fill('Drehstromzähler');
  await haus.netzbetreiber.fill('EnBW');
  await haus.baujahr.fill('1995');
  await haus.haustyp('Doppelhaushälfte').check();
  await haus.renovation('Dach', 'ja').check();
  await expect(haus.roofYear).toBeEnabled();
  await expect(haus.roofYear).toBeFocused();
  await haus.roofYear.fill('2015');
  await haus.renovation('Elektrik', 'ja').check();
  await expect(haus.electricsYear).toBeFocused();
  // Typed and left at once: nothing typed is lost when the page is left.
  await haus.electricsYear.fill('2020');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
  // The in-app way back saved everything, and it reaches the server; a reload then shows it all.
  await expect
    .poll(() => serverHouse(page, projectId), { timeout: 20_000 })
    .toMatchObject({
      stromverbrauch: 3500.5,
      zaehlernummer: 'Drehstromzähler',
      netzbetreiber: 'EnBW',
      baujahr: 1995,
      haustyp: 'doppelhaushaelfte',
      sanierungDach: 2015,
      sanierungElektrik: 2020,
    });
  await page.goto(housePath(projectId));
  await page.reload();

  await haus.expectLoaded();
  await expect(haus.stromverbrauch).toHaveValue('3500,5');
  await expect(haus.zaehlerart).toHaveValue('Drehstromzähler');
  await expect(haus.netzbetreiber).toHaveValue('EnBW');
  await expect(haus.baujahr).toHaveValue('1995');
  await expect(haus.haustyp('Doppelhaushälfte')).toBeChecked();
  await expect(haus.renovation('Dach', 'ja')).toBeChecked();
  await expect(haus.roofYear).toHaveValue('2015');
  await expect(haus.renovation('Elektrik', 'ja')).toBeChecked();
  await expect(haus.electricsYear).toHaveValue('2020');
});

test('the last keystrokes survive a reload right after typing, and reach the server', async ({ page }) => {
  const { haus, projectId } = await newProjectHousePage(page);
  await haus.netzbetreiber.fill('Stadtwerke Heidelberg');
  await haus.baujahr.fill('1977');
  await page.reload();
  await haus.expectLoaded();
  await expect(haus.netzbetreiber).toHaveValue('Stadtwerke Heidelberg');
  await expect(haus.baujahr).toHaveValue('1977');
  await expect.poll(() => serverHouse(page, projectId), { timeout: 20_000 }).toMatchObject({ netzbetreiber: 'Stadtwerke Heidelberg', baujahr: 1977 });
});

test("'nicht saniert' disables and clears the year, 'ja' enables it; non-numeric kWh saves 0", async ({ page }) => {
  const { haus, projectId } = await newProjectHousePage(page);
  await haus.renovation('Dach', 'ja').check();
  await haus.roofYear.fill('2012');
  await haus.renovation('Dach', 'nicht saniert').check();
  await expect(haus.roofYear).toBeDisabled();
  await expect(haus.roofYear).toHaveValue('');
  await haus.renovation('Dach', 'ja').check();
  await expect(haus.roofYear).toBeEnabled();
  await expect(haus.roofYear).toHaveValue('');
  await haus.renovation('Dach', 'nicht saniert').check();

  await haus.stromverbrauch.fill('etwa viertausend');
  await haus.baujahr.fill('unbekannt');
  await haus.baujahr.blur();
  await expect.poll(() => serverHouse(page, projectId), { timeout: 20_000 }).toMatchObject({ stromverbrauch: 0, baujahr: null, sanierungDach: null });
  await page.reload();
  await haus.expectLoaded();
  await expect(haus.stromverbrauch).toHaveValue('0');
  await expect(haus.baujahr).toHaveValue('');
  await expect(haus.renovation('Dach', 'nicht saniert')).toBeChecked();
  await expect(haus.roofYear).toBeDisabled();
});

test('values the server brings (as after a bill analysis) appear, but not in the field being typed in', async ({ page, context }) => {
  const { haus, projectId } = await newProjectHousePage(page);
  await haus.baujahr.fill('2001');
  await expect.poll(() => serverHouse(page, projectId), { timeout: 20_000 }).toMatchObject({ baujahr: 2001 });
  await expect(haus.baujahr).toBeFocused();

  // The server's copy changes elsewhere; coming back online the page loads it again.
  await changeServerProject(page, projectId, (project) => {
    project.house = { ...(project.house as object), stromverbrauch: 2800, zaehlernummer: 'Drehstromzähler', netzbetreiber: 'Pfalzwerke', baujahr: 1960 };
  });
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: /^Offline/ })).toBeVisible();
  await context.setOffline(false);

  await expect(haus.stromverbrauch).toHaveValue('2800');
  await expect(haus.zaehlerart).toHaveValue('Drehstromzähler');
  await expect(haus.netzbetreiber).toHaveValue('Pfalzwerke');
  await expect(haus.baujahr).toHaveValue('2001');
  await expect(haus.baujahr).toBeFocused();
});

test('a bill as PDF uploads with the house success alert and shows as a document tile', async ({ page }) => {
  const { projectId } = await newProjectHousePage(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  await (await chooser).setFiles({ name: 'stromrechnung.pdf', mimeType: 'application/pdf', buffer: BILL_PDF });

  await expect(page.getByRole('alert').filter({ hasText: 'Upload erfolgreich (1 Bild). Die Stromrechnung wurde analysiert.' })).toBeVisible({
    timeout: 20_000,
  });
  const tile = page.getByRole('figure', { name: 'stromrechnung.pdf' });
  await expect(tile).toBeVisible();
  await expect(tile.getByText('PDF-Dokument')).toBeVisible();
  expect((await serverHouse(page, projectId))?.analyse?.images).toEqual([expect.objectContaining({ originalName: 'stromrechnung.pdf' })]);
});

test('a bill over 14 months fills the fields with the consumption scaled to a year, and says so under the field', async ({ page }) => {
  const bill = billCases().find((entry) => entry.layout === 'abweichender-zeitraum' && entry.rendering === 'pdf');
  if (!bill) throw new Error('Keine Rechnung über einen abweichenden Zeitraum im Satz');
  const { haus } = await newProjectHousePage(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  await (await chooser).setFiles({ name: 'schlussrechnung.pdf', mimeType: 'application/pdf', buffer: await renderPdf(bill.draw(bill.facts)) });

  await expect(haus.stromverbrauch).toHaveValue(String(trueAnnualKwh(bill.facts)), { timeout: 30_000 });
  await expect(haus.zaehlerart).toHaveValue(bill.facts.meter);
  await expect(haus.netzbetreiber).toHaveValue(bill.facts.operator);
  await expect(page.getByText(/^Aus der Rechnung, Seite 1 \(Qualität hoch\)\. Gelesen aus: „Verbrauch im Abrechnungszeitraum: .* auf ein Jahr hochgerechnet$/)).toBeVisible();
  // A value the surveyor types over the bill's is the surveyor's: the note goes.
  await haus.stromverbrauch.fill('4000');
  await haus.stromverbrauch.blur();
  await expect(page.getByText(/auf ein Jahr hochgerechnet/)).toHaveCount(0);
});

test("'Upload erfolgreich' comes with the server's answer, never while the upload is on its way", async ({ page }) => {
  await newProjectHousePage(page);
  // Every alert text the page shows from now on, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenAlerts: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role=alert]')) seen.push(alert.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const successes = async () =>
    (await page.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts)).filter((text) => text.includes('Upload erfolgreich'));
  // The server stores and analyses the bill; its answer is held back until the test lets it go.
  let release = () => {};
  const answerHeld = new Promise<void>((resolve) => (release = resolve));
  let sent = () => {};
  const uploadSent = new Promise<void>((resolve) => (sent = resolve));
  await page.context().route('**/stromrechnung', async (route) => {
    sent();
    const response = await route.fetch();
    await answerHeld;
    await route.fulfill({ response });
  });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  await (await chooser).setFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: BILL_PDF });
  await uploadSent;
  await expect(page.getByText('Stromrechnung wird analysiert')).toBeVisible();
  expect(await successes()).toEqual([]);

  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload erfolgreich (1 Bild).' })).toBeVisible({ timeout: 20_000 });
});
