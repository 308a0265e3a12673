// Aufstellort für Speicher (SPEC §2, §4 'Criterion rating', §5 'Explanations', §8 'Explanation
// fetch failure', §9 storage guidance): the criteria table, the explanation dialog and the upload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { changeServerProject, serverProject } from './api-helpers';
import { startProject } from './fixtures';

const CRITERIA = ['Belüftung', 'Temperatur', 'Mindestabstände', 'Feuchtigkeit', 'Brandschutz'];

/** Stores storage values on the server, as an analysis would. */
async function setServerStorage(page: Page, projectId: string, storage: Record<string, unknown>) {
  await changeServerProject(page, projectId, (project) => {
    project.storage = storage;
  });
}

class AufstellortPage {
  constructor(private readonly page: Page) {}

  async open(projectId: string) {
    await this.page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
    await expect(this.page.getByRole('heading', { name: 'Aufstellort für Speicher' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Kriterien' });
  }

  row(criterion: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(`^${criterion}`) });
  }

  rating(criterion: string, rating: string): Locator {
    return this.page.getByRole('button', { name: `${criterion}: ${rating}`, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The manual rating of one criterion: three choices in a group named after the criterion. */
  rateByHand(criterion: string, rating: string): Locator {
    return this.page.getByRole('group', { name: `${criterion} von Hand bewerten` }).getByRole('button', { name: rating, exact: true });
  }

  note(criterion: string): Locator {
    return this.page.getByRole('textbox', { name: `Notiz zu ${criterion}` });
  }
}

const ANALYSED = {
  belueftung: { zustand: 'geeignet', wert: 'Lüftungsgitter vorhanden', qualitaet: 'hoch', reasoning: 'Zwei Lüftungsgitter in der Außenwand sind frei.' },
  temperatur: { zustand: 'geeignet', wert: '21 °C', qualitaet: 'hoch', reasoning: 'Keine detaillierte Begründung verfügbar' },
  mindestabstaende: { zustand: 'ungeeignet', wert: '30 cm', qualitaet: 'mittel', reasoning: 'nicht_erkannt' },
  feuchtigkeit: { zustand: 'unklar', wert: 'nicht_messbar' },
  brandschutz: { zustand: 'nicht_bestimmbar' },
};

test('a fresh project shows the five criteria as unbekannt, with a dash instead of each rating button', async ({ page }) => {
  const projectId = await startProject(page);
  const aufstellort = new AufstellortPage(page);
  await aufstellort.open(projectId);
  for (const criterion of CRITERIA) {
    await expect(aufstellort.row(criterion)).toContainText('unbekannt');
    await expect(aufstellort.row(criterion)).toContainText('–');
    // Nothing was rated, so there is no AI reading whose quality could be shown.
    await expect(aufstellort.row(criterion)).not.toContainText('Qualität');
  }
  await expect(aufstellort.table.getByRole('row')).toHaveCount(6);
  await expect(aufstellort.table.getByRole('button')).toHaveCount(0);
});

test('analysed criteria show their ratings; the dialog follows the reasoning rules of SPEC §5', async ({ page }) => {
  const projectId = await startProject(page);
  await setServerStorage(page, projectId, ANALYSED);
  const aufstellort = new AufstellortPage(page);
  await aufstellort.open(projectId);

  await expect(aufstellort.rating('Belüftung', 'Geeignet')).toBeVisible();
  await expect(aufstellort.row('Belüftung')).toContainText('Lüftungsgitter vorhanden');
  await expect(aufstellort.row('Belüftung')).toContainText('Qualität: hoch');
  await expect(aufstellort.rating('Temperatur', 'Geeignet')).toBeVisible();
  await expect(aufstellort.rating('Mindestabstände', 'Ungeeignet')).toBeVisible();
  await expect(aufstellort.rating('Feuchtigkeit', 'Unklar')).toBeVisible();
  await expect(aufstellort.row('Feuchtigkeit')).toContainText('KI konnte Feuchtigkeit nicht erkennen');
  // 'nicht_bestimmbar' is anything else, so it shows as unbekannt, and is clickable too.
  await expect(aufstellort.rating('Brandschutz', 'unbekannt')).toBeEnabled();
  await expect(aufstellort.table.getByText('–', { exact: true })).toHaveCount(0);

  // Usable local reasoning is shown; the rest comes from the server.
  await aufstellort.rating('Belüftung', 'Geeignet').click();
  await expect(aufstellort.dialog.getByRole('heading', { name: 'Belüftung' })).toBeVisible();
  await expect(aufstellort.dialog).toContainText('Zwei Lüftungsgitter in der Außenwand sind frei.');
  await expect(aufstellort.dialog).toContainText('Belüftung: Geeignet');
  await expect(aufstellort.dialog).toContainText('Lüftungsöffnungen nicht verstellt');
  await expect(aufstellort.dialog).toContainText('Konfidenz: hoch');
  await expect(aufstellort.dialog.getByRole('alert')).toHaveCount(0);
  await aufstellort.dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(aufstellort.dialog).toBeHidden();

  // 'Keine detaillierte Begründung verfügbar' is ignored: it is not shown, a real explanation is.
  await aufstellort.rating('Temperatur', 'Geeignet').click();
  await expect(aufstellort.dialog).toContainText('Betriebstemperatur 18-25 °C');
  await expect(aufstellort.dialog).toContainText('Die Temperatur am Aufstellort liegt im empfohlenen Betriebsbereich von 18-25 °C.');
  await expect(aufstellort.dialog).not.toContainText('Keine detaillierte Begründung verfügbar');
  await page.keyboard.press('Escape');
  await expect(aufstellort.dialog).toBeHidden();

  // 'nicht_erkannt' is ignored as well.
  await aufstellort.rating('Mindestabstände', 'Ungeeignet').click();
  await expect(aufstellort.dialog).toContainText('Ungeeignet');
  await expect(aufstellort.dialog).toContainText('Mindestens 50 cm Abstand zu Wänden und brennbaren Materialien');
  await expect(aufstellort.dialog).not.toContainText('nicht_erkannt');
  await page.keyboard.press('Escape');

  // Without local reasoning the server's explanation is used.
  await aufstellort.rating('Brandschutz', 'unbekannt').click();
  await expect(aufstellort.dialog).toContainText('Für dieses Kriterium liegen noch keine Fotos oder Analyseergebnisse vor.');
  await expect(aufstellort.dialog).toContainText('Rauchmelder im Aufstellraum empfohlen');
});

test('offline the dialog shows the built-in explanation with the guidance value, and keeps usable local reasoning', async ({ page, context }) => {
  const projectId = await startProject(page);
  await setServerStorage(page, projectId, ANALYSED);
  const aufstellort = new AufstellortPage(page);
  await aufstellort.open(projectId);
  await expect(aufstellort.rating('Temperatur', 'Geeignet')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('button', { name: /^Offline/ })).toBeVisible();
  await aufstellort.rating('Temperatur', 'Geeignet').click();
  await expect(aufstellort.dialog.getByRole('heading', { name: 'Temperatur' })).toBeVisible();
  await expect(aufstellort.dialog).toContainText('Offline – es werden allgemeine Hinweise zu diesem Kriterium angezeigt.');
  await expect(aufstellort.dialog).toContainText('Die Temperatur am Aufstellort liegt im empfohlenen Betriebsbereich von 18-25 °C.');
  await expect(aufstellort.dialog).toContainText('Temperatur: Geeignet');
  await expect(aufstellort.dialog).not.toContainText('Keine detaillierte Begründung verfügbar');
  await aufstellort.dialog.getByRole('button', { name: 'Schließen' }).click();

  await aufstellort.rating('Feuchtigkeit', 'Unklar').click();
  await expect(aufstellort.dialog).toContainText('unter 60 %');
  await page.keyboard.press('Escape');

  await aufstellort.rating('Belüftung', 'Geeignet').click();
  await expect(aufstellort.dialog).toContainText('Zwei Lüftungsgitter in der Außenwand sind frei.');
  await context.setOffline(false);
});

test("an image of the installation site: 'Upload erfolgreich' and a thumbnail", async ({ page }) => {
  const projectId = await startProject(page);
  await new AufstellortPage(page).open(projectId);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#bdbdbd' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'keller_speicher.jpg', mimeType: 'image/jpeg', buffer }]);
  await expect(page.getByText('Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('figure', { name: 'keller_speicher.jpg' })).toBeVisible();
});

test("'Bild löschen' asks in the app's own dialog; confirmed, that photo leaves the grid and the server, and an alert says so", async ({ page }) => {
  const projectId = await startProject(page);
  await new AufstellortPage(page).open(projectId);
  const photo = (background: string) => sharp({ create: { width: 320, height: 240, channels: 3, background } }).jpeg().toBuffer();
  for (const [name, background] of [['heizraum.jpg', '#8d6e63'], ['garage.jpg', '#78909c']]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
    await (await chooser).setFiles([{ name, mimeType: 'image/jpeg', buffer: await photo(background) }]);
    await expect(page.getByRole('figure', { name }).getByRole('img', { name })).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.getByText('Upload erfolgreich (1 Bild). Die Analyse wird gleich geladen.')).toBeVisible();
  // The browser's own confirm box is neither styled nor reliable on a tablet: the app asks itself.
  const native: string[] = [];
  page.on('dialog', (dialog) => (native.push(dialog.message()), void dialog.dismiss()));
  const remove = page.getByRole('button', { name: 'Bild löschen: heizraum.jpg' });
  const box = await remove.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await remove.click();
  const question = page.getByRole('dialog', { name: 'Bild löschen?' });
  await expect(question).toContainText('Dieses Bild wirklich löschen?');
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('figure', { name: 'heizraum.jpg' })).toBeVisible();

  await remove.click();
  await page.getByRole('dialog', { name: 'Bild löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('figure', { name: 'heizraum.jpg' })).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'garage.jpg' })).toBeVisible();
  // SPEC §8: success shows an alert that the image was deleted, in place of the upload's alert.
  await expect(page.getByRole('alert').filter({ hasText: 'Das Bild wurde gelöscht.' })).toBeVisible();
  await expect(page.getByText(/Upload erfolgreich/)).toHaveCount(0);
  expect(native).toEqual([]);
  await expect
    .poll(async () => ((await serverProject(page, projectId)).storage?.analyse?.images ?? []).map((image: { originalName: string }) => image.originalName))
    .toEqual(['garage.jpg']);
});

test('on a phone the criteria become one card each, without sideways scrolling', async ({ page }) => {
  const projectId = await startProject(page);
  await setServerStorage(page, projectId, ANALYSED);
  await page.setViewportSize({ width: 390, height: 844 });
  await new AufstellortPage(page).open(projectId);
  const cards = page.getByRole('list', { name: 'Kriterien' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.filter({ hasText: 'Mindestabstände' }).getByRole('button', { name: 'Mindestabstände: Ungeeignet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Temperatur: Geeignet' }).click();
  await expect(page.getByRole('dialog')).toContainText('18-25 °C');
});

test('without any photo all five criteria are rated by hand: marked korrigiert, kept on leaving, synced, and the project reaches 5 | 5', async ({ page }) => {
  const projectId = await startProject(page);
  // The other four sections are done, as the other screens would record them.
  await changeServerProject(page, projectId, (project) => {
    project.customer = { firstName: 'Ayşe', lastName: 'Özdemir' };
    project.house = { stromverbrauch: 4200, baujahr: 1987 };
    project.roof = { outside: { ziegel: { deckung: 'Biberschwanz' } } };
    project.electric = { zaehlerschrank: { zaehlertyp: { typ: 'digital' } } };
  });
  const aufstellort = new AufstellortPage(page);
  await aufstellort.open(projectId);
  await expect(aufstellort.table.getByRole('button')).toHaveCount(0);
  // No photo was analysed, so nothing claims the AI missed anything.
  await expect(page.getByText(/KI konnte/)).toHaveCount(0);

  const chosen = { Belüftung: 'Geeignet', Temperatur: 'Unklar', Mindestabstände: 'Geeignet', Feuchtigkeit: 'Ungeeignet', Brandschutz: 'Geeignet' };
  for (const [criterion, rating] of Object.entries(chosen)) {
    await aufstellort.rateByHand(criterion, rating).click();
    await expect(aufstellort.rateByHand(criterion, rating)).toHaveAttribute('aria-pressed', 'true');
    await expect(aufstellort.rating(criterion, rating)).toBeVisible();
    await expect(aufstellort.row(criterion)).toContainText('korrigiert');
  }
  await expect(page.getByText(/KI konnte/)).toHaveCount(0);
  // A note typed and the page left at once with the back arrow is kept.
  await aufstellort.note('Feuchtigkeit').fill('Feuchte Wand hinter dem Regal – Łódź-Keller 💧');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Erledigte Bereiche: 5 | 5')).toBeVisible();

  await aufstellort.open(projectId);
  await expect(aufstellort.note('Feuchtigkeit')).toHaveValue('Feuchte Wand hinter dem Regal – Łódź-Keller 💧');
  await expect(aufstellort.rateByHand('Temperatur', 'Unklar')).toHaveAttribute('aria-pressed', 'true');
  await aufstellort.rating('Feuchtigkeit', 'Ungeeignet').click();
  await expect(aufstellort.dialog).toContainText('korrigiert');
  await expect(aufstellort.dialog).toContainText('Feuchte Wand hinter dem Regal – Łódź-Keller 💧');
  await expect(aufstellort.dialog).toContainText('Ungeeignet');
  await page.keyboard.press('Escape');

  await expect
    .poll(async () => {
      const storage = (await serverProject(page, projectId))?.storage ?? {};
      return [storage.belueftung?.zustand, storage.feuchtigkeit?.zustand, storage.notizen?.feuchtigkeit, [...(storage.korrigiert ?? [])].sort()];
    })
    .toEqual(['geeignet', 'ungeeignet', 'Feuchte Wand hinter dem Regal – Łódź-Keller 💧', ['belueftung', 'brandschutz', 'feuchtigkeit', 'mindestabstaende', 'temperatur']]);
});

test('photos uploaded but a criterion not seen: the explanation says the photos did not show it', async ({ page }) => {
  const projectId = await startProject(page);
  const aufstellort = new AufstellortPage(page);
  await aufstellort.open(projectId);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos hinzufügen (JPG, PNG, HEIC, PDF)' }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#bdbdbd' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'keller_speicher.jpg', mimeType: 'image/jpeg', buffer }]);
  await expect(page.getByRole('figure', { name: 'keller_speicher.jpg' })).toBeVisible({ timeout: 30_000 });
  await aufstellort.rateByHand('Temperatur', 'Geeignet').click();
  await aufstellort.rating('Belüftung', 'unbekannt').click();
  await expect(aufstellort.dialog).toContainText('Auf dem Foto des Aufstellorts war „Belüftung“ nicht zu erkennen.');
  await expect(aufstellort.dialog).not.toContainText('noch keine Fotos');
});
