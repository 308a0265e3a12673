import { describe, expect, it } from 'vitest';
import { completedTasks, TASK_TOTAL } from './completion.ts';
import type { Project } from './project.ts';

const empty: Project = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true };

describe('completion counter (SPEC §4): five sections count as done', () => {
  it('a new project has 0 of 5', () => {
    expect(completedTasks(empty)).toBe(0);
    expect(TASK_TOTAL).toBe(5);
  });

  it('customer needs first and last name; house needs stromverbrauch and baujahr', () => {
    expect(completedTasks({ ...empty, customer: { firstName: 'Anna' } })).toBe(0);
    expect(completedTasks({ ...empty, customer: { firstName: 'Anna', lastName: 'Becker' } })).toBe(1);
    expect(completedTasks({ ...empty, house: { stromverbrauch: 0, baujahr: null } })).toBe(0);
    expect(completedTasks({ ...empty, house: { stromverbrauch: 0, baujahr: 1990 } })).toBe(1);
  });

  it('roof: sparren inside or ziegel outside; electric: zaehlertyp; storage: belueftung', () => {
    const full = {
      ...empty,
      customer: { firstName: 'Anna', lastName: 'Becker' },
      house: { stromverbrauch: 4200, baujahr: 1987 },
      roof: { outside: { ziegel: { deckung: 'Biberschwanz' } } },
      electric: { zaehlerschrank: { zaehlertyp: { typ: 'digital' } } },
      storage: { belueftung: { zustand: 'geeignet' } },
    } as Project;
    expect(completedTasks(full)).toBe(5);
    expect(completedTasks({ ...full, roof: { inside: { sparren: { anzahl: 12 } } } } as Project)).toBe(5);
  });
});
