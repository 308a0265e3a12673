// A surveyor's whole day (issue 17), at tablet and at phone size: a survey with names and an
// address as customers really have them (ş, ł, ø, ß, é, an emoji, 200 characters), every area
// entered by hand without a single photo, every form left each way there is right after typing,
// the project completed to 5 | 5, and every captured value found in the protocol PDF.
import { expect, test } from '@playwright/test';
import { DEMO, signIn, startLocalProject } from './fixtures';
import { SurveyPages, type WayOut } from './pages/survey-pages';

const FULL_NAME = 'Ayşe Zoé 🌻 Søndergaard-Łukasiewicz-Weiß';
/** 200 characters, as long addresses with directions are. */
const STREET =
  'Großherzog-Friedrich-Straße 12a, Hinterhaus links, 3. OG, Klingel „Zoé 🌻 Søndergaard“, Zufahrt über den Hof ' +
  'der Bäckerei Öztürk, Schlüssel bei Frau Wróbel im EG, Hund im Garten – bitte vorher anrufen';
const DAY = {
  email: 'ayse.soendergaard@beispiel.de',
  phone: '+49 621 123 45 67',
  postcode: '68159',
  city: 'Mannheim-Neckarstadt-Ost',
  more: 'Wärmepumpe 2027 🔥, Förderung (BAFA/KfW) klären; Kundin möchte „Notstrom“ – ß, ł, ø, é',
  stromverbrauch: '4250',
  zaehlernummer: '1ESY1160512345',
  netzbetreiber: 'Netze BW Łódź & Söhne',
  baujahr: '1978',
  sparrenAnzahl: '24',
  ziegelModell: 'Braas – Frankfurter Pfanne ø 🌻',
  dachtypBeschreibung: 'Satteldach mit Gaube über dem Erker, Südseite verschattet durch Walnussbaum (Nachbar Øyvind).',
  nennstrom: '63',
  hindernis: 'Satellitenschüssel (Nachbar Øyvind) 📡',
  schaden: 'Riss im Putz über dem Zählerschrank, ca. 40 cm – Feuchtigkeit? 💧',
  belueftungNotiz: 'Kellerfenster 60 × 40 cm, kippbar; Lüftung über Schacht – geprüft von Łucja',
};

/** A value as the PDF prints it, emoji included: runs of white space are one. */
const printed = (value: string) => value.replace(/\s+/g, ' ').trim();

test('a whole survey by hand, leaving every form each way, ends at 5 | 5 with every value in the PDF', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO, '/');
  const survey = new SurveyPages(page, context, await startLocalProject(page));

  // Kundeninformationen: every way out right after typing keeps what was typed.
  const customer: Array<[string, string, WayOut]> = [
    ['Vor- und Nachname', FULL_NAME, 'back arrow'],
    ['E-Mail', DAY.email, 'browser back'],
    ['Telefon', DAY.phone, 'reload'],
    ['Straße und Hausnummer', STREET, 'closing the tab'],
    ['PLZ', DAY.postcode, 'back arrow'],
    ['Ort', DAY.city, 'browser back'],
  ];
  for (const [label, value, way] of customer) await survey.typeAndLeave(label, value, way);
  await survey.page.getByLabel('Solaranlage').check();
  await survey.page.getByLabel('Stromspeicher').check();
  await survey.page.getByLabel('Weiteres').check();
  await survey.typeAndLeave('Was ist noch geplant?', DAY.more, 'closing the tab');
  await expect(survey.page.getByLabel('Stromspeicher')).toBeChecked();
  await survey.page.getByRole('button', { name: 'Fertig' }).click();
  await expect(survey.page).toHaveURL(/\/men(ü|%C3%BC)$/);
  // The menu greets a new project once.
  await survey.page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await expect(survey.page.getByRole('heading', { level: 1 })).toHaveText(`Projekt ${FULL_NAME}`);

  // Zustand Haus, without a bill.
  await survey.openFromMenu('Zustand Haus', 'Zustand des Hauses');
  const house: Array<[string, string, WayOut]> = [
    ['Stromverbrauch pro Jahr', DAY.stromverbrauch, 'browser back'],
    ['Zählernummer / Zählerart', DAY.zaehlernummer, 'reload'],
    ['Netzbetreiber', DAY.netzbetreiber, 'closing the tab'],
    ['Baujahr', DAY.baujahr, 'back arrow'],
  ];
  for (const [label, value, way] of house) await survey.typeAndLeave(label, value, way);
  await survey.page.getByRole('radio', { name: 'Doppelhaushälfte' }).check();

  // Das Dach by hand: rafters inside, roof type and tiles outside.
  await survey.page.goto(survey.path('dach'));
  await survey.page.getByRole('button', { name: 'Sparren bearbeiten' }).click();
  await survey.typeAndLeave('Anzahl', DAY.sparrenAnzahl, 'browser back');
  await survey.page.getByRole('button', { name: 'Geeignet', exact: true }).click();
  await survey.backArrow().click();
  await expect(survey.page.getByRole('button', { name: 'Sparren bearbeiten' })).toContainText(`Anzahl: ${DAY.sparrenAnzahl}`);

  await survey.page.getByRole('button', { name: 'Unterspannbahn bearbeiten' }).click();
  await survey.page.getByRole('button', { name: 'Manuell angeben: Vorhanden' }).click();
  await expect(survey.page.getByText('korrigiert')).toHaveCount(0);
  await survey.page.getByRole('group', { name: 'Vorhanden' }).getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(survey.page.getByText('korrigiert').first()).toBeVisible();
  await survey.backArrow().click();

  await survey.page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await survey.page.getByRole('button', { name: 'Dachtyp & Neigung bearbeiten' }).click();
  await survey.page.getByRole('combobox', { name: 'Art' }).click();
  await survey.page.getByRole('option', { name: 'Satteldach' }).click();
  await survey.typeAndLeave('Beschreibung', DAY.dachtypBeschreibung, 'reload');
  await survey.backArrow().click();
  await survey.page.getByRole('button', { name: 'Ziegel bearbeiten' }).click();
  await survey.field('Deckung').fill('Frankf');
  await survey.page.getByRole('option', { name: 'Frankfurter Pfanne' }).click();
  await survey.typeAndLeave('Modell', DAY.ziegelModell, 'closing the tab');
  await survey.backArrow().click();
  // An obstacle typed and left before 'Hinzufügen' is still in its field.
  await survey.page.getByRole('button', { name: 'Hindernisse bearbeiten' }).click();
  await survey.page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).fill(DAY.hindernis);
  await survey.leaveAndReturn('reload');
  await expect(survey.page.getByRole('textbox', { name: 'Hindernis hinzufügen' })).toHaveValue(DAY.hindernis);
  await survey.page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).press('Enter');

  // Die Elektrik by hand.
  await survey.page.goto(survey.path('elektrik'));
  await survey.page.getByRole('button', { name: 'Zählerschrank bearbeiten' }).click();
  await survey.page.getByRole('region', { name: 'Zählertyp', exact: true }).getByRole('button', { name: 'Digital' }).click();
  await survey.page.getByRole('textbox', { name: 'Nennstrom' }).fill(DAY.nennstrom);
  await survey.leaveAndReturn('reload');
  await expect(survey.page.getByRole('textbox', { name: 'Nennstrom' })).toHaveValue(DAY.nennstrom);
  await survey.backArrow().click();
  await expect(survey.page.getByRole('region', { name: 'Hauptsicherung', exact: true })).toContainText('63 A');

  // Aufstellort by hand: each criterion gets a state, the first a note; no photo at all.
  await survey.openFromMenu('Aufstellort', 'Aufstellort für Speicher');
  for (const criterion of ['Belüftung', 'Temperatur', 'Mindestabstände', 'Feuchtigkeit', 'Brandschutz']) {
    const rating = criterion === 'Feuchtigkeit' ? 'Unklar' : 'Geeignet';
    await survey.page.getByRole('group', { name: `${criterion} von Hand bewerten` }).getByRole('button', { name: rating, exact: true }).click();
  }
  await survey.typeAndLeave('Notiz zu Belüftung', DAY.belueftungNotiz, 'back arrow');

  // Vorschäden: one found by eye, typed, left before adding it, and found again.
  await survey.page.goto(survey.path('vorschaeden'));
  await survey.typeAndLeave('Vorschaden hinzufügen', DAY.schaden, 'browser back');
  await survey.page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(survey.field('Vorschaden hinzufügen')).toHaveValue('');
  await expect(survey.page.getByText(DAY.schaden)).toBeVisible();

  await expect(await survey.counter()).toHaveText('5 | 5');

  // The protocol PDF holds every value captured, under the customer's own name.
  const { fileName, text } = await survey.protocolPdf();
  expect(fileName.normalize()).toBe('protocol_Ayşe_Zoé_🌻_Søndergaard-Łukasiewicz-Weiß.pdf'.normalize());
  const captured = [
    FULL_NAME,
    STREET,
    `${DAY.postcode} ${DAY.city}`,
    DAY.email,
    DAY.phone,
    DAY.more,
    DAY.zaehlernummer,
    DAY.netzbetreiber,
    '4.250 kWh',
    DAY.baujahr,
    'Doppelhaushälfte',
    DAY.sparrenAnzahl,
    'Satteldach',
    DAY.dachtypBeschreibung,
    'Frankfurter Pfanne',
    DAY.ziegelModell,
    DAY.hindernis,
    'Digital',
    '63 A',
    DAY.belueftungNotiz,
    DAY.schaden,
  ];
  for (const value of captured) expect(text, value).toContain(printed(value));
});
