import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { STORAGE_FORM } from './storage-form-model';

const analysed: Project = {
  id: 'p',
  name: 'Wróbel',
  status: 'OFFEN',
  createdAt: '2026-11-22T08:00:00.000Z',
  active: true,
  storage: { temperatur: { zustand: 'geeignet', qualitaet: 'hoch' } },
};

describe('the storage criteria rated by hand, saved through the form store', () => {
  it('a chosen state is saved and marked as corrected; the analysed criteria stay', () => {
    const saved = STORAGE_FORM.apply(analysed, { belueftung: 'unklar' });
    expect(saved.storage).toMatchObject({ belueftung: { zustand: 'unklar' }, temperatur: { zustand: 'geeignet' }, korrigiert: ['belueftung'] });
    expect(STORAGE_FORM.read(saved)).toMatchObject({ belueftung: 'unklar', temperatur: null });
  });

  it('a note alone rates nothing, and any text comes back as typed', () => {
    const note = 'Kellerfenster 60 × 40 cm, geprüft von Łucja 🌻';
    const saved = STORAGE_FORM.apply(analysed, { 'notiz-feuchtigkeit': note });
    expect(saved.storage?.korrigiert ?? []).toEqual([]);
    expect(STORAGE_FORM.read(saved)).toMatchObject({ feuchtigkeit: null, 'notiz-feuchtigkeit': note });
  });

  it('no choice yet records nothing', () => {
    expect(STORAGE_FORM.apply(analysed, { belueftung: null })).toBe(analysed);
  });
});
