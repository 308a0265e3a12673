import { describe, expect, it } from 'vitest';
import { historyLine } from './history-lines';

describe("a 'Verlauf' line", () => {
  it('names the place as the app does and says what became of the value', () => {
    expect(historyLine({ path: ['customer', 'phone'], from: '0621 1', to: '0621 555' })).toBe('Kunde › Telefon: „0621 1“ → „0621 555“');
    expect(historyLine({ path: ['customer', 'email'], to: 'a@b.de' })).toBe('Kunde › E-Mail: gesetzt auf „a@b.de“');
    expect(historyLine({ path: ['status'], from: 'OFFEN' })).toBe('Status: gelöscht (war „OFFEN“)');
    expect(historyLine({ path: ['electric', 'zaehlerschrank', 'analyse', 'images'], added: ['zähler.jpg'], removed: ['alt.jpg'] })).toBe(
      'Elektrik › Zählerschrank › Analyse › Fotos: hinzugefügt: zähler.jpg; entfernt: alt.jpg',
    );
    expect(historyLine({ path: ['roof', 'outside', 'dachneigung'], from: 35.5, to: true })).toBe('Dach › außen › dachneigung: 35,5 → Ja');
  });
});
