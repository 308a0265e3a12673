import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { isLearned, isLearnedField, learnedQuality, taughtFieldsOf, taughtValues, withLearnedValues } from './taught-values.ts';

const project = (roof: Project['roof']): Project => ({ id: 'p1', name: 'Haus', status: 'OFFEN', createdAt: '2026-11-01T08:00:00.000Z', active: true, roof });

describe('values a user set teach the company (issue 26)', () => {
  it('lists the categorical roof values a user chose or corrected, each with the area whose photos show it', () => {
    const taught = taughtValues(
      project({
        inside: {
          daemmung: { material: 'Holzfaser', art: 'Zwischensparrendämmung', dicke: { wert: 160, einheit: 'mm' }, korrigiert: ['material', 'dicke'] },
          unterspannbahn: { vorhanden: false, korrigiert: ['vorhanden'] },
        },
        outside: { dachtyp: { art: 'SATTELDACH', neigung: '35°', korrigiert: ['art', 'neigung'] }, ziegel: { material: 'Ton', korrigiert: ['material'] } },
      }),
    );
    expect(taught).toEqual([
      { area: 'dach-innen', field: 'daemmung.material', value: 'Holzfaser' },
      { area: 'dach-innen', field: 'unterspannbahn.vorhanden', value: false },
      { area: 'dach-aussen', field: 'dachtyp.art', value: 'SATTELDACH' },
      { area: 'dach-aussen', field: 'ziegel.material', value: 'Ton' },
    ]);
  });

  it('teaches nothing from what an analysis read, from unknown or empty values, nor from stored marks that are no list', () => {
    const taught = taughtValues(
      project({
        inside: {
          daemmung: { material: 'Mineralwolle', art: 'Zwischensparrendämmung', korrigiert: ['art'] },
          unterspannbahn: { vorhanden: 'unbekannt', material: 'nicht_erkannt', korrigiert: ['vorhanden', 'material'] },
          sparren: { material: 'Holz', korrigiert: 'material' as unknown as string[] },
        },
      }),
    );
    expect(taught).toEqual([{ area: 'dach-innen', field: 'daemmung.art', value: 'Zwischensparrendämmung' }]);
    expect(taughtValues(project(undefined))).toEqual([]);
  });

  it('names the fields each roof area can teach', () => {
    expect(taughtFieldsOf('dach-innen')).toContain('daemmung.material');
    expect(taughtFieldsOf('dach-innen')).not.toContain('dachtyp.art');
    expect(taughtFieldsOf('dach-aussen')).toEqual(expect.arrayContaining(['dachtyp.art', 'ziegel.material', 'regenrinne.zustand']));
    expect(taughtFieldsOf('dach-aussen')).not.toContain('ziegel.hersteller');
  });

  it('puts a learned value only into an empty field, marked with its quality, never over a user\'s or another analysis\'s value', () => {
    const section = withLearnedValues(
      'dach-innen',
      {
        daemmung: { material: 'Zellulose', korrigiert: ['material'] },
        unterspannbahn: { material: 'Folie', qualitaet: 'hoch' },
        sparren: { anzahl: 12 },
      },
      [
        { field: 'daemmung.material', value: 'Holzfaser', quality: 'mittel' },
        { field: 'unterspannbahn.material', value: 'Bitumenbahn', quality: 'mittel' },
        { field: 'unterspannbahn.vorhanden', value: true, quality: 'niedrig' },
        { field: 'sparren.material', value: 'Holz', quality: 'mittel' },
        { field: 'sparren.anzahl', value: 'viele', quality: 'mittel' },
      ],
    );
    expect(section).toEqual({
      daemmung: { material: 'Zellulose', korrigiert: ['material'] },
      unterspannbahn: { material: 'Folie', qualitaet: 'hoch', vorhanden: true, gelernt: { vorhanden: 'niedrig' } },
      sparren: { anzahl: 12, material: 'Holz', gelernt: { material: 'mittel' } },
    });
  });

  it('replaces an earlier learned value, and a learned value the user changed is theirs', () => {
    const first = withLearnedValues('dach-aussen', {}, [{ field: 'dachtyp.art', value: 'PULTDACH', quality: 'niedrig' }]);
    const again = withLearnedValues('dach-aussen', first, [{ field: 'dachtyp.art', value: 'SATTELDACH', quality: 'mittel' }]);
    const element = again.dachtyp as Record<string, unknown>;
    expect(element).toEqual({ art: 'SATTELDACH', gelernt: { art: 'mittel' } });
    expect(isLearned(element, 'art')).toBe('mittel');
    const changed = { ...element, art: 'WALMDACH', korrigiert: ['art'] };
    expect(isLearned(changed, 'art')).toBeNull();
    expect(withLearnedValues('dach-aussen', { dachtyp: changed }, [{ field: 'dachtyp.art', value: 'FLACHDACH', quality: 'mittel' }])).toEqual({ dachtyp: changed });
  });

  it('teaches the cabinet’s switches and meter type, the earthing’s condition and the storage site’s states the user set', () => {
    const taught = taughtValues({
      ...project(undefined),
      electric: {
        zaehlerschrank: { fiLsSchalter: true, ueberspannungsschutz: { wert: false, zustand: 'geeignet' }, zaehlertyp: { typ: 'analog', name: null }, korrigiert: ['fiLsSchalter', 'zaehlertyp'] },
        erdung: { condition: { bewertung: 'aged_corroded' }, hesVorhanden: { presence: 'unknown' }, fundamenterderVorhanden: 'no', korrigiert: ['condition', 'hesVorhanden', 'fundamenterderVorhanden'] },
      },
      storage: { feuchtigkeit: { zustand: 'ungeeignet', wert: '78 %' }, belueftung: { zustand: 'geeignet' }, korrigiert: ['feuchtigkeit'] },
    });
    expect(taught).toEqual([
      { area: 'elektrik', field: 'fiLsSchalter', value: true },
      { area: 'elektrik', field: 'zaehlertyp.typ', value: 'analog' },
      { area: 'erdung', field: 'fundamenterderVorhanden', value: 'no' },
      { area: 'erdung', field: 'condition.bewertung', value: 'aged_corroded' },
      { area: 'aufstellort', field: 'feuchtigkeit.zustand', value: 'ungeeignet' },
    ]);
  });

  it('marks learned electrics and storage values on the section, never over a corrected field', () => {
    const cabinet = withLearnedValues('elektrik', { fiLsSchalter: { wert: true, qualitaet: 'hoch' }, zaehlerplatz: false, korrigiert: ['zaehlerplatz'] }, [
      { field: 'fiLsSchalter', value: false, quality: 'mittel' },
      { field: 'apzFeld', value: true, quality: 'niedrig' },
      { field: 'zaehlerplatz', value: true, quality: 'mittel' },
      { field: 'zaehlertyp.typ', value: 'digital', quality: 'mittel' },
    ]);
    expect(cabinet).toEqual({
      fiLsSchalter: { wert: true, qualitaet: 'hoch' },
      zaehlerplatz: false,
      korrigiert: ['zaehlerplatz'],
      apzFeld: true,
      zaehlertyp: { typ: 'digital' },
      gelernt: { apzFeld: 'niedrig', zaehlertyp: 'mittel' },
    });
    expect(isLearnedField(cabinet, 'zaehlertyp')).toBe('mittel');
    expect(isLearnedField(cabinet, 'fiLsSchalter')).toBeNull();
    const storage = withLearnedValues('aufstellort', { temperatur: { zustand: 'unbekannt' } }, [{ field: 'temperatur.zustand', value: 'geeignet', quality: 'niedrig' }]);
    expect(storage).toEqual({ temperatur: { zustand: 'geeignet' }, gelernt: { temperatur: 'niedrig' } });
    expect(isLearnedField({ ...storage, korrigiert: ['temperatur'] }, 'temperatur')).toBeNull();
  });

  it('sums up a roof element’s learned values by the lower quality of those still standing', () => {
    expect(learnedQuality({ art: 'X', material: 'Y', gelernt: { art: 'mittel', material: 'niedrig' } })).toBe('niedrig');
    expect(learnedQuality({ art: 'X', material: 'Y', gelernt: { art: 'mittel', material: 'niedrig' }, korrigiert: ['material'] })).toBe('mittel');
    expect(learnedQuality({ art: 'X', gelernt: 'kaputt' })).toBeNull();
  });
});
