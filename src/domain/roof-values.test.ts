import { describe, expect, it } from 'vitest';
import { ROOF_FIELDS } from './roof.ts';
import { analysisResultRows, displayField, notDetectedName, readMeasure, readSwitch, setField } from './roof-values.ts';

const field = (element: keyof typeof ROOF_FIELDS, key: string) => ROOF_FIELDS[element].find((f) => f.key === key)!;

describe('roof element values', () => {
  it('Traufhöhe keeps wert and einheit on the element; other lengths are {wert, einheit}', () => {
    const traufhoehe = field('traufhoehe', 'wert');
    expect(readMeasure({ wert: 6.5, einheit: 'm', qualitaet: 'hoch' }, traufhoehe)).toEqual({ wert: 6.5, einheit: 'm' });
    const updated = setField({ wert: 6.5, einheit: 'm', qualitaet: 'hoch', pageReference: 2 }, traufhoehe, { wert: 650, einheit: 'cm' });
    expect(updated).toEqual({ wert: 650, einheit: 'cm', qualitaet: 'hoch', pageReference: 2, korrigiert: ['wert'] });
    const breite = field('sparren', 'breite');
    expect(readMeasure({ breite: { wert: 8, einheit: 'cm' } }, breite)).toEqual({ wert: 8, einheit: 'cm' });
    expect(readMeasure({}, breite)).toEqual({ wert: null, einheit: 'cm' });
  });

  it('a user change keeps the quality level and marks the field as corrected', () => {
    const updated = setField({ anzahl: 20, qualitaet: 'mittel' }, field('sparren', 'anzahl'), 24);
    expect(updated).toEqual({ anzahl: 24, qualitaet: 'mittel', korrigiert: ['anzahl'] });
  });

  it('Diffusion-open and Unterspannbahn values are true, false or unbekannt', () => {
    expect(readSwitch({ diffusionsoffen: true }, 'diffusionsoffen')).toBe(true);
    expect(readSwitch({ diffusionsoffen: 'false' }, 'diffusionsoffen')).toBe(false);
    expect(readSwitch({ diffusionsoffen: 'unbekannt' }, 'diffusionsoffen')).toBe('unbekannt');
    expect(readSwitch({}, 'vorhanden')).toBe('unbekannt');
  });

  it('values read in German for the overview; not-detected values read as nothing', () => {
    expect(displayField({ breite: { wert: 8.5, einheit: 'cm' } }, field('sparren', 'breite'))).toBe('8,5 cm');
    expect(displayField({ art: 'SATTELDACH' }, field('dachtyp', 'art'))).toBe('Satteldach');
    expect(displayField({ art: 'nicht_erkennbar' }, field('dachtyp', 'art'))).toBeNull();
    expect(displayField({ neigungGrad: 38 }, field('dachtyp', 'neigung'))).toBe('38°');
    expect(displayField({ zustand: 'unklar' }, field('sparren', 'zustand'))).toBe('Unklar');
    expect(displayField({ zustand: 'nicht_bestimmbar' }, field('sparren', 'zustand'))).toBeNull();
    expect(displayField({ vorhanden: true }, field('unterspannbahn', 'vorhanden'))).toBe('Ja');
    expect(displayField({ material: 'nicht_erkannt' }, field('latten', 'material'))).toBeNull();
  });

  it("a not-detected hint names the field by what it is: 'Unterspannbahn', not 'Vorhanden'", () => {
    expect(notDetectedName('unterspannbahn', 'vorhanden')).toBe('Unterspannbahn');
    expect(notDetectedName('unterspannbahn', 'diffusionsoffen')).toBe('Diffusionsoffenheit');
    expect(notDetectedName('dachfenster', 'anzahl')).toBe('Anzahl');
  });

  it('the results list shows a value the user set as manual, never as not recognised or detected', () => {
    const results = {
      dachtyp: { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null },
      ziegel: { wert: 'Frankfurter Pfanne', qualitaet: 'mittel', pageReference: 1 },
      dachfenster: { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null },
    };
    const roof = { outside: { analyse: { results }, dachtyp: { art: 'FLACHDACH', neigung: '5-10°', korrigiert: ['art'] } } };
    expect(analysisResultRows(roof)).toEqual([
      { key: 'dachtyp', label: 'Dachtyp & Neigung', value: 'Flachdach', manual: true, quality: null, page: null },
      { key: 'ziegel', label: 'Ziegel', value: 'Frankfurter Pfanne', manual: false, quality: 'mittel', page: 1 },
      { key: 'dachfenster', label: 'Dachfenster', value: null, manual: false, quality: 'niedrig', page: null },
    ]);
  });
});

