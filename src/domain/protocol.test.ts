import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { protocolModel, type ProtocolInput } from './protocol.ts';
import { DEFAULT_CHECKLIST, withFill } from './required-shots.ts';
import { withFlaggedPhotos, withKeptPhoto } from './photo-checks.ts';
import { attachImages } from './project-images.ts';
import { withAreaNote, withCaption } from './photo-notes.ts';

const project: Project = {
  id: 'p',
  name: 'Becker',
  status: 'OFFEN',
  createdAt: '2026-11-18T08:30:00.000Z',
  active: true,
  customer: { firstName: 'Anna', lastName: 'Becker', address: 'Lindenstraße 12\n68161 Mannheim', services: { solar: true, battery: true, wallbox: false } },
  house: { stromverbrauch: 4200, baujahr: 1987, haustyp: 'freistehend', sanierungDach: 2012, sanierungElektrik: null },
  roof: {
    inside: { sparren: { breite: { wert: 8, einheit: 'cm' }, anzahl: 24, qualitaet: 'hoch', korrigiert: ['anzahl'] } },
    outside: { traufhoehe: { wert: 6.2, einheit: 'm' } },
    manualObstacles: ['Antenne'],
  },
  electric: { zaehlerschrank: { hauptsicherung: { wert: '63A' }, korrigiert: ['hauptsicherung'] } },
  storage: { temperatur: { zustand: 'geeignet', wert: '19 °C', qualitaet: 'mittel', reasoning: 'Beheizter Keller' } },
};

const input = (overrides: Partial<ProtocolInput> = {}): ProtocolInput => ({
  companyName: 'Solar Schmidt GmbH',
  project,
  checklist: DEFAULT_CHECKLIST,
  damages: [],
  buildability: null,
  images: [],
  today: new Date('2026-11-22T10:00:00Z'),
  ...overrides,
});

const row = (model: ReturnType<typeof protocolModel>, title: string, label: string) =>
  model.sections.find((section) => section.title === title)?.rows.find((entry) => entry.label === label);

describe('protocol content (SPEC §2 Protokoll, issue 7)', () => {
  it("cover: customer, German date and the default status text 'In Bearbeitung'", () => {
    const model = protocolModel(input());
    expect(model.customer).toMatchObject({ name: 'Anna Becker', services: 'Solaranlage, Stromspeicher' });
    const further = { ...project, customer: { ...project.customer, additional: 'Klimaanlage' } };
    expect(protocolModel(input({ project: further })).customer.services).toBe('Solaranlage, Stromspeicher, Weiteres: Klimaanlage');
    const tickedOnly = { ...project, customer: { ...project.customer, services: { solar: true, battery: false, wallbox: false, more: true } } };
    expect(protocolModel(input({ project: tickedOnly })).customer.services).toBe('Solaranlage, Weiteres');
    expect(model.createdOn).toBe('22.11.2026');
    // Every page names the project and the moment the document was made, in German time (issue 22).
    expect(model.reference).toBe('Projekt p · erstellt 22.11.2026, 11:00 Uhr');
    expect(model.statusText).toBe('In Bearbeitung');
    expect(protocolModel(input({ project: { ...project, status: 'ABGESCHLOSSEN' } })).statusText).toBe('Abgeschlossen');
  });

  it('every captured value with its quality level; a corrected value is marked and claims no AI quality; missing elements named', () => {
    const model = protocolModel(input());
    expect(row(model, 'Zustand des Hauses', 'Jahresstromverbrauch')?.value).toBe('4.200 kWh');
    expect(row(model, 'Zustand des Hauses', 'Sanierung Elektrik')?.value).toBe('nicht saniert');
    expect(row(model, 'Dach – Innenseite', 'Sparren – Anzahl')).toEqual({ label: 'Sparren – Anzahl', value: '24', quality: undefined, corrected: true });
    expect(row(model, 'Dach – Innenseite', 'Sparren – Breite')).toMatchObject({ value: '8 cm', corrected: false });
    expect(model.sections.find((s) => s.title === 'Dach – Innenseite')?.note).toBe('Nicht erfasst: Latten, Dämmung, Balken, Unterspannbahn');
    expect(row(model, 'Dach – Außenseite', 'Traufhöhe')).toMatchObject({ value: '6,2 m', quality: 'mittel' });
    expect(row(model, 'Hindernisse und Schäden am Dach', 'Hindernisse')?.value).toBe('Antenne');
    expect(row(model, 'Elektrik – Zählerschrank', 'Hauptsicherung')).toMatchObject({ value: 'Nennstrom: 63 A', quality: undefined, corrected: true });
    expect(row(model, 'Aufstellort für Speicher', 'Temperatur')).toMatchObject({ value: '19 °C – Geeignet (Beheizter Keller)', quality: 'mittel' });
  });

  it('a value learned from the company’s corrections (issue 26) is marked as learned with its vote’s quality, and is the user’s once changed', () => {
    const inside = { daemmung: { material: 'Holzfaser', art: 'Zwischensparrendämmung', qualitaet: 'hoch', gelernt: { material: 'niedrig', art: 'mittel' }, korrigiert: ['art'] } };
    const model = protocolModel(input({ project: { ...project, roof: { ...project.roof, inside } } }));
    expect(row(model, 'Dach – Innenseite', 'Dämmung – Material')).toEqual({ label: 'Dämmung – Material', value: 'Holzfaser', quality: 'niedrig', corrected: false, learned: true });
    expect(row(model, 'Dach – Innenseite', 'Dämmung – Art')).toEqual({ label: 'Dämmung – Art', value: 'Zwischensparrendämmung', quality: undefined, corrected: true });
    const storage = { feuchtigkeit: { zustand: 'ungeeignet' }, gelernt: { feuchtigkeit: 'mittel' } };
    const electric = { zaehlerschrank: { zaehlertyp: { typ: 'analog' }, gelernt: { zaehlertyp: 'niedrig' } } };
    const learnedElsewhere = protocolModel(input({ project: { ...project, storage, electric } }));
    expect(row(learnedElsewhere, 'Aufstellort für Speicher', 'Feuchtigkeit')).toMatchObject({ quality: 'mittel', corrected: false, learned: true });
    expect(row(learnedElsewhere, 'Elektrik – Zählerschrank', 'Zählertyp')).toMatchObject({ quality: 'niedrig', corrected: false, learned: true });
  });

  it('reasoning that says nothing (SPEC §5) is left out of the protocol as it is on the screen', () => {
    const storage = {
      temperatur: { zustand: 'geeignet', wert: '19 °C', reasoning: 'keine detaillierte Begründung verfügbar ' },
      feuchtigkeit: { zustand: 'unklar', reasoning: ' nicht_erkannt ' },
    };
    const model = protocolModel(input({ project: { ...project, storage } }));
    expect(row(model, 'Aufstellort für Speicher', 'Temperatur')?.value).toBe('19 °C – Geeignet');
    expect(row(model, 'Aufstellort für Speicher', 'Feuchtigkeit')?.value).toBe('Unklar');
  });

  it("damages, the buildability result without 'Vorschäden Übersicht', and photos grouped with the annotated roof apart", () => {
    const model = protocolModel(
      input({
        damages: [
          { id: 'd', titel: 'Manueller Vorschaden', kurzbeschreibung: 'Riss im Putz', kategorie: 'ELEKTRIK', schweregrad: 'mittel', status: 'NEU', details: { empfohleneBehandlung: 'Manuelle Eingabe' } },
        ],
        buildability: {
          id: 'a',
          overallStatus: 'BEDINGT_GEEIGNET',
          assessment: 'Bedingt baubar',
          empfehlung: 'Elektrik prüfen',
          createdAt: '2026-11-20T09:00:00Z',
          factors: [
            { id: 'x', titel: 'Vorschäden Übersicht', category: 'VORSCHAEDEN', beschreibung: 'Keine', impact: 'NONE' },
            { id: 'y', titel: 'Elektrik', category: 'ELEKTRIK_EIGNUNG', beschreibung: 'Zählertyp fehlt', impact: 'MINOR' },
            { id: 'z', titel: 'Aufstellort', category: 'BRANDSCHUTZ', beschreibung: 'Nicht bewertbar: Bewertung fehlt.', impact: 'NONE', bewertbar: false },
          ],
        },
        images: [
          { id: '1', component: 'dach-aussen', originalName: 'sued.jpg', uploadedAt: '2026-11-20T09:00:00Z' },
          { id: '2', component: 'dach-aussen', originalName: 'sued-boxen.jpg', uploadedAt: '2026-11-20T09:00:00Z', annotated: true },
          { id: '3', component: 'stromrechnung', originalName: 'rechnung.pdf', uploadedAt: '2026-11-20T09:00:00Z', contentType: 'application/pdf' },
        ],
      }),
    );
    expect(model.damages).toEqual([{ title: 'Riss im Putz', area: 'Elektrik/Zählerschrank', severity: 'mittel', status: 'NEU', text: '', treatment: 'Manuelle Eingabe', manual: true }]);
    expect(model.buildability).toMatchObject({ status: 'Bedingt geeignet', assessedOn: '20.11.2026', factors: [{ title: 'Elektrik', impact: 'Geringe Auswirkung' }, { title: 'Aufstellort', impact: 'Nicht bewertbar' }] });
    expect(model.photoGroups).toEqual([
      { title: 'Dach Außenseite', photos: [{ id: '1', caption: 'sued.jpg · 20.11.2026, 10:00 Uhr' }] },
      { title: 'Dach Außenseite (annotiert)', photos: [{ id: '2', caption: 'sued-boxen.jpg · 20.11.2026, 10:00 Uhr' }] },
      { title: 'Zustand Haus', photos: [{ id: '3', caption: 'rechnung.pdf · 20.11.2026, 10:00 Uhr', document: 'PDF-Dokument' }] },
    ]);
  });

  it('a damage listed on the roof is printed among the damages, once', () => {
    const roof = { ...project.roof, manualDamages: ['Sturmschaden am Ortgang', 'Riss im Putz'] };
    const model = protocolModel(
      input({
        project: { ...project, roof },
        damages: [{ id: 'd', titel: 'Manueller Vorschaden', kurzbeschreibung: 'Riss im Putz', kategorie: 'ELEKTRIK', schweregrad: 'mittel', status: 'NEU' }],
      }),
    );
    expect(model.damages.map((damage) => [damage.title, damage.area, damage.manual])).toEqual([
      ['Riss im Putz', 'Elektrik/Zählerschrank', true],
      ['Sturmschaden am Ortgang', 'Dach Außenseite', true],
    ]);
  });

  it('a house value the user changed after the bill analysis is marked corrected and claims no AI quality; one typed without analysis carries none either', () => {
    const house = {
      ...project.house,
      stromverbrauch: 5100,
      netzbetreiber: 'MVV Netze',
      zaehlernummer: '1 EMH 00',
      analyse: { images: [], results: { stromverbrauch: { wert: 4200, qualitaet: 'hoch' }, netzbetreiber: { wert: 'MVV Netze', qualitaet: 'mittel' }, zaehlernummer: 'nicht_erkennbar' } },
    };
    const model = protocolModel(input({ project: { ...project, house } }));
    expect(row(model, 'Zustand des Hauses', 'Jahresstromverbrauch')).toMatchObject({ value: '5.100 kWh', quality: undefined, corrected: true });
    expect(row(model, 'Zustand des Hauses', 'Netzbetreiber')).toMatchObject({ value: 'MVV Netze', quality: 'mittel', corrected: false });
    expect(row(model, 'Zustand des Hauses', 'Zählernummer / Zählerart')).toEqual({ label: 'Zählernummer / Zählerart', value: '1 EMH 00', corrected: false });
  });
});

describe('protocol: the storage site rated by hand (issue 17 item 3)', () => {
  it('manual states and notes are printed, marked as corrected, without the reasoning of an older analysis', () => {
    const storage = {
      belueftung: { zustand: 'geeignet' },
      temperatur: { zustand: 'ungeeignet', wert: '19 °C', qualitaet: 'mittel', reasoning: 'Beheizter Keller' },
      korrigiert: ['belueftung', 'temperatur'],
      notizen: { temperatur: 'Heizkessel direkt daneben – Łódź 🔥', feuchtigkeit: 'Keller trocken' },
    };
    const model = protocolModel(input({ project: { ...project, storage } }));
    expect(row(model, 'Aufstellort für Speicher', 'Belüftung')).toMatchObject({ value: 'Geeignet', corrected: true });
    expect(row(model, 'Aufstellort für Speicher', 'Temperatur')).toMatchObject({
      value: '19 °C – Ungeeignet · Notiz: Heizkessel direkt daneben – Łódź 🔥',
      corrected: true,
    });
    expect(row(model, 'Aufstellort für Speicher', 'Feuchtigkeit')).toMatchObject({ value: 'unbekannt · Notiz: Keller trocken', corrected: false });
  });
});

describe('required shots and the photo check in the protocol (issue 21)', () => {
  const HASH = 'f'.repeat(64);
  const image = { id: 'i7', name: 'i7.jpg', originalName: 'zähler ł.jpg', url: '/images/i7', uploadedAt: '2026-11-22T09:00:00Z', uploadSha256: HASH };
  const withShot = withKeptPhoto(
    withFlaggedPhotos(
      attachImages(withFill(project, 'typenschild-zaehler', { area: 'elektrik', label: 'Typenschild des Zählers', hash: HASH, filledAt: '2026-11-22T09:00:00Z' }), 'elektrik', [image]),
      { [HASH]: { area: 'elektrik', name: 'zähler ł.jpg', problems: ['blurred'], flaggedAt: '2026-11-22T09:00:30Z' } },
    ),
    HASH,
    '2026-11-22T09:01:00Z',
  );
  const model = protocolModel(
    input({
      project: { ...withShot, closedDespiteGaps: { at: '2026-11-22T11:00:00Z', open: ['shot:daemmung', 'section:dach'] } },
      images: [{ id: 'i7', component: 'elektrik', originalName: 'zähler ł.jpg', uploadedAt: '2026-11-22T09:00:00Z' }],
    }),
  );

  it('lists every required shot with its photo or as missing, how many are there, and a close despite gaps', () => {
    const shots = model.sections.find((section) => section.title === 'Pflichtfotos');
    expect(shots?.rows).toHaveLength(20);
    expect(shots?.rows).toContainEqual({ label: 'Zählerschrank: Typenschild des Zählers', value: 'vorhanden – zähler ł.jpg' });
    expect(shots?.rows).toContainEqual({ label: 'Dach innen: Dämmung', value: 'fehlt' });
    expect(shots?.note).toBe('1 von 20 Pflichtfotos vorhanden. Als erledigt markiert am 22.11.2026, obwohl 2 Punkte offen waren.');
  });

  it('lists a flagged photo nobody decided on yet as such', () => {
    const undecided = protocolModel(input({ project: withFlaggedPhotos(attachImages(project, 'elektrik', [image]), { [HASH]: { area: 'elektrik', name: 'zähler ł.jpg', problems: ['dark'], flaggedAt: '2026-11-22T09:00:30Z' } }) }));
    expect(undecided.sections.find((section) => section.title === 'Fotoprüfung')?.rows).toEqual([{ label: 'Elektrik/Zählerschrank: zähler ł.jpg', value: 'Foto zu dunkel – Entscheidung offen' }]);
  });

  it('names the shot under its photo and lists the flagged photo kept on purpose', () => {
    const electric = model.photoGroups.find((group) => group.title === 'Elektrik/Zählerschrank');
    expect(electric?.photos[0].caption).toBe('Typenschild des Zählers: zähler ł.jpg · 22.11.2026, 10:00 Uhr');
    expect(model.sections.find((section) => section.title === 'Fotoprüfung')?.rows).toEqual([
      { label: 'Elektrik/Zählerschrank: zähler ł.jpg', value: 'Foto unscharf – trotzdem behalten' },
    ]);
  });

  it("prints each photo's caption with it and each area's note under the section that reports the area (issue 22)", () => {
    const sha = 'c'.repeat(64);
    const captioned = withAreaNote(
      withAreaNote(withCaption(withCaption(project, sha, ' Zähler im Keller, Tür klemmt '), 'img-2', ''), 'erdung', 'PA-Schiene hinter dem Öltank –\nnur mit Leiter erreichbar 🪜'),
      'stromrechnung',
      'Rechnung liegt im Ordner „Strom“.',
    );
    const images = [
      { id: 'img-1', component: 'elektrik', originalName: 'zähler.jpg', uploadedAt: '2026-11-22T09:00:00Z', addedAt: '2026-11-22T08:41:00Z', uploadSha256: sha },
      { id: 'img-2', component: 'elektrik', originalName: 'ohne.jpg', uploadedAt: '2026-11-22T09:01:00Z' },
    ];
    const model = protocolModel(input({ project: captioned, images }));
    expect(model.photoGroups[0].photos.map((photo) => photo.caption)).toEqual(['zähler.jpg · 22.11.2026, 09:41 Uhr – Zähler im Keller, Tür klemmt', 'ohne.jpg · 22.11.2026, 10:01 Uhr']);
    expect(model.sections.find((section) => section.title === 'Elektrik – Erdung')?.areaNote).toBe('PA-Schiene hinter dem Öltank –\nnur mit Leiter erreichbar 🪜');
    expect(model.sections.find((section) => section.title === 'Zustand des Hauses')?.areaNote).toBe('Rechnung liegt im Ordner „Strom“.');
    expect(model.sections.filter((section) => section.areaNote)).toHaveLength(2);
  });
});
