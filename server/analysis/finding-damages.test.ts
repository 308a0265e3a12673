import { describe, expect, it } from 'vitest';
import { damagesFromFindings } from './finding-damages.ts';

const all = () => ['a', 'b'];

describe('damages from findings', () => {
  it('an unfit roof element becomes a damage of its area with its page’s image; fit and unreadable ones do not', () => {
    const damages = damagesFromFindings(
      'dach-innen',
      {
        sparren: { wert: 'Holz', zustand: 'ungeeignet', reasoning: 'Sparren mit Fraßspuren', pageReference: 2 },
        latten: { wert: 'Holz', zustand: 'geeignet' },
        daemmung: { wert: 'nicht_erkennbar', zustand: 'ungeeignet' },
      },
      (page) => (page === 2 ? ['b'] : all()),
    );
    expect(damages).toEqual([
      expect.objectContaining({
        titel: 'Mangel: Sparren',
        kurzbeschreibung: 'Sparren mit Fraßspuren',
        kategorie: 'DACH_INNEN',
        schweregrad: 'mittel',
        bildUrls: ['/images/b'],
        erkannteElemente: ['Sparren'],
      }),
    ]);
  });

  it('corroded or damaged earthing and a doubtful connection are damages; unfit electrics are severe', () => {
    const damages = damagesFromFindings(
      'erdung',
      { condition: { wert: 'aged_corroded', bewertung: 'aged_corroded' }, anschlussqualitaet: { wert: 'possibly_non_compliant' } },
      all,
    );
    expect(damages.map((damage) => [damage.titel, damage.schweregrad, damage.kategorie])).toEqual([
      ['Mangel: Zustand', 'mittel', 'ELEKTRIK'],
      ['Mangel: Anschlussqualität', 'mittel', 'ELEKTRIK'],
    ]);
    expect(damagesFromFindings('elektrik', { zaehlerplatz: { wert: false, zustand: 'ungeeignet' } }, all)[0]).toMatchObject({ schweregrad: 'hoch' });
  });

  it('a damage the provider already named for the field is not added twice; the bill has no damages', () => {
    const named = [{ titel: 'Feuchtigkeit an der Kellerwand', kurzbeschreibung: 'Ausblühungen', kategorie: 'AUFSTELLORT' as const, schweregrad: 'mittel', status: 'NEU' }];
    expect(damagesFromFindings('aufstellort', { feuchtigkeit: { wert: '75 %', zustand: 'ungeeignet' } }, all, named)).toEqual([]);
    expect(damagesFromFindings('stromrechnung', { stromverbrauch: { wert: 3000, zustand: 'ungeeignet' } }, all)).toEqual([]);
  });
});
