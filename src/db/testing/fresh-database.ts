// A fresh, empty local database for each test of a file (fake-indexeddb), deleted after it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { createDatabase, type VorOrtDatabase } from '../schema';

/** Call at the top of a test file or a describe block; `fresh.db` is that test's database. */
export function freshDatabaseEachTest(): { readonly db: VorOrtDatabase } {
  const fresh = { db: null as unknown as VorOrtDatabase };
  beforeEach(async () => {
    fresh.db = createDatabase(`test-${crypto.randomUUID()}`);
    await fresh.db.open();
  });
  afterEach(async () => {
    fresh.db.close();
    await fresh.db.delete();
  });
  return fresh;
}
