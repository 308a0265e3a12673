import { describe, expect, it } from 'vitest';
import { normalise } from './embedder.ts';
import { MIN_CONFIDENCE, MIN_SIMILARITY, nearestNeighbourVote } from './knn.ts';

const v = (...values: number[]) => normalise(Float32Array.from(values));
const example = (label: string, ...values: number[]) => ({ label, vector: v(...values) });

describe('nearest-neighbour vote', () => {
  it('with no examples there is no label and no confidence', () => {
    expect(nearestNeighbourVote(v(1, 0, 0), [])).toEqual({ label: null, confidence: 0, similarity: 0 });
  });

  it('the k nearest examples vote for their area; a clear majority wins with its share as confidence', () => {
    const examples = [example('dach-aussen', 1, 0.1, 0), example('dach-aussen', 1, 0, 0.1), example('dach-aussen', 1, 0.05, 0.05), example('elektrik', 0, 1, 0), example('elektrik', 0, 1, 0.1)];
    const vote = nearestNeighbourVote(v(1, 0.02, 0.02), examples);
    expect(vote.label).toBe('dach-aussen');
    expect(vote.confidence).toBeGreaterThan(0.95);
    expect(vote.similarity).toBeGreaterThan(0.99);
  });

  it('closer neighbours count more: one very close example outvotes two far ones', () => {
    const examples = [example('erdung', 1, 0, 0), example('elektrik', 0.9, 0.44, 0), example('elektrik', 0.9, 0, 0.44)];
    expect(nearestNeighbourVote(v(1, 0.01, 0), examples, undefined, 3).label).toBe('erdung');
  });

  it(`a split vote below ${MIN_CONFIDENCE} leaves the photo for the user`, () => {
    const examples = [example('dach-aussen', 1, 0.2, 0), example('aufstellort', 1, 0, 0.2)];
    const vote = nearestNeighbourVote(v(1, 0.1, 0.1), examples);
    expect(vote.label).toBeNull();
    expect(vote.confidence).toBeCloseTo(0.5, 2);
  });

  it(`a photo whose nearest example is less similar than ${MIN_SIMILARITY} resembles none of them`, () => {
    const examples = [example('dach-aussen', 1, 0, 0), example('dach-aussen', 1, 0.1, 0)];
    expect(nearestNeighbourVote(v(0.3, 0, 1), examples)).toMatchObject({ label: null, confidence: 0 });
  });

  it('only the k nearest vote, so a large far-away class does not drown a near one', () => {
    const far = Array.from({ length: 10 }, (_, i) => example('elektrik', 0.7, 0.7, i / 100));
    const near = [example('erdung', 1, 0, 0), example('erdung', 1, 0.02, 0), example('erdung', 1, 0, 0.02)];
    expect(nearestNeighbourVote(v(1, 0.01, 0.01), [...far, ...near], undefined, 3).label).toBe('erdung');
  });
});
