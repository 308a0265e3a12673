import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test-support/throwaway-database.ts';
import { openPostgres } from './database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL connections', () => {
  it('a pooled connection the database ends (a restart, an administrator) is replaced, and the server lives on', async () => {
    const throwaway = await createThrowawayDatabase(adminUrl as string, 'vorort_test');
    const db = await openPostgres(throwaway.url);
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      // Two queries at once leave two idle connections in the pool.
      await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
      await admin.connect();
      const ended = await admin.query('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1', [new URL(throwaway.url).pathname.slice(1)]);
      expect(ended.rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.close();
      await throwaway.drop();
    }
  });
});
