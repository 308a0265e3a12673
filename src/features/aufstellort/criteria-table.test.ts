import { describe, expect, it } from 'vitest';
import type { Storage } from '@/domain/project';
import { withCriterionNote, withManualRating } from '@/domain/storage-values';
import { criterionRows, ratingsClickable, storageAnalysed, valueText } from './criteria-table';

describe('the storage criteria table (SPEC §2, §3, §4)', () => {
  it('"A table of five criteria (Belüftung, Temperatur, Mindestabstände, Feuchtigkeit, Brandschutz)"', () => {
    expect(criterionRows(undefined).map((row) => [row.criterion, row.label])).toEqual([
      ['belueftung', 'Belüftung'],
      ['temperatur', 'Temperatur'],
      ['mindestabstaende', 'Mindestabstände'],
      ['feuchtigkeit', 'Feuchtigkeit'],
      ['brandschutz', 'Brandschutz'],
    ]);
  });

  it('"Storage criteria default to unbekannt until analysed", with no quality before the AI rated them', () => {
    for (const row of criterionRows({})) expect(row).toMatchObject({ rating: 'unbekannt', value: null, quality: null });
  });

  it('a criterion rated by hand is corrected and claims no quality, even over an earlier analysis', () => {
    const storage: Storage = { belueftung: { zustand: 'geeignet', qualitaet: 'hoch' }, temperatur: { zustand: 'unklar' }, korrigiert: ['belueftung', 'temperatur'] };
    expect(criterionRows(storage).slice(0, 2)).toMatchObject([
      { rating: 'geeignet', quality: null, corrected: true },
      { rating: 'unklar', quality: null, corrected: true },
    ]);
  });

  it('geeignet, ungeeignet and unklar keep their state; "anything else … shows as unbekannt"', () => {
    const storage: Storage = {
      belueftung: { zustand: 'geeignet', wert: 'Fenster vorhanden', qualitaet: 'hoch' },
      temperatur: { zustand: 'ungeeignet', wert: 31 },
      mindestabstaende: { zustand: 'unklar' },
      feuchtigkeit: { zustand: 'nicht_messbar' },
      brandschutz: { zustand: 'nicht_bestimmbar' },
    };
    expect(criterionRows(storage).map((row) => row.rating)).toEqual(['geeignet', 'ungeeignet', 'unklar', 'unbekannt', 'unbekannt']);
    expect(criterionRows({ belueftung: { zustand: 'not_erkennbar' } })[0].rating).toBe('unbekannt');
    expect(criterionRows({ belueftung: { zustand: '' } })[0].rating).toBe('unbekannt');
    expect(criterionRows(storage)[0]).toMatchObject({ value: 'Fenster vorhanden', quality: 'hoch' });
    expect(criterionRows(storage)[1]).toMatchObject({ value: '31', quality: 'niedrig' });
  });

  it('"Ratings are clickable only once at least one criterion has a state. Otherwise a dash is shown."', () => {
    expect(ratingsClickable(undefined)).toBe(false);
    expect(ratingsClickable({ belueftung: { zustand: 'unbekannt' }, temperatur: { zustand: 'nicht_erkennbar', wert: '20 °C' } })).toBe(false);
    expect(ratingsClickable({ brandschutz: { zustand: 'unklar' } })).toBe(true);
  });

  it('a missing value counts as not seen by the AI only once the site was analysed', () => {
    expect(storageAnalysed({})).toBe(false);
    expect(storageAnalysed({ feuchtigkeit: { zustand: 'geeignet' } })).toBe(true);
    expect(storageAnalysed({ analyse: { images: [{ id: 'a', name: 'a.jpg', url: '/a' }] } } as Storage)).toBe(true);
  });

  it('"The values nicht_erkennbar, nicht_messbar, nicht_bestimmbar, nicht_erkannt, unbekannt and empty count as not detected"', () => {
    for (const value of ['nicht_erkennbar', 'nicht_messbar', 'nicht_bestimmbar', 'nicht_erkannt', 'unbekannt', '', null, undefined]) {
      expect(valueText(value)).toBeNull();
    }
    expect(valueText(true)).toBe('Ja');
    expect(valueText(false)).toBe('Nein');
    expect(valueText(21.5)).toBe('21,5');
    expect(valueText(['Fenster', 'Lüftungsgitter'])).toBe('Fenster, Lüftungsgitter');
    expect(valueText({ wert: '55 %' })).toBe('55 %');
  });

  it('a criterion rated by hand is marked as corrected, makes ratings clickable, and is no sign of an analysis', () => {
    const storage = withCriterionNote(withManualRating(undefined, 'temperatur', 'unklar'), 'temperatur', 'Heizung nebenan');
    const row = criterionRows(storage)[1];
    expect(row).toMatchObject({ rating: 'unklar', corrected: true, note: 'Heizung nebenan', quality: null });
    expect(criterionRows(storage)[0]).toMatchObject({ corrected: false, note: '' });
    expect(ratingsClickable(storage)).toBe(true);
    // Without photos, the other four were never looked at by the AI.
    expect(storageAnalysed(storage)).toBe(false);
  });
});
