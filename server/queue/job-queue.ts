// A durable job queue in the database: jobs are claimed with FOR UPDATE SKIP LOCKED under a
// lease, so several server processes never run one job twice; a job whose process died is queued
// again when the next server starts (server-instance.ts), or once its lease runs out.
import type { Database, Queryable } from '../db/database.ts';
import { json } from '../repositories/rows.ts';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  attempts: number;
}

interface Row {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export const MAX_ATTEMPTS = 5;

export class JobQueue {
  constructor(
    private readonly db: Database,
    private readonly leaseMs = 60_000,
  ) {}

  /**
   * Adds a job, to run now or after `delayMs`; pass the transaction that stores the job's data so
   * both commit together.
   */
  async enqueue(tx: Queryable, kind: string, payload: unknown, delayMs = 0): Promise<number> {
    const [row] = await tx.query<{ id: string | number }>(
      "INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2::jsonb, now() + ($3::int * interval '1 millisecond')) RETURNING id",
      [kind, JSON.stringify(payload), delayMs],
    );
    return Number(row.id);
  }

  /** Takes the oldest ready job, or one whose worker's lease expired. */
  async claim(workerId: string): Promise<Job | null> {
    const [row] = await this.db.query<Row>(
      `UPDATE jobs SET state = 'running', locked_by = $1, attempts = attempts + 1, updated_at = now(),
              locked_until = now() + ($2::int * interval '1 millisecond')
       WHERE id = (
         SELECT id FROM jobs
         WHERE (state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now())
         ORDER BY run_at, id
         FOR UPDATE SKIP LOCKED
         LIMIT 1)
       RETURNING id, kind, payload, attempts`,
      [workerId, this.leaseMs],
    );
    return row ? { id: Number(row.id), kind: row.kind, payload: json(row.payload), attempts: row.attempts } : null;
  }

  /** Keeps a long job's lease alive; false if the job was taken from this worker. */
  async extendLease(jobId: number, workerId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE jobs SET locked_until = now() + ($3::int * interval '1 millisecond')
       WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
      [jobId, workerId, this.leaseMs],
    );
    return rows.length === 1;
  }

  async complete(jobId: number, workerId: string): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET state = 'done', locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2`,
      [jobId, workerId],
    );
  }

  /** Retries with exponential backoff until MAX_ATTEMPTS, then marks the job failed. */
  async fail(job: Job, workerId: string, error: string): Promise<'retry' | 'failed'> {
    const outcome = job.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
    await this.db.query(
      `UPDATE jobs SET state = $3, last_error = $4, locked_by = NULL, locked_until = NULL, updated_at = now(),
              run_at = now() + ($5::int * interval '1 millisecond')
       WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, outcome === 'failed' ? 'failed' : 'queued', error.slice(0, 2000), 1000 * 2 ** job.attempts],
    );
    return outcome;
  }

  /** Hands this worker's running jobs back to the queue (graceful shutdown). */
  async release(workerId: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE jobs SET state = 'queued', locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0),
              updated_at = now()
       WHERE locked_by = $1 AND state = 'running' RETURNING id`,
      [workerId],
    );
    return rows.length;
  }

  /**
   * Whether a job of a kind still fits under `capacity`, checked inside the transaction that will
   * enqueue it: a transaction-scoped advisory lock per kind makes concurrent checks wait for each
   * other's commit, so no two uploads both see the last free place.
   */
  async hasRoom(tx: Queryable, kind: string, capacity: number): Promise<boolean> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('job-queue:' || $1))", [kind]);
    return (await this.backlog(kind, tx)) < capacity;
  }

  /** Jobs of a kind waiting or running. */
  async backlog(kind: string, db: Queryable = this.db): Promise<number> {
    const [row] = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM jobs WHERE kind = $1 AND state IN ('queued', 'running')",
      [kind],
    );
    return Number(row.n);
  }
}
