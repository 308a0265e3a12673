import { describe, expect, it } from 'vitest';
import { isNotDetected, parseCount, parseLeadingNumber, parseNumber, ratingOf, withCorrection } from './assessment.ts';
import { convertLength } from './units.ts';
import { mainFuseLabel, switchValue } from './electric.ts';

describe('assessed values (SPEC §4, §5)', () => {
  it('nicht_erkennbar, nicht_messbar, nicht_bestimmbar, nicht_erkannt, unbekannt and empty count as not detected', () => {
    for (const value of ['nicht_erkennbar', 'nicht_messbar', 'nicht_bestimmbar', 'nicht_erkannt', 'unbekannt', '', '  ', null, undefined, []]) {
      expect(isNotDetected(value)).toBe(true);
    }
    for (const value of ['Satteldach', 0, false, ['Schornstein']]) expect(isNotDetected(value)).toBe(false);
  });

  it('geeignet, ungeeignet and unklar keep their state; anything else shows as unbekannt', () => {
    expect(ratingOf('geeignet')).toBe('geeignet');
    expect(ratingOf('ungeeignet')).toBe('ungeeignet');
    expect(ratingOf('unklar')).toBe('unklar');
    for (const value of ['not_erkennbar', 'nicht_messbar', '', null, 3]) expect(ratingOf(value)).toBe('unbekannt');
  });

  it('empty or non-numeric input becomes null; a decimal comma is read', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('4,5')).toBe(4.5);
    expect(parseNumber(' 4200 ')).toBe(4200);
    expect(parseCount('-2')).toBeNull();
    expect(parseCount('7')).toBe(7);
  });

  it('Traufhöhe is parsed from its leading number', () => {
    expect(parseLeadingNumber('6,5 m')).toBe(6.5);
    expect(parseLeadingNumber('ca. 6 m')).toBeNull();
  });

  it('a corrected field is listed once', () => {
    expect(withCorrection(undefined, 'anzahl')).toEqual(['anzahl']);
    expect(withCorrection(['anzahl'], 'anzahl')).toEqual(['anzahl']);
  });

  it('changing a unit converts the value between mm, cm and m', () => {
    expect(convertLength(80, 'mm', 'cm')).toBe(8);
    expect(convertLength(8, 'cm', 'm')).toBe(0.08);
    expect(convertLength(0.625, 'm', 'mm')).toBe(625);
    expect(convertLength(null, 'm', 'mm')).toBeNull();
    expect(convertLength(convertLength(12.3, 'cm', 'm'), 'm', 'cm')).toBe(12.3);
  });

  it("the main fuse shows a digits-only value with 'A' appended", () => {
    expect(mainFuseLabel('63A')).toBe('63 A');
    expect(mainFuseLabel(35)).toBe('35 A');
    expect(mainFuseLabel('NH 00 / 50 A')).toBe('50 A');
    expect(mainFuseLabel('3x63A')).toBe('63 A');
    expect(mainFuseLabel('')).toBeNull();
  });

  it('a cabinet switch is stored as a boolean and read from an analysis object', () => {
    expect(switchValue(true)).toBe(true);
    expect(switchValue({ wert: false, zustand: 'geeignet', qualitaet: 'niedrig' })).toBe(false);
    expect(switchValue('unbekannt')).toBeNull();
  });
});
