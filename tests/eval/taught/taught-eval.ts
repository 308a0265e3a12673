// Learning the values a company's surveyors set (issue 26 point 2), on rendered roofs: for each
// number of examples per value (1, 2, 4, 8, 16 earlier houses where a surveyor set it), the held-out
// houses' photos of that area are voted on exactly as the local analysis does (learnedValues), and
// each field's proposal is right, wrong, or none. A sweep over the share of its neighbours' votes a
// photo's value needs, at the most examples, shows what the chosen one trades: wrong proposals
// against fields left empty.
import { embedImage } from '../../../server/analysis/embedding/embedder.ts';
import { LEARN_THRESHOLDS, learnedValues, type TaughtExample } from '../../../server/analysis/embedding/taught-vote.ts';
import { taughtPhotos, type TaughtPhoto } from './taught-photos.ts';

export const EXAMPLE_COUNTS = [1, 2, 4, 8, 16] as const;
/** Houses never used as examples: the photos every curve point is judged on. */
const TEST_HOUSES = 20;
/** Enough that every value has 16 earlier houses besides the held-out ones. */
const HOUSES = 90;
const SWEEP = [0.5, 0.6, 0.7, 0.8, 0.9];

export interface Tally {
  right: number;
  wrong: number;
  none: number;
}

export interface TaughtFigures {
  photos: number;
  testHouses: number;
  /** Per field, then per value: the tally at each number of examples per value. */
  curves: Record<string, { all: Tally[]; byValue: Record<string, Tally[]> }>;
  sweep: Array<{ minConfidence: number } & Tally>;
  secondsPerHouse: number;
}

type Embedded = TaughtPhoto & { vector: Float32Array };

const emptyTally = (): Tally => ({ right: 0, wrong: 0, none: 0 });

/** The examples a company has after `count` houses per value of each field of the area set it. */
function examplesOf(training: Embedded[], area: string, count: number): TaughtExample[] {
  const photos = training.filter((photo) => photo.area === area);
  const fields = [...new Set(photos.flatMap((photo) => Object.keys(photo.values)))];
  return fields.flatMap((field) => {
    const housesByValue = new Map<string, number[]>();
    for (const photo of photos) {
      const value = photo.values[field];
      const houses = housesByValue.get(value) ?? [];
      if (!houses.includes(photo.house) && houses.length < count) housesByValue.set(value, [...houses, photo.house]);
    }
    const chosen = new Set([...housesByValue.values()].flat());
    return photos.filter((photo) => chosen.has(photo.house)).map((photo) => ({ field, value: photo.values[field], vector: photo.vector }));
  });
}

/** Each held-out house's area judged against the examples: a tally per field and value. */
function judge(test: Embedded[], training: Embedded[], count: number, thresholds = LEARN_THRESHOLDS) {
  const results: Array<{ field: string; value: string; outcome: keyof Tally }> = [];
  for (const area of [...new Set(test.map((photo) => photo.area))]) {
    const examples = examplesOf(training, area, count);
    for (const house of [...new Set(test.map((photo) => photo.house))]) {
      const photos = test.filter((photo) => photo.house === house && photo.area === area);
      if (!photos.length) continue;
      const learned = learnedValues(photos.map((photo) => photo.vector), examples, thresholds);
      for (const [field, value] of Object.entries(photos[0].values)) {
        const proposal = learned.find((entry) => entry.field === field);
        results.push({ field, value, outcome: !proposal ? 'none' : String(proposal.value) === value ? 'right' : 'wrong' });
      }
    }
  }
  return results;
}

export async function evaluateTaughtValues(): Promise<TaughtFigures> {
  const photos = await taughtPhotos(HOUSES);
  const started = performance.now();
  const embedded: Embedded[] = [];
  for (const photo of photos) embedded.push({ ...photo, vector: await embedImage(photo.bytes) });
  const houses = [...new Set(embedded.map((photo) => photo.house))].sort((a, b) => a - b);
  const testHouses = new Set(houses.slice(-TEST_HOUSES));
  const test = embedded.filter((photo) => testHouses.has(photo.house));
  const training = embedded.filter((photo) => !testHouses.has(photo.house));

  const curves: TaughtFigures['curves'] = {};
  EXAMPLE_COUNTS.forEach((count, point) => {
    for (const { field, value, outcome } of judge(test, training, count)) {
      curves[field] ??= { all: EXAMPLE_COUNTS.map(emptyTally), byValue: {} };
      curves[field].byValue[value] ??= EXAMPLE_COUNTS.map(emptyTally);
      curves[field].all[point][outcome] += 1;
      curves[field].byValue[value][point][outcome] += 1;
    }
  });
  const most = EXAMPLE_COUNTS[EXAMPLE_COUNTS.length - 1];
  const sweep = SWEEP.map((minConfidence) => {
    const tally = emptyTally();
    for (const { outcome } of judge(test, training, most, { ...LEARN_THRESHOLDS, minConfidence })) tally[outcome] += 1;
    return { minConfidence, ...tally };
  });
  return { photos: photos.length, testHouses: testHouses.size, curves, sweep, secondsPerHouse: (performance.now() - started) / 1000 / houses.length };
}
