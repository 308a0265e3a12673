import { describe, expect, it } from 'vitest';
import { assessBuildability } from './buildability-rules.ts';
import type { Project } from './project.ts';
import { DEFAULT_PV_SETTINGS } from './pv/pv-settings.ts';

const base: Project = { id: 'p', name: 'Test', status: 'OFFEN', createdAt: '2026-11-20T08:00:00.000Z', active: true };
const suitable: Project = {
  ...base,
  house: { baujahr: 1995, sanierungDach: 2015 },
  roof: {
    inside: {
      sparren: { hoehe: { wert: 18, einheit: 'cm' }, abstand: { wert: 75, einheit: 'cm' }, zustand: 'geeignet' },
      latten: { zustand: 'geeignet' },
    },
    outside: { ziegel: { deckung: 'Biberschwanz', zustand: 'geeignet' } },
  },
  electric: { zaehlerschrank: { zaehlertyp: { typ: 'digital' }, zaehlerplatz: true, apzFeld: true, ueberspannungsschutz: true, fiLsSchalter: true, hauptsicherung: { wert: '63' } } },
  storage: {
    belueftung: { zustand: 'geeignet' },
    temperatur: { zustand: 'geeignet' },
    mindestabstaende: { zustand: 'geeignet' },
    feuchtigkeit: { zustand: 'geeignet' },
    brandschutz: { zustand: 'geeignet' },
  },
};
const assess = (project: Project, damages: Array<{ schweregrad: string }> = []) =>
  assessBuildability({ project, damages: damages.map((damage, index) => ({ titel: `Schaden ${index + 1}`, kurzbeschreibung: '', ...damage })), year: 2026 });
const factor = (result: ReturnType<typeof assess>, id: string) => result.factors.find((entry) => entry.id === id);

describe('buildability rules (issue 8.6)', () => {
  it('a project with an intact roof, a VDE-AR-N 4100 cabinet and no damages is GEEIGNET; every factor cites its rule and values', () => {
    const result = assess(suitable);
    expect(result.overallStatus).toBe('GEEIGNET');
    expect(result.factors.map((entry) => [entry.id, entry.impact])).toEqual([
      ['dach-zustand', 'POSITIVE'],
      ['dachalter', 'POSITIVE'],
      ['statik', 'POSITIVE'],
      ['elektrik-eignung', 'POSITIVE'],
      ['aufstellort', 'POSITIVE'],
      ['vorschaeden', 'NONE'],
    ]);
    expect(factor(result, 'vorschaeden')?.titel).toBe('Vorschäden Übersicht');
    expect(factor(result, 'dachalter')?.werte).toEqual(['Dach 11 Jahre alt (seit 2015).']);
    expect(factor(result, 'dachalter')?.beschreibung).toBe('Dach 11 Jahre alt (seit 2015). Höchstens 25 Jahre alt: Die Eindeckung hält voraussichtlich so lange wie die PV-Anlage.');
    for (const entry of result.factors) expect(entry.regel).toBeTruthy();
  });

  it('"A factor whose inputs are unknown says so (impact NONE, \'nicht bewertbar: … fehlt\')" and names what to capture; the project is then only conditional', () => {
    const result = assess(base);
    expect(result.overallStatus).toBe('BEDINGT_GEEIGNET');
    expect(factor(result, 'dach-zustand')).toMatchObject({
      impact: 'NONE',
      bewertbar: false,
      beschreibung: 'Nicht bewertbar: Zustand der Sparren, Zustand der Lattung und Angabe zur Dacheindeckung (Ziegel) fehlen.',
      empfehlung: 'Bitte erfassen: Zustand der Sparren, Zustand der Lattung und Angabe zur Dacheindeckung (Ziegel).',
    });
    expect(factor(result, 'elektrik-eignung')).toMatchObject({
      impact: 'NONE',
      beschreibung: 'Nicht bewertbar: Zählertyp, freier Zählerplatz, APZ-Feld, Überspannungsschutz, FI/LS-Schalter und Hauptsicherung fehlen.',
    });
    expect(factor(result, 'aufstellort')).toMatchObject({
      impact: 'NONE',
      beschreibung: 'Nicht bewertbar: Bewertung von Belüftung, Temperatur, Mindestabstände, Feuchtigkeit und Brandschutz fehlt.',
    });
  });

  it('a few captured values never make a factor positive while its other inputs are unknown', () => {
    const sparse = assess({
      ...base,
      roof: { outside: { ziegel: { deckung: 'Biberschwanz' } } },
      electric: { zaehlerschrank: { zaehlertyp: { typ: 'digital' } } },
      storage: { belueftung: { zustand: 'geeignet' } },
    });
    expect(sparse.overallStatus).toBe('BEDINGT_GEEIGNET');
    expect(factor(sparse, 'dach-zustand')).toMatchObject({ impact: 'NONE', beschreibung: 'Nicht bewertbar: Zustand der Sparren und Zustand der Lattung fehlen.' });
    expect(factor(sparse, 'elektrik-eignung')?.beschreibung).toBe(
      'Nicht bewertbar: freier Zählerplatz, APZ-Feld, Überspannungsschutz, FI/LS-Schalter und Hauptsicherung fehlen.',
    );
    expect(factor(sparse, 'aufstellort')?.impact).toBe('NONE');
    for (const entry of sparse.factors) expect(entry.impact).not.toBe('POSITIVE');
    // A concern stays a concern and names what is missing as well.
    const unsafe = assess({ ...base, electric: { zaehlerschrank: { zaehlerplatz: false, zaehlertyp: { typ: 'digital' } } } });
    expect(factor(unsafe, 'elektrik-eignung')).toMatchObject({ impact: 'MAJOR' });
    expect(factor(unsafe, 'elektrik-eignung')?.beschreibung).toMatch(/^Kein freier Zählerplatz.*Nicht bewertbar: APZ-Feld/);
    const typeOnly = assess({ ...suitable, electric: { ...suitable.electric, erdung: { erdungsArt: { typ: 'Ringerder' }, korrigiert: ['erdungsArt'] } } });
    expect(factor(typeOnly, 'erdung')).toMatchObject({
      impact: 'NONE',
      bewertbar: false,
      beschreibung: 'Nicht bewertbar: Haupterdungsschiene, Fundamenterder, Anschlussqualität und Zustand der Erdung fehlen.',
    });
    expect(factor(assess(suitable), 'erdung')).toBeUndefined();
    const earthing = assess({ ...suitable, electric: { ...suitable.electric, erdung: { hesVorhanden: { presence: 'present' } } } });
    expect(factor(earthing, 'erdung')).toMatchObject({
      impact: 'NONE',
      beschreibung: 'Nicht bewertbar: Fundamenterder, Anschlussqualität und Zustand der Erdung fehlen.',
    });
    const halfRafters = assess({ ...suitable, roof: { ...suitable.roof, inside: { ...suitable.roof?.inside, sparren: { hoehe: { wert: 18, einheit: 'cm' }, zustand: 'geeignet' } } } });
    expect(factor(halfRafters, 'statik')).toMatchObject({ impact: 'NONE', beschreibung: 'Nicht bewertbar: Sparrenabstand fehlt.' });
    expect(halfRafters.overallStatus).toBe('BEDINGT_GEEIGNET');
  });

  it.each([
    ['no free meter space (VDE-AR-N 4100)', { zaehlerplatz: false }, 'MAJOR', 'Kein freier Zählerplatz'],
    ['no APZ field', { apzFeld: false }, 'MINOR', 'APZ-Feld fehlt.'],
    ['no surge protection', { ueberspannungsschutz: false }, 'MINOR', 'Kein Überspannungsschutz'],
    ['an analog meter', { zaehlertyp: { typ: 'analog' } }, 'MINOR', 'Analoger Zähler'],
    ['a 25 A main fuse', { hauptsicherung: { wert: '25' } }, 'MINOR', 'Hauptsicherung nur 25 A'],
  ])('the meter cabinet with %s', (_label, change, impact, text) => {
    const project = { ...suitable, electric: { zaehlerschrank: { ...suitable.electric?.zaehlerschrank, ...change } } };
    const result = assess(project);
    expect(result.overallStatus).toBe('BEDINGT_GEEIGNET');
    expect(factor(result, 'elektrik-eignung')).toMatchObject({ impact, empfehlung: expect.stringContaining('VDE-AR-N 4100') });
    expect(factor(result, 'elektrik-eignung')?.beschreibung).toContain(text);
  });

  it('roof age: over 40 years is a major concern, 25 to 40 a minor one, the renovation year counts', () => {
    expect(factor(assess({ ...suitable, house: { baujahr: 1980, sanierungDach: null } }), 'dachalter')).toMatchObject({ impact: 'MAJOR' });
    expect(factor(assess({ ...suitable, house: { baujahr: 1995, sanierungDach: null } }), 'dachalter')).toMatchObject({ impact: 'MINOR' });
    expect(factor(assess({ ...suitable, house: { baujahr: 1960, sanierungDach: 2010 } }), 'dachalter')).toMatchObject({ impact: 'POSITIVE' });
    expect(factor(assess({ ...suitable, house: {} }), 'dachalter')).toBeUndefined();
  });

  it('thin or widely spaced rafters ask for a structural check; units are converted', () => {
    const rafters = (hoehe: object, abstand: object) => ({ ...suitable, roof: { ...suitable.roof, inside: { sparren: { hoehe, abstand } } } });
    expect(factor(assess(rafters({ wert: 100, einheit: 'mm' }, { wert: 0.8, einheit: 'm' })), 'statik')).toMatchObject({ impact: 'MINOR', beschreibung: 'Sparrenhöhe 10 cm, Sparrenabstand 80 cm.' });
    expect(factor(assess(rafters({ wert: 0.16, einheit: 'm' }, { wert: 1200, einheit: 'mm' })), 'statik')?.impact).toBe('MINOR');
    expect(factor(assess(rafters({ wert: 16, einheit: 'cm' }, { wert: 70, einheit: 'cm' })), 'statik')?.impact).toBe('POSITIVE');
  });

  it('a roof element rated ungeeignet, or a severe damage, makes the project UNGEEIGNET', () => {
    const brokenTiles = { ...suitable, roof: { ...suitable.roof, outside: { ziegel: { deckung: 'Biberschwanz', zustand: 'ungeeignet' } } } };
    expect(assess(brokenTiles)).toMatchObject({ overallStatus: 'UNGEEIGNET' });
    expect(factor(assess(brokenTiles), 'dach-zustand')?.beschreibung).toBe('Als ungeeignet bewertet: Ziegel.');
    const severe = assess(suitable, [{ schweregrad: 'hoch' }, { schweregrad: 'gering' }]);
    expect(severe.overallStatus).toBe('UNGEEIGNET');
    expect(factor(severe, 'vorschaeden')).toMatchObject({ titel: 'Vorschäden', impact: 'MAJOR', beschreibung: 'Es sind 2 Vorschäden erfasst. 1 Vorschaden ist schwerwiegend.' });
    expect(assess(suitable, [{ schweregrad: 'gering' }]).overallStatus).toBe('BEDINGT_GEEIGNET');
  });

  it('a damage listed on the roof (Dach › Hindernisse › Schäden) counts as a Vorschaden, once', () => {
    const roofDamage = { ...suitable, roof: { ...suitable.roof, manualDamages: ['Sturmschaden am First', 'Moos'] } };
    expect(factor(assess(roofDamage, [{ schweregrad: 'gering', titel: 'Moos' } as { schweregrad: string }]), 'vorschaeden')).toMatchObject({
      impact: 'MINOR',
      beschreibung: 'Es sind 2 Vorschäden erfasst.',
    });
    expect(assess(roofDamage).overallStatus).toBe('BEDINGT_GEEIGNET');
  });

  it('earthing and the storage site count once captured, with the §9 guidance as the rule', () => {
    const earthing = assess({ ...suitable, electric: { ...suitable.electric, erdung: { hesVorhanden: { presence: 'absent' }, fundamenterderVorhanden: 'no' } } });
    expect(factor(earthing, 'erdung')).toMatchObject({
      impact: 'MAJOR',
      beschreibung: 'Keine Haupterdungsschiene gefunden. Kein Fundamenterder vorhanden. Nicht bewertbar: Anschlussqualität und Zustand der Erdung fehlen.',
    });
    const storage = assess({ ...suitable, storage: { temperatur: { zustand: 'ungeeignet' }, belueftung: { zustand: 'geeignet' } } });
    expect(factor(storage, 'aufstellort')).toMatchObject({
      impact: 'MAJOR',
      beschreibung: 'Ungeeignet: Temperatur. Nicht bewertbar: Bewertung von Mindestabstände, Feuchtigkeit und Brandschutz fehlt.',
      regel: expect.stringContaining('18-25 °C'),
    });
    expect(storage.overallStatus).toBe('BEDINGT_GEEIGNET');
  });

  describe('Dachflächen für PV (issue 25)', () => {
    const face = (name: string, azimuthDeg: number | null, ridge: number, rafter: number | null = 5) => ({
      id: name,
      name,
      azimuthDeg,
      slopeDeg: 35,
      ridgeLength: { wert: ridge, einheit: 'm' },
      rafterLength: { wert: rafter, einheit: 'm' },
    });
    const withFaces = (faces: ReturnType<typeof face>[], extra: Partial<Project> = {}): Project => ({ ...suitable, roof: { ...suitable.roof, faces }, ...extra });

    it('stays out while no roof face is captured', () => {
      expect(factor(assess(suitable), 'pv-flaechen')).toBeUndefined();
    });

    it('counts the modules of a south face of 10 × 5 m: 16 modules, 6,88 kWp, positive', () => {
      const result = assess(withFaces([face('Süd', 180, 10)]));
      expect(factor(result, 'pv-flaechen')).toMatchObject({
        impact: 'POSITIVE',
        beschreibung: 'Platz für 16 Module (6,88 kWp) auf 1 Dachfläche.',
        werte: ['Süd: 16 Module, 6,88 kWp (S, 35°)'],
      });
      expect(result.overallStatus).toBe('GEEIGNET');
    });

    it('flags a roof whose modules fit only on north faces', () => {
      const result = assess(withFaces([face('Nord', 10, 10), face('Gaube', 190, 1.5, 1.5)]));
      expect(factor(result, 'pv-flaechen')).toMatchObject({ impact: 'MINOR', beschreibung: 'Module passen nur auf nach Norden ausgerichtete Flächen: geringer Ertrag.' });
      expect(result.overallStatus).toBe('BEDINGT_GEEIGNET');
    });

    it('makes a roof without room for one module unbuildable for PV, not for a wallbox alone', () => {
      const tiny = withFaces([face('Süd', 180, 1.5, 1.5)]);
      expect(factor(assess(tiny), 'pv-flaechen')).toMatchObject({ impact: 'MAJOR', beschreibung: 'Auf keiner Dachfläche ist innerhalb der Randabstände Platz für ein Modul.' });
      expect(assess(tiny).overallStatus).toBe('UNGEEIGNET');
      const wallboxOnly = { ...tiny, customer: { services: { wallbox: true } } };
      expect(assess(wallboxOnly).overallStatus).toBe('BEDINGT_GEEIGNET');
    });

    it('names the faces whose size or orientation is missing', () => {
      const result = assess(withFaces([face('West', null, 8, null)]));
      expect(factor(result, 'pv-flaechen')).toMatchObject({ impact: 'NONE', bewertbar: false, beschreibung: 'Nicht bewertbar: Maße von West und Ausrichtung von West fehlen.' });
    });

    it("plans with the company's module", () => {
      const result = assessBuildability({ project: withFaces([face('Süd', 180, 10)]), damages: [], year: 2026, pvSettings: { ...DEFAULT_PV_SETTINGS, moduleWattPeak: 500 } });
      expect(factor(result, 'pv-flaechen')?.beschreibung).toBe('Platz für 16 Module (8 kWp) auf 1 Dachfläche.');
    });
  });
});
