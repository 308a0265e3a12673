// A company's listing on every dashboard visit (issue 24): with 2,000 projects it must cost the
// device only the projects that changed.
import { liveQuery } from 'dexie';
import { expect, it } from 'vitest';
import type { Company, Project } from '@/domain/project';
import { storeCompanies, storedCompany } from './company-store';
import { companyProjects, getStoredProject } from './project-store';
import { freshDatabaseEachTest } from './testing/fresh-database';

const C = 'c1';
const fresh = freshDatabaseEachTest();

const project = (id: string, version: number, name = 'Neues Projekt') => ({ id, name, status: 'OFFEN', createdAt: `2026-11-2${id}T08:00:00.000Z`, active: true, version }) as Project;
const listing = (projects: Project[]): Company => ({ id: C, companyName: 'Sonnenhof Łódź', projects });

it('a listing writes only the projects whose version changed, so the lists on screen are not read again for nothing', async () => {
  await storeCompanies(fresh.db, [listing([project('1', 1), project('2', 1)])], false, new Date().toISOString());
  const answers: string[][] = [];
  const subscription = liveQuery(() => companyProjects(fresh.db, C)).subscribe((stored) => answers.push(stored.map((entry) => entry.project.name)));
  await expect.poll(() => answers.length).toBe(1);

  await storeCompanies(fresh.db, [listing([project('1', 1), project('2', 1)])], false, new Date().toISOString());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answers).toHaveLength(1);

  await storeCompanies(fresh.db, [listing([project('1', 1), project('2', 2, 'Şahin')])], false, new Date().toISOString());
  await expect.poll(() => answers.at(-1)).toEqual(['Şahin', 'Neues Projekt']);
  subscription.unsubscribe();
});

it("a change feed's cursor is kept with what it brought, removals included, and a list without one keeps it", async () => {
  const before = new Date(Date.now() - 1000).toISOString();
  await storeCompanies(fresh.db, [{ ...listing([project('1', 1), project('2', 1)]), cursor: '2026-11-27T08:00:00.000Z' }], false, before);
  expect((await storedCompany(fresh.db, C))?.cursor).toBe('2026-11-27T08:00:00.000Z');

  await storeCompanies(fresh.db, [{ ...listing([]), removedProjects: ['2'], cursor: '2026-11-27T09:00:00.000Z' }], false, new Date().toISOString());
  expect(await getStoredProject(fresh.db, C, '2')).toBeUndefined();
  expect((await getStoredProject(fresh.db, C, '1'))?.project.name).toBe('Neues Projekt');
  expect((await storedCompany(fresh.db, C))?.cursor).toBe('2026-11-27T09:00:00.000Z');

  await storeCompanies(fresh.db, [{ ...listing([]), projectCount: 1 }], true, new Date().toISOString());
  expect(await storedCompany(fresh.db, C)).toMatchObject({ cursor: '2026-11-27T09:00:00.000Z', projectCount: 1 });
});
