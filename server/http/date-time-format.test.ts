import { describe, expect, it } from 'vitest';
import { usableDateTime } from './date-time-format.ts';

describe("the schema's date-time", () => {
  it.each([
    ['2026-11-24T08:00:00.000Z', true],
    ['2026-11-24T09:00:00+01:00', true],
    ['2016-12-31T23:59:60Z', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-11-24', false],
    ['morgen', false],
  ])('%s → %s', (value, usable) => {
    expect(usableDateTime(value)).toBe(usable);
    if (usable) expect(() => new Date(value).toISOString()).not.toThrow();
  });
});
