import { describe, expect, it } from 'vitest';
import { overviewRows, type OverviewRow } from './electric-rows.ts';

const row = (rows: OverviewRow[], field: string) => rows.find((entry) => entry.field === field) as OverviewRow;

describe('the elektrik overview (SPEC §2, §3, §5)', () => {
  it('shows every field of the meter cabinet in the order of SPEC §3 with its German label', () => {
    expect(overviewRows('zaehlerschrank', {}).map((entry) => entry.label)).toEqual([
      'FI/LS-Schalter',
      'Überspannungsschutz',
      'Zählerplatz',
      'APZ-Feld',
      'Zählertyp',
      'Hauptsicherung',
    ]);
  });

  it('switches show as Ja, Nein or Unbekannt, also when analysed as {wert, zustand, qualitaet}', () => {
    const rows = overviewRows('zaehlerschrank', { fiLsSchalter: { wert: true, zustand: 'geeignet', qualitaet: 'hoch' }, apzFeld: false });
    expect(row(rows, 'fiLsSchalter')).toMatchObject({ parts: [{ value: 'Ja' }], quality: 'hoch', notDetected: false });
    expect(row(rows, 'apzFeld').parts).toEqual([{ value: 'Nein' }]);
    expect(row(rows, 'zaehlerplatz')).toMatchObject({ parts: [{ value: 'Unbekannt' }], notDetected: true });
  });

  it('"The main fuse shows a digits-only value with \'A\' appended"; the meter type with name and description', () => {
    const rows = overviewRows('zaehlerschrank', {
      hauptsicherung: { wert: '3x63', typ: 'NH00' },
      zaehlertyp: { typ: 'digital', name: 'eHZ', beschreibung: '' },
    });
    expect(row(rows, 'hauptsicherung').parts).toEqual([
      { label: 'Nennstrom', value: '63 A' },
      { label: 'Typ', value: 'NH00' },
    ]);
    expect(row(rows, 'zaehlertyp').parts).toEqual([
      { label: 'Typ', value: 'Digital' },
      { label: 'Name', value: 'eHZ' },
    ]);
  });

  it('"Quality default is … niedrig (electrics …)" for what the AI read; a value the user set is \'korrigiert\' and claims no quality', () => {
    const rows = overviewRows('zaehlerschrank', { apzFeld: true, fiLsSchalter: false, korrigiert: ['apzFeld'] });
    expect(row(rows, 'fiLsSchalter')).toMatchObject({ quality: 'niedrig', corrected: false });
    expect(row(rows, 'apzFeld')).toMatchObject({ quality: null, corrected: true });
    // Nothing read, nothing set: there is no reading to rate.
    expect(row(rows, 'zaehlertyp')).toMatchObject({ quality: null, notDetected: true });
    expect(overviewRows('zaehlerschrank', { qualitaet: 'hoch', zaehlertyp: { typ: 'digitaler_zähler' } }).find((entry) => entry.field === 'zaehlertyp')?.quality).toBe('hoch');
  });

  it('"They show red hints of the form \'KI konnte … nicht erkennen\'" for not-detected values the user has not corrected', () => {
    const rows = overviewRows('zaehlerschrank', { hauptsicherung: { wert: 'nicht_erkennbar' }, zaehlertyp: 'unbekannt', apzFeld: null, korrigiert: ['apzFeld'] });
    expect(row(rows, 'hauptsicherung')).toMatchObject({ notDetected: true, parts: [{ label: 'Nennstrom', value: '–' }] });
    expect(row(rows, 'zaehlertyp').notDetected).toBe(true);
    expect(row(rows, 'apzFeld').notDetected).toBe(false);
  });

  it('earthing: "Earthing conductor kinds" and "Cross-section labels" of SPEC §9, with the findings in German', () => {
    const rows = overviewRows('erdung', {
      hesVorhanden: { presence: 'present', locationHint: 'technikraum' },
      angeschlosseneLeiter: { peGnye: 2, lightningBonding: 0, querschnittsklasse: 'band' },
      markierungen: { peMarking: 'present', warningLabels: 'absent', ocrText: 'Haupterdungsschiene' },
      erdungsArt: { typ: 'Ringerder' },
      anschlussqualitaet: { bewertung: 'possibly_non_compliant', reasons: ['Korrosion', 'lose Klemme'] },
      fundamenterderVorhanden: 'yes',
      condition: { bewertung: 'good_clean', beschreibung: 'sauber' },
    });
    expect(rows.map((entry) => entry.label)).toEqual([
      'Haupterdungsschiene (HES)',
      'Angeschlossene Leiter',
      'Markierungen',
      'Erdungsart',
      'Anschlussqualität',
      'Fundamenterder vorhanden',
      'Zustand',
    ]);
    expect(row(rows, 'hesVorhanden').parts).toEqual([
      { label: 'Status', value: 'Vorhanden' },
      { label: 'Lage', value: 'Technikraum' },
    ]);
    expect(row(rows, 'angeschlosseneLeiter').parts).toEqual([
      { label: 'PE/GN-YE Schutzleiter', value: '2' },
      { label: 'Fundament-/Tiefenerder', value: '–' },
      { label: 'Potentialausgleich Wasser/Gas', value: '–' },
      { label: 'Blitzschutz-Verbindungen', value: '0' },
      { label: 'Unbekannte Anschlüsse', value: '–' },
      { label: 'Querschnitt', value: 'Bandstahl' },
    ]);
    expect(row(rows, 'markierungen').parts.map((entry) => entry.value)).toEqual(['Vorhanden', 'Nicht vorhanden', 'Haupterdungsschiene']);
    expect(row(rows, 'anschlussqualitaet').parts).toEqual([
      { label: 'Bewertung', value: 'Möglicherweise nicht normgerecht' },
      { label: 'Gründe', value: 'Korrosion; lose Klemme' },
    ]);
    expect(row(rows, 'fundamenterderVorhanden').parts).toEqual([{ value: 'Ja' }]);
    expect(row(rows, 'condition').parts[0]).toEqual({ label: 'Bewertung', value: 'Gut und sauber' });
    expect(rows.every((entry) => !entry.notDetected)).toBe(true);
  });

  it('earthing values that are unknown count as not detected', () => {
    const rows = overviewRows('erdung', { hesVorhanden: { presence: 'unknown' }, fundamenterderVorhanden: 'unknown' });
    expect(rows.every((entry) => entry.notDetected)).toBe(true);
    expect(row(rows, 'angeschlosseneLeiter').parts.at(-1)).toEqual({ label: 'Querschnitt', value: 'Unbekannt' });
  });
});
