import { describe, expect, it } from 'vitest';
import { CROSS_SECTIONS, PRESENCE, YES_NO_UNKNOWN } from './electric.ts';
import { correctedFields, qualityOf, readChoice, readCount, readList, readPart, readText } from './electric-values.ts';

describe('reading electrics values (SPEC §3 Electric)', () => {
  it('"each stored as boolean and shown as {wert, zustand, qualitaet}": a value is read from either shape', () => {
    expect(readText('Digital')).toBe('Digital');
    expect(readText({ wert: 'Digital', zustand: 'geeignet', qualitaet: 'hoch' })).toBe('Digital');
    expect(readText({ wert: 63 })).toBe('63');
    expect(readText(null)).toBe('');
    expect(readPart({ wert: 'digital', qualitaet: 'hoch' }, 'typ', true)).toBe('digital');
    expect(readPart({ typ: 'analog', name: 'Ferraris' }, 'typ', true)).toBe('analog');
    expect(readPart('digital', 'typ', true)).toBe('digital');
    expect(readPart('digital', 'name')).toBeUndefined();
  });

  it('"presence present, absent or unknown", "fundamenterderVorhanden (yes, no or unknown)": German, English and boolean spellings', () => {
    expect(readChoice('present', PRESENCE, 'unknown')).toBe('present');
    expect(readChoice('Vorhanden', PRESENCE, 'unknown')).toBe('present');
    expect(readChoice('nicht vorhanden', PRESENCE, 'unknown')).toBe('absent');
    expect(readChoice({ wert: true, qualitaet: 'mittel' }, PRESENCE, 'unknown')).toBe('present');
    expect(readChoice(false, YES_NO_UNKNOWN, 'unknown')).toBe('no');
    expect(readChoice('Ja', YES_NO_UNKNOWN, 'unknown')).toBe('yes');
    expect(readChoice('nicht_erkennbar', YES_NO_UNKNOWN, 'unknown')).toBe('unknown');
    expect(readChoice('vielleicht', YES_NO_UNKNOWN, 'unknown')).toBe('unknown');
    expect(readChoice(undefined, YES_NO_UNKNOWN, 'unknown')).toBe('unknown');
  });

  it('"querschnittsklasse ≥16, 10, 6, band or unknown": also read from their labels', () => {
    expect(readChoice('≥16', CROSS_SECTIONS, 'unknown')).toBe('≥16');
    expect(readChoice('>=16 mm²', CROSS_SECTIONS, 'unknown')).toBe('≥16');
    expect(readChoice('~10 mm²', CROSS_SECTIONS, 'unknown')).toBe('10');
    expect(readChoice(6, CROSS_SECTIONS, 'unknown')).toBe('6');
    expect(readChoice('Bandstahl', CROSS_SECTIONS, 'unknown')).toBe('band');
  });

  it('"peGnye, earthToFoundation, … as counts": whole numbers ≥ 0, otherwise not known', () => {
    expect(readCount(2)).toBe(2);
    expect(readCount({ wert: '3' })).toBe(3);
    expect(readCount(-1)).toBeNull();
    expect(readCount('zwei')).toBeNull();
    expect(readCount(undefined)).toBeNull();
  });

  it('reasons come as a list or as text with one reason per line', () => {
    expect(readList(['Korrosion', ' ', 'lose Klemme '])).toEqual(['Korrosion', 'lose Klemme']);
    expect(readList('Korrosion\nlose Klemme\n')).toEqual(['Korrosion', 'lose Klemme']);
    expect(readList(undefined)).toEqual([]);
  });

  it('"Quality default is … niedrig (electrics …)": a field\'s own quality, else the section\'s, else the default', () => {
    expect(qualityOf({ wert: true, qualitaet: 'hoch' }, { qualitaet: 'mittel' }, 'niedrig')).toBe('hoch');
    expect(qualityOf(true, { qualitaet: 'mittel' }, 'niedrig')).toBe('mittel');
    expect(qualityOf(true, {}, 'niedrig')).toBe('niedrig');
  });

  it('the corrected fields are a list of names; anything else counts as none', () => {
    expect(correctedFields({ korrigiert: ['apzFeld', 3] })).toEqual(['apzFeld']);
    expect(correctedFields({ korrigiert: 'apzFeld' })).toEqual([]);
  });
});
