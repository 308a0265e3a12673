import { describe, expect, it } from 'vitest';
import { normalise } from './embedder.ts';
import { learnedValues, type TaughtExample } from './taught-vote.ts';

const v = (...values: number[]) => normalise(Float32Array.from(values));
const example = (field: string, value: string | boolean, ...values: number[]): TaughtExample => ({ field, value, vector: v(...values) });

/** Wood fibre looks like (1, 0, 0), mineral wool like (0, 1, 0); a membrane shows in the third part. */
const EXAMPLES = [
  example('daemmung.material', 'Holzfaser', 1, 0.05, 0),
  example('daemmung.material', 'Holzfaser', 1, 0, 0.05),
  example('daemmung.material', 'Holzfaser', 1, 0.03, 0.03),
  example('daemmung.material', 'Mineralwolle', 0.05, 1, 0),
  example('daemmung.material', 'Mineralwolle', 0, 1, 0.05),
  example('unterspannbahn.vorhanden', true, 1, 0, 0.05),
];

describe('values learned from the company’s corrections (issue 26)', () => {
  it('proposes per field the value the photos’ nearest examples agree on, \'mittel\' when every photo is sure', () => {
    const learned = learnedValues([v(1, 0.02, 0.02), v(1, 0.04, 0)], EXAMPLES);
    expect(learned).toEqual([
      { field: 'daemmung.material', value: 'Holzfaser', quality: 'mittel' },
      { field: 'unterspannbahn.vorhanden', value: true, quality: 'mittel' },
    ]);
  });

  it('is \'niedrig\' when the photos disagree but most agree, and proposes nothing on a split', () => {
    const mostly = learnedValues([v(1, 0.02, 0.02), v(1, 0.04, 0), v(0.02, 1, 0.02)], EXAMPLES.slice(0, 5));
    expect(mostly).toEqual([{ field: 'daemmung.material', value: 'Holzfaser', quality: 'niedrig' }]);
    expect(learnedValues([v(1, 0.02, 0.02), v(0.02, 1, 0.02)], EXAMPLES.slice(0, 5))).toEqual([]);
  });

  it('proposes nothing from examples that resemble none of the photos, nor without examples', () => {
    expect(learnedValues([v(0, 0, 1)], EXAMPLES.slice(0, 5))).toEqual([]);
    expect(learnedValues([v(1, 0, 0)], [])).toEqual([]);
    expect(learnedValues([], EXAMPLES)).toEqual([]);
  });
});
