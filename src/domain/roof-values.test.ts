import { describe, expect, it } from 'vitest';
import { ROOF_FIELDS } from './roof.ts';
import { analysisResultRows, clearField, displayField, notDetectedName, readMeasure, readSwitch, setField, withTileChosen } from './roof-values.ts';

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

  it('a tile chosen from the catalogue fills material and maker as the user\'s own values, never over a captured one', () => {
    const tile = { ziegelname: 'Frankfurter Pfanne', material: 'Beton', hersteller: 'Braas' };
    expect(withTileChosen({ qualitaet: 'mittel' }, tile)).toEqual({
      qualitaet: 'mittel',
      deckung: 'Frankfurter Pfanne',
      material: 'Beton',
      hersteller: 'Braas',
      korrigiert: ['material', 'hersteller', 'deckung'],
    });
    expect(withTileChosen({ material: 'Ton', qualitaet: 'mittel' }, { ziegelname: 'Biberschwanz', material: 'Beton' })).toEqual({
      material: 'Ton',
      qualitaet: 'mittel',
      deckung: 'Biberschwanz',
      korrigiert: ['deckung'],
    });
  });

  it('a switch taken back to \'not captured\' holds no value and no correction mark', () => {
    const vorhanden = field('unterspannbahn', 'vorhanden');
    const set = setField({ material: 'Bitumen', korrigiert: ['material'] }, vorhanden, true);
    expect(readSwitch(set, 'vorhanden')).toBe(true);
    const cleared = clearField(set, vorhanden);
    expect(cleared).toEqual({ material: 'Bitumen', korrigiert: ['material'] });
    expect(readSwitch(cleared, 'vorhanden')).toBe('unbekannt');
    expect(clearField(setField({}, vorhanden, false), vorhanden)).toEqual({});
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
  });

  it("a slope typed as a bare number reads as degrees, as the field's hint promises; other text as typed", () => {
    expect(displayField({ neigung: '37,5', neigungGrad: 37.5 }, field('dachtyp', 'neigung'))).toBe('37,5°');
    expect(displayField({ neigung: ' 22 ' }, field('dachtyp', 'neigung'))).toBe('22°');
    expect(displayField({ neigung: '22°' }, field('dachtyp', 'neigung'))).toBe('22°');
    expect(displayField({ neigung: 'etwa 40, steil' }, field('dachtyp', 'neigung'))).toBe('etwa 40, steil');
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

  it('obstacles and damages listed by hand show as manual, never under \'nicht erkannt\'', () => {
    const roof = {
      outside: { analyse: { results: { hindernisse: { wert: 'nicht_erkannt', qualitaet: 'niedrig' }, schaeden: { wert: ['Moos'], qualitaet: 'mittel' } } } },
      manualObstacles: ['Schornstein', 'Satellitenschüssel'],
      manualDamages: ['Sturmschaden'],
    };
    expect(analysisResultRows(roof)).toEqual([
      { key: 'hindernisse-manuell', label: 'Hindernisse', value: 'Schornstein, Satellitenschüssel', manual: true, quality: null, page: null },
      { key: 'schaeden', label: 'Schäden', value: 'Moos', manual: false, quality: 'mittel', page: null },
      { key: 'schaeden-manuell', label: 'Schäden', value: 'Sturmschaden', manual: true, quality: null, page: null },
    ]);
  });
});

