// The photo sorting on a labelled set: the demo survey photos and their re-shots (crop, mirror,
// exposure), earthing bars, bill photos, and motifs that belong nowhere. Each photo is sorted
// against all the others as the company's examples (leave one out), and again as a new company
// with one example per area would sort it; a photo of a required shot sorted into its area gets
// the slot its neighbours vote for (issue 21). A sweep over the similarity threshold shows what the
// chosen one trades: wrong areas against photos left for the user.
import type { AnalysisFile, PhotoCategory } from '../../server/analysis/analysis.ts';
import { billPhoto, MUENCHEN_PHOTO_LINES } from '../../server/analysis/bill/bill-fixtures.ts';
import { ocrImage } from '../../server/analysis/ocr/ocr-image.ts';
import { embedImage } from '../../server/analysis/embedding/embedder.ts';
import { MIN_CONFIDENCE, nearestNeighbourVote } from '../../server/analysis/embedding/knn.ts';
import { memoryExamples } from '../../server/analysis/embedding/memory-examples.ts';
import { cabinetLabelPhoto, earthingBarPhoto, hygrometerPhoto } from '../../server/analysis/labels/label-fixtures.ts';
import { localAnalysis } from '../../server/analysis/local-analysis.ts';
import { billPage, DEMO_PHOTOS, demoPhoto, meadow, variant, VARIATIONS, type DemoMotif } from '../../server/test-support/photo-variants.ts';
import { jpeg } from '../../server/test-support/test-images.ts';
import { BAYERNWERK_LINES } from './bill-cases.ts';

interface Sample {
  name: string;
  label: PhotoCategory;
  /** The required shot of the default checklist the photo would fill (issue 21). */
  slot?: string;
  bytes: Buffer;
  /** The first shot of its motif: a new company's one example of what it shows. */
  first: boolean;
}

export interface SortingFigures {
  photos: number;
  leaveOneOut: { right: number; wrong: number; leftToUser: number };
  oneExamplePerArea: { right: number; wrong: number; leftToUser: number; photos: number };
  sweep: Array<{ minSimilarity: number; right: number; wrong: number; leftToUser: number }>;
  wrongNames: string[];
  /** Among photos of a required shot sorted into their right area: the slot the examples chose. */
  slots: { photos: number; right: number; wrong: number; leftToUser: number; wrongNames: string[] };
}

/** The required shot each demo motif shows. */
const MOTIF_SLOTS: Record<DemoMotif, string> = { 'dach-aussen': 'dachflaechen', 'dach-innen': 'sparren-massstab', elektrik: 'zaehlerschrank-offen', aufstellort: 'raumansicht' };

/** The labelled survey photos, none with a person on it (the bystanders' section uses them as such). */
export async function samples(): Promise<Sample[]> {
  const list: Sample[] = [];
  for (const motif of Object.keys(DEMO_PHOTOS) as DemoMotif[]) {
    const original = await demoPhoto(motif);
    list.push({ name: `${motif} Original`, label: motif, slot: MOTIF_SLOTS[motif], bytes: original, first: true });
    for (const [index, variation] of VARIATIONS.entries()) list.push({ name: `${motif} Variante ${index + 1}`, label: motif, slot: MOTIF_SLOTS[motif], bytes: await variant(original, variation), first: false });
  }
  // A second required shot in two areas, so the slot is more than the area: labels in the meter cabinet, the hygrometer on the cellar wall.
  const strips = [['FI/LS 30mA', 'B16 Küche', 'B16 Bad'], ['RCD 40A 30mA', 'LS C16 Herd'], ['FI 63A 30mA', 'B10 Licht', 'B16 Garage', 'B16 Keller']];
  for (const [index, labels] of strips.entries()) list.push({ name: `Schutzschalter ${index + 1}`, label: 'elektrik', slot: 'fi-ls-schalter', bytes: await cabinetLabelPhoto(labels, { rotate: index - 1 }), first: index === 0 });
  const climates = [{ celsius: '14,2', humidity: '61' }, { celsius: '19,0', humidity: '72', rotate: -1 }, { celsius: '8,5', humidity: '55', rotate: 2 }];
  for (const [index, climate] of climates.entries()) list.push({ name: `Hygrometer ${index + 1}`, label: 'aufstellort', slot: 'thermometer-hygrometer', bytes: await hygrometerPhoto(climate), first: index === 0 });
  const tags = [['Wasser', 'Gas', 'Heizung'], ['Fundamenterder', 'PE 16 mm²'], ['Blitzschutz', 'Wasser', 'TN-C-S-System']];
  for (const [index, tagSet] of tags.entries()) list.push({ name: `Erdung ${index + 1}`, label: 'erdung', slot: 'potentialausgleichsschiene', bytes: await earthingBarPhoto(tagSet, { rotate: index - 1 }), first: index === 0 });
  list.push({ name: 'Rechnung München', label: 'stromrechnung', bytes: await billPhoto(MUENCHEN_PHOTO_LINES), first: true });
  list.push({ name: 'Rechnung Bayernwerk', label: 'stromrechnung', bytes: await billPhoto(BAYERNWERK_LINES, { rotate: 2 }), first: false });
  list.push({ name: 'Rechnungsseite', label: 'stromrechnung', bytes: await billPage(), first: false });
  list.push({ name: 'Wiese', label: 'sonstiges', bytes: await meadow(), first: false });
  list.push({ name: 'blaue Fläche', label: 'sonstiges', bytes: await jpeg(640, 480, '#3366cc'), first: false });
  return list;
}

const tally = () => ({ right: 0, wrong: 0, leftToUser: 0 });
function count(into: ReturnType<typeof tally>, label: PhotoCategory, got: PhotoCategory) {
  if (got === label) into.right += 1;
  else if (got === 'sonstiges') into.leftToUser += 1;
  else into.wrong += 1;
}

export async function evaluateSorting(): Promise<SortingFigures> {
  const set = await samples();
  const vectors = new Map<Buffer, Float32Array>();
  for (const sample of set) vectors.set(sample.bytes, await embedImage(sample.bytes));
  const texts = new Map<Buffer, Promise<string>>();
  const embed = async (bytes: Buffer) => vectors.get(bytes) ?? embedImage(bytes);
  const ocr = (bytes: Buffer) => {
    if (!texts.has(bytes)) texts.set(bytes, ocrImage(bytes));
    return texts.get(bytes)!;
  };
  // Neutral names: the photo's name must not help.
  const file = (sample: Sample, index: number): AnalysisFile => ({ id: `foto-${index}`, bytes: sample.bytes, contentType: 'image/jpeg', originalName: `IMG_${1000 + index}.jpg` });

  // The examples learn their area and, as a photo a user put into a required shot, its slot.
  const sortWith = async (examples: Sample[], sample: Sample, index: number) => {
    const analysis = localAnalysis({ examples: memoryExamples(), embed, ocr });
    for (const [n, example] of examples.entries()) {
      if (example.label !== 'sonstiges') await analysis.learn?.(file(example, 10_000 + n), { companyId: 'eval', component: example.label, slot: example.slot });
    }
    return analysis.categorize(file(sample, index), { companyId: 'eval' });
  };

  const leaveOneOut = tally();
  const wrongNames: string[] = [];
  const slots = { photos: 0, right: 0, wrong: 0, leftToUser: 0, wrongNames: [] as string[] };
  for (const [index, sample] of set.entries()) {
    const sorted = await sortWith(set.filter((other) => other !== sample), sample, index);
    const got = sorted.category;
    count(leaveOneOut, sample.label, got);
    if (got !== sample.label && got !== 'sonstiges') wrongNames.push(`${sample.name} → ${got}`);
    if (!sample.slot || got !== sample.label) continue;
    slots.photos += 1;
    if (!sorted.slot) slots.leftToUser += 1;
    else if (sorted.slot === sample.slot) slots.right += 1;
    else {
      slots.wrong += 1;
      slots.wrongNames.push(`${sample.name} → ${sorted.slot}`);
    }
  }

  const firsts = set.filter((sample) => sample.first);
  const rest = set.filter((sample) => !sample.first);
  const oneExamplePerArea = tally();
  for (const [index, sample] of rest.entries()) count(oneExamplePerArea, sample.label, (await sortWith(firsts, sample, index)).category);

  // The vote alone (bills go by their text before any vote), for other similarity thresholds.
  const photos = set.filter((sample) => sample.label !== 'stromrechnung');
  const sweep = [0.6, 0.65, 0.7, 0.75, 0.8].map((minSimilarity) => {
    const figures = tally();
    for (const sample of photos) {
      const examples = set
        .filter((other) => other !== sample && other.label !== 'sonstiges')
        .map((other) => ({ label: other.label, vector: vectors.get(other.bytes)! }));
      const vote = nearestNeighbourVote(vectors.get(sample.bytes)!, examples, { minSimilarity, minConfidence: MIN_CONFIDENCE });
      count(figures, sample.label, (vote.label ?? 'sonstiges') as PhotoCategory);
    }
    return { minSimilarity, ...figures };
  });

  return { photos: set.length, leaveOneOut, oneExamplePerArea: { ...oneExamplePerArea, photos: rest.length }, sweep, wrongNames, slots };
}
