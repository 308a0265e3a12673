// Die Elektrik (SPEC §2, §3): the tabs Zählerschrank and Erdung with their fields, the detail
// editors whose corrections are marked and saved (also offline), and the area upload.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startProject, waitForServiceWorker } from './fixtures';

/** The demo's finished project, whose Zählerschrank photo was analysed. */
const WAGNER = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';

class ElektrikPages {
  constructor(
    private readonly page: Page,
    private readonly projectId: string,
  ) {}

  path(page = 'elektrik') {
    return `/companies/${DEMO_COMPANY_ID}/projekte/${this.projectId}/${page}`;
  }

  async open() {
    await this.page.goto(this.path());
    await expect(this.page.getByRole('heading', { level: 1, name: 'Die Elektrik' })).toBeVisible();
  }

  tab(name: 'Zählerschrank' | 'Erdung') {
    return this.page.getByRole('tab', { name });
  }

  /** One field of the overview or one field card of the editor. */
  field(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  back() {
    return this.page.getByRole('button', { name: 'Zurück', exact: true });
  }
}

test('Die Elektrik: both tabs show every field with no AI quality and no not-detected hint before a photo was analysed', async ({ page }) => {
  const elektrik = new ElektrikPages(page, await startProject(page));
  await elektrik.open();
  await expect(elektrik.tab('Zählerschrank')).toHaveAttribute('aria-selected', 'true');
  for (const name of ['FI/LS-Schalter', 'Überspannungsschutz', 'Zählerplatz', 'APZ-Feld', 'Zählertyp', 'Hauptsicherung']) {
    // Nothing was read yet, so no reading has a quality.
    await expect(elektrik.field(name)).toBeVisible();
    await expect(elektrik.field(name)).not.toContainText('Qualität');
  }
  await expect(elektrik.field('FI/LS-Schalter')).toContainText('Unbekannt');
  // Nothing was uploaded yet, so nothing was 'not recognised' either.
  await expect(page.getByRole('note').filter({ hasText: /KI konnte .* nicht erkennen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' })).toBeVisible();

  await elektrik.tab('Erdung').click();
  await expect(elektrik.tab('Erdung')).toHaveAttribute('aria-selected', 'true');
  const leiter = elektrik.field('Angeschlossene Leiter');
  for (const kind of ['PE/GN-YE Schutzleiter', 'Fundament-/Tiefenerder', 'Potentialausgleich Wasser/Gas', 'Blitzschutz-Verbindungen', 'Unbekannte Anschlüsse']) {
    await expect(leiter).toContainText(kind);
  }
  for (const name of ['Haupterdungsschiene (HES)', 'Markierungen', 'Erdungsart', 'Anschlussqualität', 'Fundamenterder vorhanden', 'Zustand']) {
    await expect(elektrik.field(name)).toBeVisible();
  }
  await expect(page.getByRole('note').filter({ hasText: /KI konnte .* nicht erkennen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erdung bearbeiten' })).toBeVisible();
});

test('Die Elektrik: after the Zählerschrank photo was analysed, each value the AI missed shows its hint once', async ({ page }) => {
  await signIn(page, DEMO, `/companies/${DEMO_COMPANY_ID}/projekte/${WAGNER}/elektrik`);
  await expect(page.getByRole('heading', { level: 1, name: 'Die Elektrik' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'KI konnte Hauptsicherung nicht erkennen' })).toHaveCount(1);
  await expect(page.getByRole('note').filter({ hasText: 'KI konnte Zählertyp nicht erkennen' })).toHaveCount(1);
  // The Erdung has no photo yet: no hint there.
  await page.getByRole('tab', { name: 'Erdung' }).click();
  await expect(page.getByRole('tab', { name: 'Erdung' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('note').filter({ hasText: /KI konnte .* nicht erkennen/ })).toHaveCount(0);
});

test('Zählerschrank editor: corrections are marked, shown as "63 A", kept after reload and saved on the server', async ({ page }) => {
  const projectId = await startProject(page);
  const elektrik = new ElektrikPages(page, projectId);
  await elektrik.open();
  await page.getByRole('button', { name: 'Zählerschrank bearbeiten' }).click();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path('elektrik-detail/zaehlerschrank')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zählerschrank' })).toBeVisible();

  await expect(elektrik.field('Hauptsicherung')).not.toContainText('korrigiert');
  await elektrik.field('Zählertyp').getByRole('button', { name: 'Digital' }).click();
  await page.getByRole('textbox', { name: 'Nennstrom' }).fill('63');
  await page.getByRole('group', { name: 'FI/LS-Schalter' }).getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(elektrik.field('Hauptsicherung')).toContainText('korrigiert');
  await expect(elektrik.field('Zählertyp')).toContainText('korrigiert');
  await expect(elektrik.field('APZ-Feld')).not.toContainText('korrigiert');

  // SPEC §2: the detail editor's upload button only says this.
  await page.getByRole('button', { name: 'Fotos hinzufügen' }).click();
  await expect(page.getByText('Upload-Funktionalität wird implementiert')).toBeVisible();

  await elektrik.back().click();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path()}$`));
  await expect(elektrik.tab('Zählerschrank')).toHaveAttribute('aria-selected', 'true');
  const check = async () => {
    await expect(elektrik.field('Hauptsicherung')).toContainText('63 A');
    await expect(elektrik.field('Hauptsicherung')).toContainText('korrigiert');
    await expect(elektrik.field('Zählertyp')).toContainText('Digital');
    await expect(elektrik.field('FI/LS-Schalter')).toContainText('Ja');
    await expect(elektrik.field('FI/LS-Schalter')).toContainText('korrigiert');
    await expect(page.getByText('KI konnte Hauptsicherung nicht erkennen')).toBeHidden();
  };
  await check();
  await page.reload();
  await check();

  await expect
    .poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank, { timeout: 20_000 })
    .toMatchObject({
      fiLsSchalter: true,
      zaehlertyp: { typ: 'digital' },
      hauptsicherung: { wert: 63 },
      korrigiert: expect.arrayContaining(['fiLsSchalter', 'zaehlertyp', 'hauptsicherung']),
    });
});

test('Erdung editor: a conductor count and the cross-section Bandstahl, back to the Erdung tab', async ({ page }) => {
  const projectId = await startProject(page);
  const elektrik = new ElektrikPages(page, projectId);
  await elektrik.open();
  await elektrik.tab('Erdung').click();
  await page.getByRole('button', { name: 'Erdung bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erdung' })).toBeVisible();

  await page.getByRole('textbox', { name: 'PE/GN-YE Schutzleiter' }).fill('2');
  await page.getByRole('button', { name: 'Blitzschutz-Verbindungen: eins mehr' }).click();
  await page.getByRole('textbox', { name: 'Fundament-/Tiefenerder' }).fill('-1');
  await expect(page.getByRole('textbox', { name: 'Fundament-/Tiefenerder' })).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Querschnitt' }).click();
  await expect(page.getByRole('option')).toHaveText(['≥16 mm²', '~10 mm²', '~6 mm²', 'Bandstahl', 'Unbekannt']);
  await page.getByRole('option', { name: 'Bandstahl' }).click();
  await page.getByRole('group', { name: 'Fundamenterder vorhanden' }).getByRole('button', { name: 'Nein' }).click();
  await expect(elektrik.field('Angeschlossene Leiter')).toContainText('korrigiert');

  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path()}$`));
  await expect(elektrik.tab('Erdung')).toHaveAttribute('aria-selected', 'true');
  const leiter = elektrik.field('Angeschlossene Leiter');
  await expect(leiter).toContainText('Bandstahl');
  await expect(leiter).toContainText('korrigiert');
  await expect(leiter.getByRole('definition').first()).toHaveText('2');
  await expect(elektrik.field('Fundamenterder vorhanden')).toContainText('Nein');

  await expect
    .poll(async () => (await serverProject(page, projectId))?.electric?.erdung, { timeout: 20_000 })
    .toMatchObject({
      angeschlosseneLeiter: { peGnye: 2, earthToFoundation: 1, lightningBonding: 1, equipotentialToWaterGas: null, querschnittsklasse: 'band' },
      fundamenterderVorhanden: 'no',
      korrigiert: ['angeschlosseneLeiter', 'fundamenterderVorhanden'],
    });
});

test('back from the editor returns even when offline, and the value stays saved on the device', async ({ page, context }) => {
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  const elektrik = new ElektrikPages(page, projectId);
  await elektrik.open();
  await page.getByRole('button', { name: 'Zählerschrank bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zählerschrank' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('group', { name: 'APZ-Feld' }).getByRole('button', { name: 'Nein' }).click();
  await elektrik.back().click();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path()}$`));
  await expect(elektrik.field('APZ-Feld')).toContainText('Nein');
  await expect(elektrik.field('APZ-Feld')).toContainText('korrigiert');
  await page.reload();
  await expect(elektrik.field('APZ-Feld')).toContainText('Nein');
  await expect(page.getByRole('button', { name: /Änderung(en)? ausstehend/ })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank, { timeout: 30_000 })
    .toMatchObject({ apzFeld: false, korrigiert: ['apzFeld'] });
});

test("an image on the Zählerschrank tab: 'Upload erfolgreich' and a thumbnail", async ({ page }) => {
  const elektrik = new ElektrikPages(page, await startProject(page));
  await elektrik.open();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9e9e9e' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'zaehlerschrank_1.jpg', mimeType: 'image/jpeg', buffer }]);
  await expect(page.getByText('Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('figure', { name: 'zaehlerschrank_1.jpg' })).toBeVisible();
  await elektrik.tab('Erdung').click();
  await expect(page.getByRole('figure', { name: 'zaehlerschrank_1.jpg' })).toBeHidden();
});

test('an upload that takes long does not hold the page: the overlay offers to work on, and the alert says when the photo arrived', async ({ page }) => {
  test.setTimeout(120_000);
  const elektrik = new ElektrikPages(page, await startProject(page));
  await elektrik.open();
  // A cellar with a weak uplink: the photo takes some twenty seconds to go up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 3_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  await (await chooser).setFiles([{ name: 'zaehlerschrank_langsam.jpg', mimeType: 'image/jpeg', buffer: await readFile('server/seed/photos/zaehlerschrank.jpg') }]);
  const busy = page.getByRole('status').filter({ hasText: 'Elektrik wird analysiert' });
  await expect(busy).toBeVisible();
  await busy.getByRole('button', { name: 'Weiterarbeiten' }).click({ timeout: 20_000 });
  await expect(busy).toBeHidden();
  await expect(page.getByText('Das Foto wird im Hintergrund übertragen und analysiert.')).toBeVisible();
  // The page is the surveyor's again while the photo goes up.
  const note = page.getByRole('textbox', { name: 'Notizen zu diesem Bereich' });
  await note.fill('Zählerschrank im Flur, Tür klemmt');
  await expect(page.getByRole('figure', { name: 'zaehlerschrank_langsam.jpg' })).toContainText('wartet auf Upload');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText('Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen.')).toBeVisible({ timeout: 60_000 });
  await expect(note).toHaveValue('Zählerschrank im Flur, Tür klemmt');
});

test('an unknown editor type shows a German message and a way back', async ({ page }) => {
  const elektrik = new ElektrikPages(page, await startProject(page));
  await page.goto(elektrik.path('elektrik-detail/keller'));
  await expect(page.getByText('Den Bereich „keller“ gibt es in der Elektrik nicht.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zur Elektrik' }).click();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path()}$`));
});

test("the browser's back also saves before it leaves the editor and returns to its tab", async ({ page }) => {
  const elektrik = new ElektrikPages(page, await startProject(page));
  await elektrik.open();
  await elektrik.tab('Erdung').click();
  await page.getByRole('button', { name: 'Erdung bearbeiten' }).click();
  await elektrik.field('Zustand').getByRole('combobox', { name: 'Bewertung' }).click();
  await page.getByRole('option', { name: 'Beschädigt' }).click();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${elektrik.path()}$`));
  await expect(elektrik.tab('Erdung')).toHaveAttribute('aria-selected', 'true');
  await expect(elektrik.field('Zustand')).toContainText('Beschädigt');
  await expect(elektrik.field('Zustand')).toContainText('korrigiert');
});
