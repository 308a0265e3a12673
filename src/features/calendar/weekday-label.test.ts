import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { weekdayLabel } from './weekday-label';

describe('weekdayLabel', () => {
  it("names the days of a week German two-letter style: 'Mo Di Mi Do Fr Sa So'", () => {
    const monday = dayjs('2026-11-23');
    const week = Array.from({ length: 7 }, (_, day) => weekdayLabel(monday.add(day, 'day')));
    expect(week.join(' ')).toBe('Mo Di Mi Do Fr Sa So');
  });
});
