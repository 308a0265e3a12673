import { describe, expect, it } from 'vitest';
import type { Company, Project } from '@/domain/project';
import { damagesCacheKey, writeCache } from './cache-store';
import { storeCompanies } from './company-store';
import { forgetProject } from './forget-project';
import { applyServerProject, getStoredProject, saveProjectLocally } from './project-store';
import { freshDatabaseEachTest } from './testing/fresh-database';
import { queueAreaPhotos } from './upload-store';

const C = 'c1';
const project = (id: string, version = 1): Project => ({ id, name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-27T08:00:00.000Z', active: true, version, customer: { lastName: 'Øztürk' } });
const company = (projects: Project[], removedProjects: string[]): Company => ({ id: C, companyName: 'Sonnenschein', projects, removedProjects });
const fresh = freshDatabaseEachTest();
/** A listing asked for now, after what the test stored before it. */
const askedNow = () => new Date(Date.now() + 1).toISOString();

describe('projects deleted elsewhere (issue 23)', () => {
  it('a project the server lists as removed leaves the device with its cached answers; the others stay', async () => {
    await applyServerProject(fresh.db, C, project('gone'));
    await applyServerProject(fresh.db, C, project('kept'));
    await writeCache(fresh.db, damagesCacheKey(C, 'gone'), []);
    await storeCompanies(fresh.db, [company([project('kept')], ['gone', 'never-here'])], false, askedNow());
    expect(await getStoredProject(fresh.db, C, 'gone')).toBeUndefined();
    expect(await fresh.db.cache.get(damagesCacheKey(C, 'gone'))).toBeUndefined();
    expect(await getStoredProject(fresh.db, C, 'kept')).toBeDefined();
  });

  it('a removed project with work still waiting here stays, with that work, until the user gives it up', async () => {
    await applyServerProject(fresh.db, C, project('gone'));
    await saveProjectLocally(fresh.db, C, { ...project('gone'), name: 'Geändert' });
    await storeCompanies(fresh.db, [company([], ['gone'])], false, askedNow());
    expect((await getStoredProject(fresh.db, C, 'gone'))?.project.name).toBe('Geändert');
    expect(await fresh.db.outbox.count()).toBe(1);
  });

  it("a project restored ('Rückgängig') after a listing was asked for stays when that listing still names it removed", async () => {
    const asked = new Date(Date.now() - 1000).toISOString();
    await applyServerProject(fresh.db, C, project('restored', 3));
    await storeCompanies(fresh.db, [company([], ['restored'])], false, asked);
    expect(await getStoredProject(fresh.db, C, 'restored')).toBeDefined();
    await storeCompanies(fresh.db, [company([], ['restored'])], false, askedNow());
    expect(await getStoredProject(fresh.db, C, 'restored')).toBeUndefined();
  });

  it('deleted here, the project goes with its queued work and photos', async () => {
    await applyServerProject(fresh.db, C, project('p'));
    await queueAreaPhotos(fresh.db, { companyId: C, projectId: 'p', area: 'elektrik', files: [{ blob: new Blob(['zähler'], { type: 'image/jpeg' }), name: 'zähler.jpg' }] });
    expect(await forgetProject(fresh.db, C, 'p', 'discard')).toBe(true);
    expect(await getStoredProject(fresh.db, C, 'p')).toBeUndefined();
    expect(await fresh.db.outbox.count()).toBe(0);
    expect(await fresh.db.blobs.count()).toBe(0);
  });
});
