import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { FIRST_SCREEN_KEY } from '@/platform/first-screen/record';
import { forgetProject } from './forget-project';
import { applyServerProject, saveProjectLocally, updateProjectLocally } from './project-store';
import { freshDatabaseEachTest } from './testing/fresh-database';

const C = 'c1';
const project = (id: string): Project => ({ id, name: 'Dachgeschoss Ølstykke', status: 'OFFEN', createdAt: '2026-11-27T08:00:00.000Z', active: true, customer: { lastName: 'Şahin' } });
const fresh = freshDatabaseEachTest();

/** The page's localStorage, which the tests' environment lacks. */
function keptCopy() {
  const items = new Map<string, string>();
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  return { storage, keep: () => storage.setItem(FIRST_SCREEN_KEY, '{}'), kept: () => items.has(FIRST_SCREEN_KEY) };
}

describe('the painted first screen and the store', () => {
  const copy = keptCopy();
  beforeEach(() => Object.assign(globalThis, { localStorage: copy.storage }));
  afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

  it('is forgotten when a change away from the dashboard alters what a card shows', async () => {
    await applyServerProject(fresh.db, C, project('p1'));
    copy.keep();
    await updateProjectLocally(fresh.db, C, 'p1', (stored) => ({ ...stored, status: 'ABGESCHLOSSEN' }));
    expect(copy.kept()).toBe(false);

    copy.keep();
    await updateProjectLocally(fresh.db, C, 'p1', (stored) => ({ ...stored, customer: { ...stored.customer, address: 'Łąkowa 5, 68159 Mannheim' } }));
    expect(copy.kept()).toBe(false);
  });

  it('is forgotten when a project comes or goes', async () => {
    copy.keep();
    await saveProjectLocally(fresh.db, C, project('new'));
    expect(copy.kept()).toBe(false);

    copy.keep();
    await forgetProject(fresh.db, C, 'new', 'discard');
    expect(copy.kept()).toBe(false);
  });

  it('stays when the change is one no card shows', async () => {
    await applyServerProject(fresh.db, C, project('p1'));
    copy.keep();
    await updateProjectLocally(fresh.db, C, 'p1', (stored) => ({ ...stored, customer: { ...stored.customer, phone: '0621 555 0101' }, house: { baujahr: 1978 } }));
    expect(copy.kept()).toBe(true);
  });
});
