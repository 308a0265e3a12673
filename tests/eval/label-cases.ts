// The labelled site photos for the label readers: the demo meter cabinet, printed cabinet
// labels, earthing bars with their tags, hygrometer displays, and photos without any label;
// the printed ones also as taken in a dim cellar.
import sharp from 'sharp';
import type { AnalysisFile } from '../../server/analysis/analysis.ts';
import { asFile } from '../../server/analysis/bill/bill-fixtures.ts';
import { analyzeLabels } from '../../server/analysis/labels/label-findings.ts';
import { labelPages } from '../../server/analysis/labels/label-pages.ts';
import { cabinetLabelPhoto, earthingBarPhoto, hygrometerPhoto } from '../../server/analysis/labels/label-fixtures.ts';
import type { Area } from '../../server/analysis/openai/schemas.ts';
import { demoPhoto } from '../../server/test-support/photo-variants.ts';
import type { ProviderCase } from './provider-comparison.ts';
import { answeredValues, type FieldCase } from './score.ts';

/** Name, area, photo, truth, and whether it is also read as taken in a dim cellar. */
type Case = [string, Area, () => Promise<AnalysisFile>, Record<string, unknown>, 'alsoDim'?];

const NO_CABINET = { fiLsSchalter: null, ueberspannungsschutz: null, zaehlerplatz: null, apzFeld: null, zaehlertyp: null, hauptsicherung: null };
const NO_SITE = { temperatur: null, feuchtigkeit: null, brandschutz: null };

/** The photo as a cellar's dim light takes it: under-exposed and flat, grey levels 10 to about 100. */
async function inDimCellar(file: Promise<AnalysisFile>): Promise<AnalysisFile> {
  const { bytes, originalName } = await file;
  return asFile(await sharp(bytes).linear(0.35, 10).jpeg({ quality: 80 }).toBuffer(), `dunkel-${originalName}`);
}

const PHOTOGRAPHED: Case[] = [
  ['Demo-Zählerschrank', 'elektrik', async () => asFile(await demoPhoto('elektrik'), 'a.jpg'),
    { ...NO_CABINET, fiLsSchalter: true, zaehlerplatz: true, zaehlertyp: 'digital' }, 'alsoDim'],
  ['Schrankbeschriftung eHZ/SLS', 'elektrik', async () => asFile(await cabinetLabelPhoto(['eHZ 1ESY11 1234 5678', 'FI/LS 30mA', 'Überspannungsschutz Typ 1+2', 'SLS 50A', 'APZ']), 'b.jpg'),
    { ...NO_CABINET, fiLsSchalter: true, ueberspannungsschutz: true, apzFeld: true, zaehlertyp: 'digital', hauptsicherung: 50 }, 'alsoDim'],
  ['Schrankbeschriftung Ferraris/NH', 'elektrik', async () => asFile(await cabinetLabelPhoto(['Drehstromzähler 75 U/kWh', 'Hauptsicherung NH00 63A', 'RCD 40A 30mA'], { rotate: -1.5 }), 'c.jpg'),
    { ...NO_CABINET, fiLsSchalter: true, zaehlertyp: 'analog', hauptsicherung: 63 }, 'alsoDim'],
  ['Schrankbeschriftung mME/SPD', 'elektrik', async () => asFile(await cabinetLabelPhoto(['Zählerplatz nach VDE-AR-N 4100', 'mME 1EMH0012345678', 'SPD T1+T2']), 'd.jpg'),
    { ...NO_CABINET, ueberspannungsschutz: true, zaehlerplatz: true, zaehlertyp: 'digital' }, 'alsoDim'],
  ['Dachfoto als Zählerschrank', 'elektrik', async () => asFile(await demoPhoto('dach-aussen'), 'e.jpg'), NO_CABINET],
  ['HES mit Wasser/Gas/Heizung', 'erdung', async () => asFile(await earthingBarPhoto(['Wasser', 'Gas', 'Heizung', 'Fundamenterder', 'PE 16 mm²']), 'f.jpg'),
    { hesVorhanden: 'present', fundamenterderVorhanden: 'yes', erdungsArt: null }, 'alsoDim'],
  ['HES mit Blitzschutz, TN-C-S', 'erdung', async () => asFile(await earthingBarPhoto(['Wasser', 'Blitzschutz', 'TN-C-S-System'], { rotate: 1.5 }), 'g.jpg'),
    { hesVorhanden: 'present', fundamenterderVorhanden: null, erdungsArt: 'TN-C-S' }, 'alsoDim'],
  ['Hygrometer feucht', 'aufstellort', async () => asFile(await hygrometerPhoto({ celsius: '19,0', humidity: '72' }), 'h.jpg'), { ...NO_SITE, temperatur: '19 °C', feuchtigkeit: '72 %' }, 'alsoDim'],
  ['Hygrometer gut', 'aufstellort', async () => asFile(await hygrometerPhoto({ celsius: '22,4', humidity: '48', rotate: -2 }), 'i.jpg'), { ...NO_SITE, temperatur: '22,4 °C', feuchtigkeit: '48 %' }, 'alsoDim'],
  ['Hygrometer kalt', 'aufstellort', async () => asFile(await hygrometerPhoto({ celsius: '14,8', humidity: '55', rotate: 3 }), 'j.jpg'), { ...NO_SITE, temperatur: '14,8 °C', feuchtigkeit: '55 %' }, 'alsoDim'],
  ['Demo-Aufstellort', 'aufstellort', async () => asFile(await demoPhoto('aufstellort'), 'k.jpg'), NO_SITE],
];

const CASES: Case[] = [
  ...PHOTOGRAPHED,
  ...PHOTOGRAPHED.filter((entry) => entry[4] === 'alsoDim').map(([name, area, make, truth]): Case => [`${name}, dunkler Keller`, area, () => inDimCellar(make()), truth]),
];

export async function evaluateLabels(): Promise<FieldCase[]> {
  const results: FieldCase[] = [];
  for (const [name, area, make, truth] of CASES) {
    const findings = await analyzeLabels(area, [await make()], (file) => labelPages(file, area));
    const found = answeredValues(truth, findings.results);
    results.push({ name, truth, found });
  }
  return results;
}

/** The same photos for the providers' comparison, as uploads to their area. */
export function labelProviderCases(): ProviderCase[] {
  return CASES.map(([name, area, make, truth]) => ({ name, area, files: async () => [await make()], truth }));
}
