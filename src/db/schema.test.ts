// The local store's migrations keep what a tablet already holds: a database written by the
// first version opens with the current schema with every project, queued call and blob intact.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './schema';
import { writeCache } from './cache-store';
import { storeTiles, storedTiles } from './masterdata-store';

const NAME = 'vor-ort-migration-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('local store migrations', () => {
  it('a version 1 database upgrades to the current version and keeps its data', async () => {
    const v1 = new Dexie(NAME);
    v1.version(1).stores({
      companies: 'id',
      projects: 'key, companyId',
      outbox: '++id, projectKey, state',
      blobs: 'hash',
      tickets: 'ticketId, projectKey',
      profile: 'id',
      flags: 'key',
    });
    await v1.open();
    await v1.table('projects').put({ key: 'c/p', companyId: 'c', projectId: 'p', project: { id: 'p', name: 'Becker' }, base: null });
    await v1.table('outbox').add({ projectKey: 'c/p', state: 'pending', kind: 'put-project' });
    await v1.table('blobs').put({ hash: 'abc', blob: new Blob(['x']) });
    v1.close();

    const db = createDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.projects.get('c/p')).toMatchObject({ project: { name: 'Becker' } });
    expect(await db.outbox.where('state').equals('pending').count()).toBe(1);
    expect(await db.blobs.get('abc')).toBeTruthy();
    await storeTiles(db, [{ ziegelname: 'Biberschwanz', material: 'Ton' }]);
    expect(await storedTiles(db)).toEqual([{ ziegelname: 'Biberschwanz', material: 'Ton' }]);
    await writeCache(db, 'vorschaeden:c/p', []);
    expect(await db.cache.get('vorschaeden:c/p')).toMatchObject({ value: [] });
    // Version 4 kept the guard's verdicts on the device; they live in the project now.
    expect(db.tables.map((table) => table.name)).not.toContain('photoVerdicts');
    db.close();
  });
});
