import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLIST } from '@/domain/required-shots';
import { addShot, changeShot, moveShot, newShotId, removeShot, unnamedShots } from './checklist-edits';

const labels = (checklist: typeof DEFAULT_CHECKLIST) => (checklist.aufstellort ?? []).map((shot) => shot.label);

describe("a company's checklist editor (issue 21)", () => {
  it('renames a slot and keeps its id, so filled slots keep their photos', () => {
    const renamed = changeShot(DEFAULT_CHECKLIST, 'aufstellort', 'raumansicht', { label: 'Raum gesamt' });
    expect(renamed.aufstellort?.[0]).toMatchObject({ id: 'raumansicht', label: 'Raum gesamt' });
    expect(DEFAULT_CHECKLIST.aufstellort?.[0].label).toBe('Raumansicht');
  });

  it('adds, reorders and removes slots; a new slot needs a name before it can be saved', () => {
    const id = newShotId('4f1c-9a2e-Ä7');
    expect(id).toBe('eigenes-4f1c9a2e7');
    let checklist = addShot(DEFAULT_CHECKLIST, 'aufstellort', id);
    expect(unnamedShots(checklist)).toBe(1);
    checklist = changeShot(checklist, 'aufstellort', id, { label: 'Heizungsraum Tür' });
    expect(unnamedShots(checklist)).toBe(0);
    checklist = moveShot(checklist, 'aufstellort', id, -1);
    expect(labels(checklist)).toEqual(['Raumansicht', 'Stellfläche mit Abständen', 'Heizungsraum Tür', 'Thermometer/Hygrometer']);
    expect(labels(moveShot(checklist, 'aufstellort', 'raumansicht', -1))).toEqual(labels(checklist));
    checklist = removeShot(checklist, 'aufstellort', 'thermometer-hygrometer');
    expect(labels(checklist)).toEqual(['Raumansicht', 'Stellfläche mit Abständen', 'Heizungsraum Tür']);
  });
});
