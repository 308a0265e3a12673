import { describe, expect, it } from 'vitest';
import { isBlankProject, newProject } from './new-project.ts';

describe('a blank project', () => {
  const blank = newProject('p', new Date('2026-11-24T08:00:00Z'));

  it('is one just started, or left with empty fields', () => {
    expect(isBlankProject(blank)).toBe(true);
    expect(isBlankProject({ ...blank, version: 3, customer: { firstName: '', lastName: ' ', services: { solar: false } } })).toBe(true);
  });

  it('is not one with anything captured, named or closed', () => {
    expect(isBlankProject({ ...blank, customer: { phone: '0621 12' } })).toBe(false);
    expect(isBlankProject({ ...blank, customer: { services: { wallbox: true } } })).toBe(false);
    expect(isBlankProject({ ...blank, roof: { manualDamages: ['Riss'] } })).toBe(false);
    expect(isBlankProject({ ...blank, house: { baujahr: 1987 } })).toBe(false);
    expect(isBlankProject({ ...blank, name: 'Özdemir' })).toBe(false);
    expect(isBlankProject({ ...blank, status: 'ABGESCHLOSSEN' })).toBe(false);
  });
});
