// The photo-quality guard on a labelled set it renders itself: sharp survey photos (the demo
// photos, a bill, labels, a hygrometer) and their usable re-shots, and the same photos made
// clearly unusable: Gaussian blur of several strengths, motion blur, under- and overexposure,
// small crops, and text photos with their contrast washed out. Each is measured as the app's
// worker measures it, on a greyscale copy of MEASURE_EDGE, and judged by the chosen thresholds;
// a sweep of each threshold shows what moving it would trade.
import sharp, { type Kernel, type Region, type Sharp } from 'sharp';
import { cabinetLabelPhoto, earthingBarPhoto, hygrometerPhoto } from '../../server/analysis/labels/label-fixtures.ts';
import { billPhoto, MUENCHEN_PHOTO_LINES } from '../../server/analysis/bill/bill-fixtures.ts';
import { billPage, DEMO_PHOTOS, demoPhoto, type DemoMotif } from '../../server/test-support/photo-variants.ts';
import { MEASURE_EDGE, measureQuality, photoProblems, THRESHOLDS, type PhotoProblem, type QualityMeasures, type QualityThresholds } from '../../src/domain/photo-quality.ts';

/** Sources are enlarged to this long edge first, as a phone's photo is larger than its measure copy. */
const SOURCE_EDGE = 2048;

interface Source {
  name: string;
  bytes: Buffer;
  /** A photo of text: the guard also checks its contrast. */
  legibleText: boolean;
}

export interface QualityCase {
  name: string;
  /** What the case is: a usable photo, or the problem it was made with. */
  truth: 'good' | PhotoProblem;
  legibleText: boolean;
  measures: QualityMeasures;
}

async function sources(): Promise<Source[]> {
  const list: Source[] = [];
  for (const motif of Object.keys(DEMO_PHOTOS) as DemoMotif[]) list.push({ name: motif, bytes: await demoPhoto(motif), legibleText: false });
  list.push({ name: 'Rechnung fotografiert', bytes: await billPhoto(MUENCHEN_PHOTO_LINES), legibleText: true });
  list.push({ name: 'Rechnung Seite', bytes: await billPage(), legibleText: true });
  list.push({ name: 'Erdungsschiene', bytes: await earthingBarPhoto(['PE Heizung', 'PE Wasser', 'PE Gas', 'Fundamenterder', 'PE Antenne']), legibleText: true });
  list.push({ name: 'Typenschilder', bytes: await cabinetLabelPhoto(['Q1 Hauptschalter 63 A', 'F1 FI 40 A 30 mA', 'F2 B16 Küche', 'F3 B16 Bad']), legibleText: true });
  list.push({ name: 'Hygrometer', bytes: await hygrometerPhoto({ celsius: '14,2', humidity: '61' }), legibleText: true });
  return list;
}

/** A source enlarged to a phone photo's size, as the starting point of every case. */
async function enlarged(bytes: Buffer): Promise<{ image: Sharp; size: Size }> {
  const { data, info } = await sharp(bytes).resize({ width: SOURCE_EDGE, height: SOURCE_EDGE, fit: 'inside' }).jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true });
  return { image: sharp(data), size: { width: info.width, height: info.height } };
}

interface Size {
  width: number;
  height: number;
}

/** A part of the photo, `keep` of each edge, from the centre. */
function centre(size: Size, keep: number): Region {
  const width = Math.round(size.width * keep);
  const height = Math.round(size.height * keep);
  return { left: Math.round((size.width - width) / 2), top: Math.round((size.height - height) / 2), width, height };
}

/** A line kernel: the smear of a hand moving while the shutter is open. */
function motionKernel(length: number, diagonal: boolean): Kernel {
  const kernel = new Array<number>(length * length).fill(0);
  for (let i = 0; i < length; i += 1) kernel[diagonal ? i * length + i : Math.floor(length / 2) * length + i] = 1;
  return { width: length, height: length, kernel, scale: length };
}

type Render = (image: Sharp, size: Size) => Sharp;

const GOOD: Array<[string, Render]> = [
  ['wie aufgenommen', (image) => image],
  ['Ausschnitt 70 %', (image, size) => image.extract(centre(size, 0.7))],
  ['etwas heller', (image) => image.modulate({ brightness: 1.15 })],
  ['etwas dunkler', (image) => image.modulate({ brightness: 0.8 })],
  ['gespiegelt, leicht gedreht', (image) => image.flop().rotate(3, { background: '#777' })],
  ['stark komprimiert', (image) => image],
  ['leicht weich (Sigma 1)', (image) => image.blur(1)],
];

const BAD: Array<[string, PhotoProblem, Render]> = [
  ['unscharf Sigma 4', 'blurred', (image) => image.blur(4)],
  ['unscharf Sigma 7', 'blurred', (image) => image.blur(7)],
  ['unscharf Sigma 12', 'blurred', (image) => image.blur(12)],
  ['verwackelt waagrecht', 'blurred', (image) => image.convolve(motionKernel(25, false))],
  ['verwackelt schräg', 'blurred', (image) => image.convolve(motionKernel(31, true))],
  ['unterbelichtet ×0,2', 'dark', (image) => image.linear(0.2, 0)],
  ['unterbelichtet ×0,1', 'dark', (image) => image.linear(0.1, 2)],
  ['überbelichtet ×3', 'overexposed', (image) => image.linear(3, 60)],
  ['überbelichtet ×4', 'overexposed', (image) => image.linear(4, 90)],
  ['zu klein 640×480', 'small', (image) => image.resize(640, 480, { fit: 'inside' })],
  ['zu klein, Ausschnitt 500×400', 'small', (image, size) => image.extract({ left: Math.round((size.width - 500) / 2), top: Math.round((size.height - 400) / 2), width: 500, height: 400 })],
];

/** Text washed out to grey on grey: only text photos are judged by it. */
const LOW_CONTRAST: Array<[string, Render]> = [
  ['Kontrast flau', (image) => image.linear(0.25, 150)],
  ['Kontrast sehr flau', (image) => image.linear(0.15, 120)],
];

async function measured(name: string, image: Sharp, quality = 88): Promise<QualityMeasures> {
  const jpeg = await image.jpeg({ quality }).toBuffer();
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const { data, info } = await sharp(jpeg).resize({ width: MEASURE_EDGE, height: MEASURE_EDGE, fit: 'inside', withoutEnlargement: true }).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`${name}: ${info.channels} Kanäle statt einem`);
  return measureQuality(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height, width * height);
}

export async function qualityCases(): Promise<QualityCase[]> {
  const cases: QualityCase[] = [];
  for (const source of await sources()) {
    const clone = async (render: Render) => {
      const { image, size } = await enlarged(source.bytes);
      return render(image, size);
    };
    for (const [variant, render] of GOOD) {
      const name = `${source.name}: ${variant}`;
      cases.push({ name, truth: 'good', legibleText: source.legibleText, measures: await measured(name, await clone(render), variant === 'stark komprimiert' ? 45 : 88) });
    }
    for (const [variant, truth, render] of BAD) {
      const name = `${source.name}: ${variant}`;
      cases.push({ name, truth, legibleText: source.legibleText, measures: await measured(name, await clone(render)) });
    }
    if (!source.legibleText) continue;
    for (const [variant, render] of LOW_CONTRAST) {
      const name = `${source.name}: ${variant}`;
      cases.push({ name, truth: 'lowContrast', legibleText: true, measures: await measured(name, await clone(render)) });
    }
  }
  return cases;
}

export interface QualityFigures {
  cases: number;
  good: { total: number; flagged: number; names: string[] };
  bad: { total: number; flagged: number; missed: string[] };
  /** Per truth: how often each problem (or none) was named. */
  confusion: Record<string, Record<string, number>>;
  sweep: Array<{ threshold: keyof QualityThresholds; value: number; goodFlagged: number; badFlagged: number; chosen: boolean }>;
}

function judge(cases: QualityCase[], limits: QualityThresholds) {
  let goodFlagged = 0;
  let badFlagged = 0;
  for (const item of cases) {
    const flagged = photoProblems(item.measures, { legibleText: item.legibleText }, limits).length > 0;
    if (item.truth === 'good' && flagged) goodFlagged += 1;
    if (item.truth !== 'good' && flagged) badFlagged += 1;
  }
  return { goodFlagged, badFlagged };
}

const SWEEP: Array<[keyof QualityThresholds, number[]]> = [
  ['maxBlur', [0.3, 0.34, 0.38, 0.42, 0.46, 0.5]],
  ['minMean', [30, 40, 45, 55, 65]],
  ['maxClippedShare', [0.15, 0.2, 0.3, 0.4, 0.5]],
  ['maxDarkestWhenClipped', [60, 75, 90, 110, 130]],
  ['minTextSpread', [40, 50, 60, 70, 80]],
];

export function scoreQuality(cases: QualityCase[]): QualityFigures {
  const good = cases.filter((item) => item.truth === 'good');
  const bad = cases.filter((item) => item.truth !== 'good');
  const problemsOf = (item: QualityCase) => photoProblems(item.measures, { legibleText: item.legibleText });
  const confusion: Record<string, Record<string, number>> = {};
  for (const item of cases) {
    const row = (confusion[item.truth] ??= {});
    const named = problemsOf(item);
    for (const problem of named.length ? named : ['ok']) row[problem] = (row[problem] ?? 0) + 1;
  }
  const sweep = SWEEP.flatMap(([threshold, values]) =>
    values.map((value) => ({ threshold, value, ...judge(cases, { ...THRESHOLDS, [threshold]: value }), chosen: THRESHOLDS[threshold] === value })),
  );
  return {
    cases: cases.length,
    good: { total: good.length, flagged: good.filter((item) => problemsOf(item).length).length, names: good.filter((item) => problemsOf(item).length).map((item) => `${item.name} → ${problemsOf(item).join(', ')}`) },
    bad: { total: bad.length, flagged: bad.filter((item) => problemsOf(item).length).length, missed: bad.filter((item) => !problemsOf(item).length).map((item) => item.name) },
    confusion,
    sweep,
  };
}
