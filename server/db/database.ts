// One small SQL interface over embedded PGlite (default, no setup) and real PostgreSQL
// (DATABASE_URL), so repositories, migrations and the job queue run unchanged on both.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One database session held apart from the pool, for locks that must live as long as the process. */
export interface Session extends Queryable {
  end(): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  session(): Promise<Session>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. Its default of 128 MB was half the
 * server's memory at start; a company's projects and jobs are a few megabytes, and the data
 * files stay in the operating system's cache besides (issue 24: a light server).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const db: PGlite = new PGlite(dataDir, { startParams });
  await db.waitReady;
  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    (await target.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    // PGlite is one session: the process's own.
    session: async () => ({ query: (sql, params) => run(db, sql, params), end: async () => undefined }),
    close: () => db.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the database ends (a restart, a failover, an administrator) is an error
  // event on the pool, which drops that connection and opens a new one for the next query;
  // unheard, the event would end the whole process.
  pool.on('error', (error) => console.warn(`database: an idle connection was ended (${error.message}); the next query opens a new one`));
  // A statement with parameters is parsed and planned once per connection, then only bound and
  // run: its text is always one of the repositories' few, so the names stay few too.
  const names = new Map<string, string>();
  const statement = (text: string, values?: unknown[]) => {
    if (!values?.length) return { text };
    let name = names.get(text);
    if (!name) names.set(text, (name = `s${names.size}`));
    return { name, text, values };
  };
  const run = async <T>(target: Pool | PoolClient, sql: string, params?: unknown[]) =>
    (await target.query(statement(sql, params))).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async session() {
      const client = await pool.connect();
      return { query: (sql, params) => run(client, sql, params), end: async () => client.release() };
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite in the folder (or in memory without one). */
export function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}
