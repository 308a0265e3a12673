import { describe, expect, it } from 'vitest';
import { endTransactionsForLeaving } from './open-transactions';
import { createDatabase } from './schema';
import { freshDatabaseEachTest } from './testing/fresh-database';

describe('a page leaving for the back-forward cache', () => {
  const fresh = freshDatabaseEachTest();

  it('ends its open transaction, so the next page of the same origin can write', async () => {
    const leaving = fresh.db;
    // A replay still writing as the page leaves: its transaction never runs out of work.
    let writes = 0;
    const busy = leaving.transaction('rw', leaving.flags, async () => {
      for (;;) await leaving.flags.put({ key: 'replay', value: (writes += 1) });
    });
    await expect.poll(() => writes).toBeGreaterThan(3);

    endTransactionsForLeaving(leaving);
    await expect(busy).rejects.toThrow();

    const next = createDatabase(leaving.name);
    try {
      await next.flags.put({ key: 'next-page', value: true });
      expect(await next.flags.get('next-page')).toEqual({ key: 'next-page', value: true });
      // Nothing of the ended transaction was kept: it is all or nothing.
      expect(await next.flags.get('replay')).toBeUndefined();
    } finally {
      next.close();
    }
  });

  it('starts no transaction after it left: a late write fails and changes nothing', async () => {
    await fresh.db.flags.put({ key: 'welcome', value: 'before' });
    endTransactionsForLeaving(fresh.db);
    await expect(fresh.db.flags.put({ key: 'welcome', value: 'after' })).rejects.toThrow();
    const other = createDatabase(fresh.db.name);
    try {
      expect(await other.flags.get('welcome')).toEqual({ key: 'welcome', value: 'before' });
    } finally {
      other.close();
    }
  });
});
