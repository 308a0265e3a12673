import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { sectionFormModel } from './section-form-model';

const project: Project = {
  id: 'p',
  name: 'Becker',
  status: 'OFFEN',
  createdAt: '2026-11-22T08:00:00.000Z',
  active: true,
  electric: { zaehlerschrank: { fiLsSchalter: true, hauptsicherung: { wert: '3x35A' } } },
};

describe('an electrics section saved field by field', () => {
  it('writes only the fields typed, in their stored shape, and marks them as corrected', () => {
    const model = sectionFormModel('zaehlerschrank');
    const saved = model.apply(project, { hauptsicherung: { wert: '63', typ: '', beschreibung: '' } });
    expect(saved.electric?.zaehlerschrank).toMatchObject({ fiLsSchalter: true, hauptsicherung: { wert: 63 }, korrigiert: ['hauptsicherung'] });
    expect(model.read(saved).hauptsicherung).toEqual({ wert: '63', typ: '', beschreibung: '' });
  });
});
