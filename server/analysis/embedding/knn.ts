// Sorts a photo by its nearest neighbours among a company's labelled photos: the k most similar
// examples vote for their area, the closer the louder, and a vote that is not clear enough or
// a photo that resembles none of the examples leaves the decision to the user.

export interface LabelledVector {
  label: string;
  /** The required shot a user put the photo into, where one did (issue 21). */
  slot?: string;
  /** L2-normalised, so the dot product is the cosine similarity. */
  vector: Float32Array;
}

export interface Vote {
  /** The winning label, or null when the examples do not support any label well enough. */
  label: string | null;
  /** The winner's share of the distance-weighted votes (0…1), 0 when nothing was similar enough. */
  confidence: number;
  /** Cosine similarity of the nearest example of the winning label (of any label when there is no winner). */
  similarity: number;
}

export const K = 5;

/**
 * Below this share of the votes the photo goes to 'sonstiges'. With k = 5 a label needs clearly
 * more than half of the weighted votes: 3 of 5 equally close neighbours give 0.6, so a 3:2 split
 * between two areas is not enough unless the three are clearly closer. The user sorts the rest,
 * and that move becomes a correction the next photo learns from.
 */
export const MIN_CONFIDENCE = 0.6;

/**
 * A photo whose nearest example is less similar than this resembles none of the company's
 * photos (another motif altogether), however the vote among those far neighbours falls out.
 * Measured with the frozen MobileNetV2 features on the demo photos: a crop, mirror or exposure
 * change of the same motif stays at 0.79 or above; photos of other areas of one house and
 * unrelated motifs (a meadow, stripes, a bill page) lie between 0.16 and 0.76, mostly below 0.7.
 * Too strict rather than too loose: a photo left in 'sonstiges' costs one move, which then
 * teaches the sorting; a wrongly sorted one may go unnoticed.
 */
export const MIN_SIMILARITY = 0.7;

/**
 * How sharply closeness counts: weight = exp(-(1 - similarity) / TEMPERATURE). Same-area photos
 * are only 0.1 to 0.2 closer than other-area ones, so plain 1 / distance weights would let the
 * one example of every other area dilute the vote while a company has few examples per area.
 */
export const TEMPERATURE = 0.05;

export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i] * b[i];
  return sum;
}

/** The thresholds a vote must pass; `npm run eval` tries others to show why these were chosen. */
export interface VoteThresholds {
  minSimilarity: number;
  minConfidence: number;
}

/** The distance-weighted vote of the k nearest examples. */
export function nearestNeighbourVote(
  query: Float32Array,
  examples: LabelledVector[],
  { minSimilarity, minConfidence }: VoteThresholds = { minSimilarity: MIN_SIMILARITY, minConfidence: MIN_CONFIDENCE },
  k = K,
): Vote {
  if (!examples.length) return { label: null, confidence: 0, similarity: 0 };
  const nearest = examples
    .map((example) => ({ label: example.label, similarity: cosine(query, example.vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, k);
  const votes = new Map<string, { weight: number; similarity: number }>();
  let total = 0;
  for (const { label, similarity } of nearest) {
    const weight = Math.exp(-(1 - similarity) / TEMPERATURE);
    total += weight;
    const vote = votes.get(label) ?? { weight: 0, similarity };
    votes.set(label, { weight: vote.weight + weight, similarity: Math.max(vote.similarity, similarity) });
  }
  const [label, best] = [...votes].sort((a, b) => b[1].weight - a[1].weight)[0];
  const confidence = best.weight / total;
  if (best.similarity < minSimilarity) return { label: null, confidence: 0, similarity: nearest[0].similarity };
  if (confidence < minConfidence) return { label: null, confidence, similarity: best.similarity };
  return { label, confidence, similarity: best.similarity };
}
