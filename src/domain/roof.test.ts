import { describe, expect, it } from 'vitest';
import { addManualEntry, allObstacles, restoreManualEntry, detectedObstacles, roofTypeOf, slopeAfterTypeChange, slopeDegrees, tabOfElement, withRoofElement, roofElementValue } from './roof.ts';

describe('roof rules (SPEC §2, §4, §5)', () => {
  it('back returns to tab 0 for inside elements and tab 1 otherwise', () => {
    for (const element of ['sparren', 'latten', 'daemmung', 'balken', 'unterspannbahn']) expect(tabOfElement(element)).toBe(0);
    for (const element of ['dachtyp', 'dachfenster', 'regenrinne', 'hindernisse', 'ziegel', 'traufhoehe', 'unbekannt', undefined]) {
      expect(tabOfElement(element)).toBe(1);
    }
  });

  it('changing the roof type auto-sets the slope; other types leave it unchanged', () => {
    expect(slopeAfterTypeChange('Flachdach', '38°')).toBe('5-10°');
    expect(slopeAfterTypeChange('Pultdach', '')).toBe('10-15°');
    expect(slopeAfterTypeChange('SATTELDACH', '')).toBe('30-45°');
    expect(slopeAfterTypeChange('Walmdach', '')).toBe('25-40°');
    expect(slopeAfterTypeChange('Mansarddach', '38°')).toBe('38°');
  });

  it('roof types read back from their upper-case codes', () => {
    expect(roofTypeOf('SATTELDACH')).toBe('Satteldach');
    expect(roofTypeOf('Zeltdach')).toBeNull();
    expect(roofTypeOf(null)).toBeNull();
  });

  it('the gradient is parsed from text starting with digits, falling back to the measured value', () => {
    expect(slopeDegrees('38°', 30)).toBe(38);
    expect(slopeDegrees('30-45°', null)).toBe(30);
    expect(slopeDegrees('etwa 40', 35)).toBe(35);
    expect(slopeDegrees('', undefined)).toBeNull();
  });

  it('obstacles come from analysis results or a comma-separated string, trimmed, empty ones removed, merged with manual ones', () => {
    expect(detectedObstacles({ outside: { analyse: { results: { hindernisse: { wert: ' Schornstein, , Antenne ,nicht_erkennbar' } } } } })).toEqual([
      'Schornstein',
      'Antenne',
    ]);
    const roof = { outside: { hindernisse: { obstacles: [{ name: 'Schornstein' }, { name: ' Gaube ' }] } }, manualObstacles: ['schornstein', 'Satellitenschüssel'] };
    expect(allObstacles(roof)).toEqual(['Schornstein', 'Gaube', 'Satellitenschüssel']);
  });

  it('manual entries must be non-empty after trimming and duplicates of AI entries are skipped case-insensitively', () => {
    expect(addManualEntry(['Schornstein'], [], '   ')).toBeNull();
    expect(addManualEntry(['Schornstein'], [], ' SCHORNSTEIN ')).toBeNull();
    expect(addManualEntry(['Schornstein'], ['Antenne'], 'antenne')).toBeNull();
    expect(addManualEntry(['Schornstein'], ['Antenne'], ' Gaube ')).toEqual(['Antenne', 'Gaube']);
  });

  it("'Rückgängig' puts a removed manual entry back where it was, keeping entries added meanwhile, and only once", () => {
    expect(restoreManualEntry(['Gaube', 'Schornstein'], 'Antenne', 0)).toEqual(['Antenne', 'Gaube', 'Schornstein']);
    expect(restoreManualEntry(['Antenne', 'Schornstein'], 'Gaube', 1)).toEqual(['Antenne', 'Gaube', 'Schornstein']);
    expect(restoreManualEntry(['Antenne', 'Gaube', 'Solarthermie'], 'Schornstein', 2)).toEqual(['Antenne', 'Gaube', 'Schornstein', 'Solarthermie']);
    expect(restoreManualEntry([], 'Antenne', 3)).toEqual(['Antenne']);
    expect(restoreManualEntry(['Antenne'], 'Antenne', 0)).toEqual(['Antenne']);
  });

  it('an element is replaced on its side without touching the rest of the roof', () => {
    const roof = { inside: { latten: { material: 'Holz' } }, outside: { ziegel: { deckung: 'Frankfurter Pfanne' } }, manualDamages: ['Riss'] };
    const next = withRoofElement(roof, 'sparren', { anzahl: 24 });
    expect(next).toEqual({ inside: { latten: { material: 'Holz' }, sparren: { anzahl: 24 } }, outside: roof.outside, manualDamages: ['Riss'] });
    expect(roofElementValue(next, 'ziegel')).toEqual({ deckung: 'Frankfurter Pfanne' });
    expect(roofElementValue(undefined, 'traufhoehe')).toEqual({});
  });
});
