import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { MANUAL_ENTRIES_FORM, roofElementForm } from './roof-forms';

const analysed: Project = {
  id: 'p',
  name: 'Wagner',
  status: 'OFFEN',
  createdAt: '2026-11-22T08:00:00.000Z',
  active: true,
  roof: { inside: { sparren: { anzahl: 20 }, latten: { abstand: 30 } }, manualObstacles: ['Kamin'], manualDamages: ['Riss'] },
};

describe('the roof editors saved through the form store', () => {
  it('an element saves its values and correction marks, the other elements stay', () => {
    const saved = roofElementForm('sparren').apply(analysed, { value: { anzahl: 24, korrigiert: ['anzahl'] } });
    expect(saved.roof?.inside).toEqual({ sparren: { anzahl: 24, korrigiert: ['anzahl'] }, latten: { abstand: 30 } });
    expect(roofElementForm('sparren').read(saved)).toEqual({ value: { anzahl: 24, korrigiert: ['anzahl'] } });
  });

  it.each([
    { inputs: { obstacles: ['Kamin', 'Antenne'] }, roof: { manualObstacles: ['Kamin', 'Antenne'], manualDamages: ['Riss'] } },
    { inputs: { damages: [] }, roof: { manualObstacles: ['Kamin'], manualDamages: [] } },
  ])('manual entries save only the list edited: $inputs', ({ inputs, roof }) => {
    expect(MANUAL_ENTRIES_FORM.apply(analysed, inputs).roof).toMatchObject(roof);
  });
});
