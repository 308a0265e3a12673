// Scoring for `npm run eval`: a field is right when the analysis found the labelled value, or
// found nothing where the label says there is nothing to find.
import { isNotDetected } from '../../src/domain/assessment.ts';

export interface FieldCase {
  name: string;
  /** Per field the true value, or null where the material shows none. */
  truth: Record<string, unknown>;
  /** Per field what the analysis answered (a result's wert). */
  found: Record<string, unknown>;
}

/** Per field of `truth`, the wert the analysis answered for it (undefined where it answered nothing). */
export function answeredValues(truth: Record<string, unknown>, results: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(truth).map((field) => [field, (results[field] as { wert?: unknown } | undefined)?.wert]));
}

export interface Tally {
  right: number;
  total: number;
  misses: string[];
}

const normalised = (value: unknown): unknown => {
  if (isNotDetected(value) && typeof value !== 'boolean' && typeof value !== 'number') return null;
  // '1 ESY11 1234 5678' and '1ESY1112345678' name the same meter; spaces carry no meaning here.
  return typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : value;
};

export function fieldAccuracy(cases: FieldCase[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const { name, truth, found } of cases) {
    for (const [field, expected] of Object.entries(truth)) {
      const tally = tallies.get(field) ?? { right: 0, total: 0, misses: [] };
      const actual = normalised(found[field]);
      tally.total += 1;
      if (actual === normalised(expected)) tally.right += 1;
      else tally.misses.push(`${name}: ${JSON.stringify(found[field] ?? null)} statt ${JSON.stringify(expected)}`);
      tallies.set(field, tally);
    }
  }
  return tallies;
}

export const percent = (right: number, total: number): string => (total ? `${((100 * right) / total).toFixed(0)} %` : '–');
