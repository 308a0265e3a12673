import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('German dates in Europe/Berlin (SPEC §9)', () => {
  it('formats in de-DE and converts to Berlin time', () => {
    expect(formatDate('2026-11-22T08:30:00.000Z')).toBe('22.11.2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('01.01.2027');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('gestern')).toBe('');
  });
});
