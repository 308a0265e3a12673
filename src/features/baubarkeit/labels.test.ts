import { describe, expect, it } from 'vitest';
import { categoryLabel, impactView, staleNote, statusView } from './labels';

describe('Baubarkeits-Check labels', () => {
  it('overall status GEEIGNET, BEDINGT_GEEIGNET, UNGEEIGNET show in German, green, amber and red', () => {
    expect(statusView('GEEIGNET')).toEqual({ label: 'Geeignet', color: 'success' });
    expect(statusView('BEDINGT_GEEIGNET')).toEqual({ label: 'Bedingt geeignet', color: 'warning' });
    expect(statusView('UNGEEIGNET')).toEqual({ label: 'Ungeeignet', color: 'error' });
    expect(statusView('UNBEKANNT')).toEqual({ label: 'UNBEKANNT', color: 'default' });
  });

  it('factor impact POSITIVE, MINOR, MAJOR, NONE show in German with their colours', () => {
    expect(impactView('POSITIVE')).toEqual({ label: 'Positiv', color: 'success' });
    expect(impactView('MINOR')).toEqual({ label: 'Geringe Auswirkung', color: 'warning' });
    expect(impactView('MAJOR')).toEqual({ label: 'Erhebliche Auswirkung', color: 'error' });
    expect(impactView('NONE')).toEqual({ label: 'Keine Auswirkung', color: 'default' });
  });

  it("a factor whose inputs are missing shows 'Nicht bewertbar', not 'Keine Auswirkung'", () => {
    expect(impactView('NONE', false)).toEqual({ label: 'Nicht bewertbar', color: 'default' });
  });

  it('categories DACH_ZUSTAND, STATIK, ELEKTRIK_EIGNUNG, VORSCHAEDEN, BRANDSCHUTZ show in German', () => {
    expect(['DACH_ZUSTAND', 'STATIK', 'ELEKTRIK_EIGNUNG', 'VORSCHAEDEN', 'BRANDSCHUTZ'].map(categoryLabel)).toEqual([
      'Dachzustand',
      'Statik',
      'Elektrik-Eignung',
      'Vorschäden',
      'Brandschutz',
    ]);
    expect(categoryLabel('toString')).toBe('toString');
  });

  it('a stored result says when it was fetched, in German date and Berlin time', () => {
    expect(staleNote('2026-12-24T13:05:00.000Z')).toBe(
      'Zuletzt bekanntes Ergebnis, abgerufen am 24.12.2026 um 14:05 Uhr. Es kann sich seitdem geändert haben.',
    );
    expect(staleNote(null)).toBe('Zuletzt bekanntes Ergebnis. Es kann sich seitdem geändert haben.');
  });
});
