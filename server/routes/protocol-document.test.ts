// The protocol PDF prints every value a surveyor captured, however awkward its characters
// (issue 17, item 6): the document is rendered as the server sends it and its text is read back.
import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/domain/project.ts';
import { protocolModel, type ProtocolInput } from '../../src/domain/protocol.ts';
import { DEFAULT_CHECKLIST } from '../../src/domain/required-shots.ts';
import type { ProtocolPhotoSource } from '../../src/report/ProtocolDocument.tsx';
import { renderProtocolPdf } from '../report/render-protocol.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { jpeg } from '../test-support/test-images.ts';

const ADDRESS = `Grundstücksverwaltungsgesellschaftsgebäude Straße des 17. Juni 200, Hinterhaus ø, 3. OG links bei Łukasiewicz-Ağaoğlu, ${'Seitenflügel é ß '.repeat(8)}`.slice(0, 199);
const FIRST = 'Ayşe 😀';
const LAST = 'Özdemir-Łukasiewicz';

const project: Project = {
  id: 'p',
  name: LAST,
  status: 'OFFEN',
  createdAt: '2026-11-18T08:30:00.000Z',
  active: true,
  customer: {
    firstName: FIRST,
    lastName: LAST,
    email: 'ayşe.özdemir@example.com',
    phone: '+49 621 1234567 (nur nachmittags)',
    address: `${ADDRESS}\n68161 Mannheim`,
    additional: 'Klimaanlage für das Büro von Ærøskøbing-Čapek',
    services: { solar: true, battery: true, wallbox: true },
  },
  house: { stromverbrauch: 4200, zaehlernummer: '1 EMH 0012 3456 78', netzbetreiber: 'Stadtwerke Señor Ğüneş', baujahr: 1987, haustyp: 'freistehend', sanierungDach: 2012, sanierungElektrik: 2019 },
  roof: {
    inside: {
      sparren: { breite: { wert: 8, einheit: 'cm' }, hoehe: { wert: 18, einheit: 'cm' }, abstand: { wert: 70, einheit: 'cm' }, anzahl: 24, material: 'Lärchenholz ł', zustand: 'geeignet' },
      latten: { breite: { wert: 3, einheit: 'cm' }, material: 'Fichte ø', zustand: 'geeignet' },
      daemmung: { art: 'Zwischensparrendämmung', dicke: { wert: 16, einheit: 'cm' }, material: 'Holzfaser é', zustand: 'ungeeignet' },
      balken: { anzahl: 6, material: 'Eiche ß', zustand: 'geeignet' },
      unterspannbahn: { vorhanden: true, diffusionsoffen: false, material: 'Bitumenbahn č', zustand: 'unklar', korrigiert: ['vorhanden'] },
    },
    outside: {
      dachtyp: { art: 'SATTELDACH', neigung: '35°', beschreibung: 'Gaube nach Süden, ŞĞİ' },
      dachfenster: { anzahl: 2, art: 'Schwingfenster', breite: { wert: 78, einheit: 'cm' }, zustand: 'geeignet' },
      regenrinne: { material: 'Kupfer ő', laenge: { wert: 12.5, einheit: 'm' }, zustand: 'geeignet' },
      ziegel: { material: 'Ton', hersteller: 'Braas Ødegård', modell: 'Frankfurter Pfanne Ł' },
      traufhoehe: { wert: { wert: 6.2, einheit: 'm' }, korrigiert: ['wert'] },
    },
    manualObstacles: ['Antenne auf dem First ş'],
    manualDamages: ['Sturmschaden am Ortgang ğ'],
    faces: [
      {
        id: 'f1',
        name: 'Süd über der Garage Ağaoğlu',
        azimuthDeg: 180,
        slopeDeg: 35,
        slopeSource: 'gemessen',
        ridgeLength: { wert: 10, einheit: 'm' },
        rafterLength: { wert: 500, einheit: 'cm' },
        shading: 'teilweise',
        shadingCauses: ['baum'],
      },
      { id: 'f2', name: 'Westgaube ø', areaM2: 9, partyWall: true },
    ],
  },
  electric: {
    zaehlerschrank: {
      fiLsSchalter: true,
      ueberspannungsschutz: false,
      zaehlerplatz: true,
      apzFeld: false,
      zaehlertyp: { typ: 'digital', name: 'eHZ Łódź', beschreibung: 'Zweirichtungszähler ő' },
      hauptsicherung: { wert: '63A', typ: 'NH 00 é', beschreibung: 'plombiert ß' },
      korrigiert: ['hauptsicherung'],
    },
  },
};

const input: ProtocolInput = {
  companyName: 'Solar Şahin & Søn GmbH',
  project,
  checklist: DEFAULT_CHECKLIST,
  damages: [
    { id: 'd', titel: 'Manueller Vorschaden', kurzbeschreibung: 'Riss im Putz neben der Tür ł', kategorie: 'AUFSTELLORT', schweregrad: 'mittel', status: 'NEU', details: { empfohleneBehandlung: 'Verputzen é, Abstand ≥ 1 m → Fluchtweg frei, Fuge ≤ 2 mm' } },
  ],
  buildability: null,
  images: [
    { id: 'bill-photo', component: 'stromrechnung', originalName: 'Rechnung Şubat.jpg', uploadedAt: '2026-11-20T09:00:00Z', contentType: 'image/jpeg' },
    { id: 'bill-pdf', component: 'stromrechnung', originalName: 'Jahresabrechnung ğ 2025.pdf', uploadedAt: '2026-11-20T09:00:00Z', contentType: 'application/pdf', pageCount: 3 },
  ],
  today: new Date('2026-11-22T10:00:00Z'),
};

/** pdf.js hands a line over in runs and wraps long values, so spacing is not compared. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function documentText(): Promise<string> {
  const photos = new Map<string, ProtocolPhotoSource>([['bill-photo', { data: await jpeg(400, 900), format: 'jpg' }]]);
  const pdf = await renderProtocolPdf(protocolModel(input), photos);
  return squash(await pdfText(pdf));
}

describe('the protocol PDF of a project with every field filled with awkward text', () => {
  it('prints every captured customer, house, roof, electrics and damage value letter for letter', async () => {
    const text = await documentText();
    const captured = [
      `${FIRST} ${LAST}`,
      ADDRESS,
      '68161 Mannheim',
      'ayşe.özdemir@example.com',
      '+49 621 1234567 (nur nachmittags)',
      'Solaranlage, Stromspeicher, Wallbox, Weiteres: Klimaanlage für das Büro von Ærøskøbing-Čapek',
      '1 EMH 0012 3456 78',
      'Stadtwerke Señor Ğüneş',
      'Lärchenholz ł',
      'Fichte ø',
      'Holzfaser é',
      'Eiche ß',
      'Bitumenbahn č',
      'Gaube nach Süden, ŞĞİ',
      'Kupfer ő',
      'Braas Ødegård',
      'Frankfurter Pfanne Ł',
      'Antenne auf dem First ş',
      'Sturmschaden am Ortgang ğ',
      'eHZ Łódź',
      'Zweirichtungszähler ő',
      'NH 00 é',
      'plombiert ß',
      'Riss im Putz neben der Tür ł',
      'Verputzen é, Abstand ≥ 1 m → Fluchtweg frei, Fuge ≤ 2 mm',
      'Solar Şahin & Søn GmbH',
    ];
    expect(captured.filter((value) => !text.includes(squash(value)))).toEqual([]);
  }, 60_000);

  it('lists the required shots, each missing one as such, with how many are there (issue 21)', async () => {
    const text = await documentText();
    for (const line of ['Pflichtfotos', 'Zählerschrank: Typenschild des Zählers', 'Dach außen: Traufe/Regenrinne', '0 von 20 Pflichtfotos vorhanden.']) expect(text).toContain(squash(line));
  }, 60_000);

  it('shows an uploaded bill PDF as a document with its name and page count, and never hyphenates a word', async () => {
    const text = await documentText();
    expect(text).toContain(squash('Jahresabrechnung ğ 2025.pdf'));
    expect(text).toContain(squash('PDF-Dokument · 3 Seiten'));
    expect(text).toContain(squash('Rechnung Şubat.jpg'));
    expect(text).toContain('korrigiert');
    expect(text).not.toMatch(/korri-|Grundstücksverwaltungs-/);
  }, 60_000);

  it('prints the roof faces with their layout, the estimate and its assumptions (issue 25)', async () => {
    const text = await documentText();
    for (const line of [
      'Dachflächen und PV-Potenzial (Schätzung)',
      'Süd über der Garage Ağaoğlu',
      'S (180°) · 35° · 10 m × 5 m',
      '16 Module hochkant · 6,88 kWp · ca. 6.130 kWh/Jahr',
      'Verschattung: teilweise · Baum',
      'Westgaube ø',
      '9 m² (als Quadrat geplant)',
      'Ertrag: Ausrichtung fehlt',
      'grenzt an eine Brandwand',
      'Gesamt:',
      '1 Fläche ist noch nicht im Ertrag enthalten (Angaben fehlen).',
      'Stromverbrauch laut Zustand Haus: 4.200 kWh/Jahr',
      'Mit 4 kWh Speicher',
      'Weniger, Tjaden & Quaschning (2014)',
    ])
      expect(text).toContain(squash(line));
  }, 60_000);
});
