import { describe, expect, it } from 'vitest';
import { completedTasks } from './completion.ts';
import { applyFindings } from './project-images.ts';
import type { Project } from './project.ts';
import { criterionNote, isCriterionCorrected, manualRating, withCriterionNote, withManualRating } from './storage-values.ts';

const empty: Project = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true };

describe('storage criteria rated by hand (SPEC §1: users can correct every assessed value)', () => {
  it('a manual state is recorded and marked as corrected; the analysed value stays', () => {
    const analysed = { belueftung: { zustand: 'unklar', wert: 'Fenster', qualitaet: 'mittel' } };
    const storage = withManualRating(analysed, 'belueftung', 'geeignet');
    expect(storage.belueftung).toEqual({ zustand: 'geeignet', wert: 'Fenster', qualitaet: 'mittel' });
    expect(isCriterionCorrected(storage, 'belueftung')).toBe(true);
    expect(isCriterionCorrected(storage, 'temperatur')).toBe(false);
    expect(manualRating(storage, 'belueftung')).toBe('geeignet');
    expect(manualRating(analysed, 'belueftung')).toBeNull();
    expect(withManualRating(storage, 'belueftung', 'ungeeignet').korrigiert).toEqual(['belueftung']);
  });

  it('a note is kept as typed, apart from the rating, and an empty note is removed', () => {
    const noted = withCriterionNote(undefined, 'feuchtigkeit', 'Keller trocken, Łódź-Wand 💧');
    expect(criterionNote(noted, 'feuchtigkeit')).toBe('Keller trocken, Łódź-Wand 💧');
    expect(noted.feuchtigkeit).toBeUndefined();
    expect(criterionNote(withCriterionNote(noted, 'feuchtigkeit', '  '), 'feuchtigkeit')).toBe('');
  });

  it('a note alone completes nothing; a manual rating of Belüftung completes the storage task without photos', () => {
    expect(completedTasks({ ...empty, storage: withCriterionNote(undefined, 'belueftung', 'Fenster') })).toBe(0);
    expect(completedTasks({ ...empty, storage: withManualRating(undefined, 'belueftung', 'geeignet') })).toBe(1);
  });

  it('a later analysis never overwrites a criterion rated by hand, but fills the others', () => {
    const project = { ...empty, storage: withManualRating(undefined, 'belueftung', 'ungeeignet') };
    const found = { wert: 'Lüftungsgitter', zustand: 'geeignet', qualitaet: 'mittel' };
    const next = applyFindings(project, 'aufstellort', { results: { belueftung: found, temperatur: found }, values: { belueftung: found, temperatur: found } });
    expect(next.storage?.belueftung).toEqual({ zustand: 'ungeeignet' });
    expect(next.storage?.temperatur).toEqual(found);
  });
});
