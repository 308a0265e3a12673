// Proposes the values a company's surveyors set on earlier projects (issue 26) for a new area's
// photos: per field, each photo's nearest examples (photos of that area in other projects, labelled
// with the value set there) vote, the closer the louder, and the photos' votes are counted. A value
// is proposed only when the photos that found a clear answer mostly agree on it; 'mittel' when all
// of them do with a clear majority each, 'niedrig' otherwise. Nothing is proposed from a field's
// examples that resemble none of the photos.
import type { LearnedValue, TaughtLabel } from '../../../src/domain/taught-values.ts';
import { nearestNeighbourVote, type VoteThresholds } from './knn.ts';

export interface TaughtExample {
  /** 'element.field', as src/domain/taught-values.ts names it. */
  field: string;
  value: TaughtLabel;
  /** L2-normalised photo vector of the example's area. */
  vector: Float32Array;
}

/** Where the examples come from: the company's values set on other projects, and stored photo vectors. */
export interface TaughtExamples {
  list(companyId: string, area: string, exceptProjectId: string): Promise<TaughtExample[]>;
  /** Vectors already kept for these images (sorting or upload), by image id. */
  vectors(imageIds: readonly string[]): Promise<Map<string, Float32Array>>;
}

/**
 * The share of its neighbours' weighted votes a photo's value needs is chosen by `npm run eval`
 * (the learning curve on rendered roofs, tests/eval/taught/taught-eval.ts): at 16 examples per
 * value 0.6 proposed the most right values with the fewest wrong ones (56 right, 7 wrong, 17 left
 * empty of 80; 0.8 gave 46, 8 and 26). The similarity floor is looser than the sorting's: the
 * same covering on another house is less alike than two shots of one motif, while a photo of
 * something else (a meadow in the attic's place) stays below it.
 */
export const LEARN_THRESHOLDS: VoteThresholds = { minSimilarity: 0.55, minConfidence: 0.6 };

/** Each photo's vote this sure or surer, all agreeing, makes a proposal 'mittel'. */
const SURE_VOTE = 0.8;

const keyOf = (value: TaughtLabel) => JSON.stringify(value);

/** The proposals for an area's photos from the company's examples, one per field at most. */
export function learnedValues(photos: readonly Float32Array[], examples: readonly TaughtExample[], thresholds: VoteThresholds = LEARN_THRESHOLDS): LearnedValue[] {
  const byField = new Map<string, TaughtExample[]>();
  for (const example of examples) byField.set(example.field, [...(byField.get(example.field) ?? []), example]);
  const learned: LearnedValue[] = [];
  for (const [field, fieldExamples] of byField) {
    const labelled = fieldExamples.map((example) => ({ label: keyOf(example.value), vector: example.vector }));
    const votes = photos.map((photo) => nearestNeighbourVote(photo, labelled, thresholds)).filter((vote) => vote.label !== null);
    if (!votes.length) continue;
    const tally = new Map<string, number>();
    for (const vote of votes) tally.set(vote.label as string, (tally.get(vote.label as string) ?? 0) + 1);
    const [winner, count] = [...tally].sort((a, b) => b[1] - a[1])[0];
    if (count * 2 <= votes.length) continue;
    const sure = count === votes.length && votes.every((vote) => vote.confidence >= SURE_VOTE);
    learned.push({ field, value: JSON.parse(winner) as TaughtLabel, quality: sure ? 'mittel' : 'niedrig' });
  }
  return learned;
}
