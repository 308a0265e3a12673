import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/domain/project.ts';
import type { Vorschaden } from '../../src/domain/vorschaden.ts';
import { memoryExamples } from './embedding/memory-examples.ts';
import { localAnalysis } from './local-analysis.ts';
import { DEFAULT_PV_SETTINGS } from '../../src/domain/pv/pv-settings.ts';

const analysis = localAnalysis();
const empty: Project = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-01T00:00:00.000Z', active: true };
const geeignet = { zustand: 'geeignet' };
/** Every input of the rules captured: roof parts rated, the cabinet and the storage site complete. */
const surveyed = {
  ...empty,
  roof: { inside: { sparren: geeignet, latten: geeignet }, outside: { ziegel: { deckung: 'Frankfurter Pfanne' } } },
  electric: {
    zaehlerschrank: { zaehlertyp: { typ: 'digital' }, zaehlerplatz: true, apzFeld: true, ueberspannungsschutz: true, fiLsSchalter: true, hauptsicherung: { wert: '63' } },
  },
  storage: { belueftung: geeignet, temperatur: geeignet, mindestabstaende: geeignet, feuchtigkeit: geeignet, brandschutz: geeignet },
} as Project;
const damage = (schweregrad: string): Vorschaden => ({
  id: 'd',
  titel: 'Riss',
  kurzbeschreibung: 'Riss im Ziegel',
  kategorie: 'DACH_AUSSEN',
  schweregrad,
  status: 'NEU',
});

describe('local buildability rules', () => {
  it('without roof or electrics data the project is conditionally suitable and says what is missing', async () => {
    const result = await analysis.assessBuildability(empty, [], DEFAULT_PV_SETTINGS);
    expect(result.overallStatus).toBe('BEDINGT_GEEIGNET');
    expect(result.factors.find((f) => f.category === 'DACH_ZUSTAND')).toMatchObject({ impact: 'NONE', empfehlung: expect.stringContaining('Sparren') });
  });

  it('with roof, electrics and storage site captured and no damages it is suitable; the damage factor is the hidden overview', async () => {
    const result = await analysis.assessBuildability(surveyed, [], DEFAULT_PV_SETTINGS);
    expect(result.overallStatus).toBe('GEEIGNET');
    expect(result.factors.find((f) => f.category === 'VORSCHAEDEN')).toMatchObject({ titel: 'Vorschäden Übersicht', impact: 'NONE' });
  });

  it('a minor damage makes it conditional, a severe one unsuitable', async () => {
    expect((await analysis.assessBuildability(surveyed, [damage('mittel')], DEFAULT_PV_SETTINGS)).overallStatus).toBe('BEDINGT_GEEIGNET');
    const severe = await analysis.assessBuildability(surveyed, [damage('hoch')], DEFAULT_PV_SETTINGS);
    expect(severe.overallStatus).toBe('UNGEEIGNET');
    expect(severe.factors.find((f) => f.category === 'VORSCHAEDEN')).toMatchObject({ impact: 'MAJOR', beschreibung: 'Es ist 1 Vorschaden erfasst. 1 Vorschaden ist schwerwiegend.' });
  });

  it('sorts photos by the hints in their names, the rest to "sonstiges"', async () => {
    const file = (originalName: string) => ({ id: 'i', bytes: Buffer.alloc(0), contentType: 'image/jpeg', originalName });
    expect((await analysis.categorize(file('Zählerschrank_Keller.jpg'))).category).toBe('elektrik');
    expect((await analysis.categorize(file('dachboden-sparren.jpg'))).category).toBe('dach-innen');
    expect((await analysis.categorize(file('IMG_4711.HEIC'))).category).toBe('sonstiges');
  });

  it('with the company\'s examples it sorts by them, not by the name; a company without examples gets the name hints', async () => {
    const examples = memoryExamples();
    // A stand-in feature extractor: the first byte picks the direction, so equal first bytes are the same motif.
    const embed = async (bytes: Buffer) => Float32Array.from([bytes[0] === 1 ? 1 : 0, bytes[0] === 2 ? 1 : 0, bytes[0] === 3 ? 1 : 0]);
    const learning = localAnalysis({ examples, embed, ocr: async () => '' });
    const photo = (id: string, first: number, originalName = 'IMG_1.jpg') => ({ id, bytes: Buffer.from([first]), contentType: 'image/jpeg', originalName });
    await learning.learn?.(photo('a', 1), { companyId: 'firma-a', component: 'erdung' });
    expect(await learning.categorize(photo('b', 1, 'dach.jpg'), { companyId: 'firma-a' })).toEqual({ category: 'erdung', confidence: 1 });
    expect(await learning.categorize(photo('c', 2), { companyId: 'firma-a' })).toMatchObject({ category: 'sonstiges' });
    // Unsure about the picture, the photo's name still says where it belongs.
    expect(await learning.categorize(photo('e', 2, 'zaehlerschrank_2.jpg'), { companyId: 'firma-a' })).toEqual({ category: 'elektrik', confidence: 0.6 });
    expect(await learning.categorize(photo('d', 1, 'dach.jpg'), { companyId: 'firma-b' })).toEqual({ category: 'dach-aussen', confidence: 0.6 });
  });
});

describe('local explanation of a storage criterion', () => {
  const photo = { id: 'i1', name: 'keller.jpg', originalName: 'keller.jpg', url: '/api/images/i1', uploadedAt: '2026-11-01T00:00:00.000Z' };

  it('photos uploaded but the criterion not seen: it says the photos did not show it, never that there are none', async () => {
    const project = { ...empty, storage: { belueftung: { zustand: 'nicht_erkennbar' }, analyse: { images: [photo, { ...photo, id: 'i2' }] } } } as Project;
    const explanation = await analysis.explainCriterion(project, 'belueftung');
    expect(explanation.reasoning).toBe('Auf den 2 Fotos des Aufstellorts war „Belüftung“ nicht zu erkennen. Bitte vor Ort prüfen und von Hand bewerten.');
    expect((await analysis.explainCriterion(empty, 'belueftung')).reasoning).toBe('Für dieses Kriterium liegen noch keine Fotos oder Analyseergebnisse vor.');
  });

  it('a criterion rated by hand is explained as such, with the note, not with the reasoning of an older analysis', async () => {
    const project = {
      ...empty,
      storage: { temperatur: { zustand: 'ungeeignet', reasoning: 'Thermometer zeigt 21 °C' }, korrigiert: ['temperatur'], notizen: { temperatur: 'Heizkessel daneben' } },
    } as Project;
    const explanation = await analysis.explainCriterion(project, 'temperatur');
    expect(explanation).toMatchObject({ status_display: { text: 'Ungeeignet' }, reasoning: 'Von Hand bewertet: Heizkessel daneben' });
  });
});

describe('values learned from the company’s corrections (issue 26)', () => {
  const photo = { id: '6b1f0a52-3c1d-4e55-9a0b-7f2e9d1c4a10', bytes: Buffer.from('jpeg'), contentType: 'image/jpeg', originalName: 'dachboden.jpg' };
  const vector = Float32Array.from([1, 0, 0]);

  it('proposes what the examples agree on for the area’s photos, with their kept vectors', async () => {
    const learning = localAnalysis({
      embed: async () => Float32Array.from([0, 1, 0]),
      taught: {
        list: async () => [{ field: 'daemmung.material', value: 'Holzfaser', vector }],
        vectors: async () => new Map([[photo.id, vector]]),
      },
    });
    const findings = await learning.analyzeArea('dach-innen', [photo], empty, { companyId: 'c' });
    expect(findings.learned).toEqual([{ field: 'daemmung.material', value: 'Holzfaser', quality: 'mittel' }]);
  });

  it('reads the area as ever when the examples cannot be read, and says why in the log', async () => {
    const warnings: string[] = [];
    const failing = localAnalysis({
      log: { warn: (_details, message) => warnings.push(message) },
      taught: {
        list: async () => {
          throw new Error('Datenbank nicht erreichbar');
        },
        vectors: async () => new Map(),
      },
    });
    const findings = await failing.analyzeArea('dach-innen', [photo], empty, { companyId: 'c' });
    expect(findings).not.toHaveProperty('learned');
    expect(findings.results.daemmung).toMatchObject({ wert: 'nicht_erkennbar' });
    expect(warnings).toEqual(['no values proposed from earlier corrections']);
  });
});
