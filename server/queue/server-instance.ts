// This server among the ones sharing a database: it registers under an id that its claimed jobs
// and idempotency reservations carry, and holds an advisory lock on a session of its own while it
// lives. A lock PostgreSQL can grant to someone else belongs to a process that is gone (killed,
// crashed, its machine lost), so at start the new server hands that process's jobs back to the
// queue and forgets its unfinished reservations at once, not after a lease of a minute or two.
// Servers already running look again every few seconds, so a peer that dies beside them is
// taken over just as soon.
import { randomInt, randomUUID } from 'node:crypto';
import type { Database, Session } from '../db/database.ts';

export interface Released {
  instances: number;
  jobs: number;
  reservations: number;
}

export class ServerInstance {
  private watch: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;

  private constructor(
    readonly id: string,
    private readonly lockKey: number,
    private readonly session: Session,
  ) {}

  static async register(db: Database): Promise<ServerInstance> {
    const session = await db.session();
    const id = `server-${randomUUID()}`;
    const lockKey = randomInt(1, 2 ** 47);
    await session.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await session.query('INSERT INTO server_instances (id, lock_key) VALUES ($1, $2)', [id, lockKey]);
    return new ServerInstance(id, lockKey, session);
  }

  /** Frees what instances no longer alive held: their running jobs and unfinished reservations. */
  async releaseDead(): Promise<Released> {
    const released: Released = { instances: 0, jobs: 0, reservations: 0 };
    const others = await this.session.query<{ id: string; lock_key: string | number }>('SELECT id, lock_key FROM server_instances WHERE id <> $1', [this.id]);
    for (const other of others) {
      const [{ free }] = await this.session.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1) AS free', [other.lock_key]);
      if (!free) continue;
      try {
        const jobs = await this.session.query(
          "UPDATE jobs SET state = 'queued', locked_by = NULL, locked_until = NULL, updated_at = now() WHERE locked_by = $1 AND state = 'running' RETURNING id",
          [other.id],
        );
        const reservations = await this.session.query('DELETE FROM idempotent_replies WHERE owner = $1 AND status_code IS NULL RETURNING key', [other.id]);
        await this.session.query('DELETE FROM server_instances WHERE id = $1', [other.id]);
        released.instances += 1;
        released.jobs += jobs.length;
        released.reservations += reservations.length;
      } finally {
        await this.session.query('SELECT pg_advisory_unlock($1)', [other.lock_key]);
      }
    }
    return released;
  }

  /** Runs {@link releaseDead} every `everyMs` until close; `found` hears of each peer freed. */
  watchPeers(everyMs: number, found: (released: Released) => void, failed: (error: unknown) => void): void {
    this.watch = setInterval(() => {
      this.looking ??= this.releaseDead()
        .then((released) => (released.instances ? found(released) : undefined), failed)
        .finally(() => {
          this.looking = null;
        });
    }, everyMs);
    this.watch.unref();
  }

  /** A clean stop: the row goes, and the lock with the session. */
  async close(): Promise<void> {
    if (this.watch) clearInterval(this.watch);
    await this.looking;
    await this.session.query('DELETE FROM server_instances WHERE id = $1', [this.id]);
    await this.session.query('SELECT pg_advisory_unlock($1)', [this.lockKey]);
    await this.session.end();
  }
}
