import { describe, expect, it } from 'vitest';
import { historyLine, historyNames } from './history-lines';

describe("a 'Verlauf' line", () => {
  it('names the place as the app does and says what became of the value', () => {
    expect(historyLine({ path: ['customer', 'phone'], from: '0621 1', to: '0621 555' })).toBe('Kunde › Telefon: „0621 1“ → „0621 555“');
    expect(historyLine({ path: ['customer', 'email'], to: 'a@b.de' })).toBe('Kunde › E-Mail: gesetzt auf „a@b.de“');
    expect(historyLine({ path: ['status'], from: 'OFFEN' })).toBe('Status: gelöscht (war „OFFEN“)');
    expect(historyLine({ path: ['electric', 'zaehlerschrank', 'analyse', 'images'], added: ['zähler.jpg'], removed: ['alt.jpg'] })).toBe(
      'Elektrik › Zählerschrank › Analyse › Fotos: hinzugefügt: zähler.jpg; entfernt: alt.jpg',
    );
    expect(historyLine({ path: ['roof', 'outside', 'dachneigung'], from: 35.5, to: true })).toBe('Dach › außen › dachneigung: 35,5 → Ja');
    expect(historyLine({ path: ['roof', 'faces', 'Süd über der Garage', 'azimuthDeg'], from: 180, to: 202.5 })).toBe('Dach › Dachflächen › Süd über der Garage › Azimut: 180 → 202,5');
    expect(historyLine({ path: ['roof', 'faces'], added: ['Westgaube'] })).toBe('Dach › Dachflächen: hinzugefügt: Westgaube');
    expect(historyLine({ path: ['pvPlan', 'storageKWh'], to: 0 })).toBe('PV-Potenzial › Speicher (kWh): gesetzt auf 0');
  });

  it('names photos and voice memos as the app does, not by the hash or id the project keeps them under', () => {
    const hash = 'a'.repeat(64);
    const memo = '54c421d4-3577-40fd-9798-68a2c891599c';
    const names = { [hash]: 'zählerschrank-ø.jpg', [memo]: 'Sprachnotiz vom 27.11.2026, 12:02' };
    expect(historyLine({ path: ['photoMarks', hash, 'markCount'], from: 6, to: 5 }, names)).toBe('Markierungen › zählerschrank-ø.jpg › Anzahl Markierungen: 6 → 5');
    expect(historyLine({ path: ['voiceMemos', memo, 'durationMs'], to: 6366 }, names)).toBe('Sprachnotizen › Sprachnotiz vom 27.11.2026, 12:02 › Länge: gesetzt auf 6 s');
    expect(historyLine({ path: ['captions', 'b'.repeat(64)], to: 'Dach Süd' }, names)).toBe('Bildunterschriften › ein gelöschtes Foto: gesetzt auf „Dach Süd“');
    expect(historyLine({ path: ['signature', 'signedAt'], to: '2026-11-27T11:05:22.898Z' })).toBe('Unterschrift › Datum: gesetzt auf 27.11.2026, 12:05 Uhr');
    expect(historyLine({ path: ['house', 'stromrechnung', 'analyse', 'results', 'netzbetreiber', 'wert'], to: 'nicht_erkennbar' })).toContain('Wert: gesetzt auf „nicht erkennbar“');
  });

  it('leaves out what the app keeps for its own use: addresses of copies, checksums, who-wrote-it markers', () => {
    const hash = 'c'.repeat(64);
    expect(historyLine({ path: ['photoMarks', hash, 'copy', 'url'], to: '/images/1' })).toBeNull();
    expect(historyLine({ path: ['signature', 'contentHash'], to: '7c8e' })).toBeNull();
    expect(historyLine({ path: ['photoOrigins', hash, 'positionFrom'], to: 'geraet' })).toBeNull();
    expect(historyLine({ path: ['requiredShots', 'hausansicht', 'filledAt'], to: '2026-11-27T10:59:39.306Z' })).toBeNull();
  });

  it('names a required shot by its label and its photo by its file, and a close despite gaps by how many were open', () => {
    const hash = 'd'.repeat(64);
    const names = { ...historyNames({ id: 'p', name: 'P', status: 'OFFEN', createdAt: '2026-11-27T10:00:00Z', active: true, requiredShots: { 'eigene-1': { area: 'aufstellort', label: 'Heizungsraum Tür', hash, filledAt: '2026-11-27T10:59:39.306Z' } } }), [hash]: 'keller-ø.jpg' };
    expect(historyLine({ path: ['requiredShots', 'eigene-1', 'hash'], to: hash }, names)).toBe('Pflichtfotos › Heizungsraum Tür: gesetzt auf keller-ø.jpg');
    expect(historyLine({ path: ['requiredShots', 'eigene-1', 'area'], to: 'aufstellort' }, names)).toBeNull();
    expect(historyLine({ path: ['requiredShots', 'eigene-1', 'label'], to: 'Heizungsraum Tür' }, names)).toBeNull();
    // A slot of the default checklist no longer filled is still named as the app names it.
    expect(historyLine({ path: ['requiredShots', 'raumansicht', 'hash'], from: 'e'.repeat(64) }, names)).toBe('Pflichtfotos › Raumansicht: gelöscht (war ein gelöschtes Foto)');
    expect(historyLine({ path: ['closedDespiteGaps', 'open'], to: ['shot:raumansicht', `photo:${hash}`, 'section:dach'] })).toBe('Trotz Lücken abgeschlossen: 3 offene Punkte');
    expect(historyLine({ path: ['closedDespiteGaps', 'at'], to: '2026-11-27T11:05:22.898Z' })).toBeNull();
  });
});
