import { rm } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { BACKENDS, dropTestDatabases, freshPgliteDir } from '../test-support/api-harness.ts';
import { JobQueue, MAX_ATTEMPTS } from './job-queue.ts';
import { Worker } from './worker.ts';

afterAll(() => dropTestDatabases());
const silent = Fastify({ logger: false }).log;

async function open(backend: (typeof BACKENDS)[number]): Promise<{ db: Database; url?: string; cleanup: () => Promise<void> }> {
  const url = await backend.createDatabase();
  if (url) {
    const db = await openDatabase({ url });
    await migrate(db);
    return { db, url, cleanup: () => db.close() };
  }
  const dir = await freshPgliteDir();
  const db = await openDatabase({ dataDir: dir });
  return { db, cleanup: async () => { await db.close(); await rm(dir, { recursive: true, force: true }); } };
}

describe.each(BACKENDS)('durable job queue on $name', (backend) => {
  it('two workers (on PostgreSQL: two processes\' connection pools) run 40 jobs, each exactly once', async () => {
    const { db, url, cleanup } = await open(backend);
    // On PostgreSQL the second worker gets its own pool, as a second server process would.
    const second = url ? await openDatabase({ url }) : db;
    const runs: Array<{ job: number; worker: string }> = [];
    const queueA = new JobQueue(db);
    const queueB = new JobQueue(second);
    for (let n = 0; n < 40; n += 1) await queueA.enqueue(db, 'test', { n });
    const handler = (worker: string) => async (job: { id: number }) => {
      runs.push({ job: job.id, worker });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workerA = new Worker(queueA, { test: handler('A') }, silent, { pollMs: 10, workerId: 'A' });
    const workerB = new Worker(queueB, { test: handler('B') }, silent, { pollMs: 10, workerId: 'B' });
    workerA.start();
    workerB.start();
    const until = Date.now() + 20_000;
    while (runs.length < 40 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([workerA.stop(), workerB.stop()]);
    const ids = runs.map((run) => run.job);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toHaveLength(40);
    if (url) expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['A', 'B']));
    const [{ n }] = await db.query<{ n: string }>("SELECT count(*) AS n FROM jobs WHERE state = 'done'");
    expect(Number(n)).toBe(40);
    if (second !== db) await second.close();
    await cleanup();
  });

  it('a failing job is retried with backoff and marked failed after the last attempt', async () => {
    const { db, cleanup } = await open(backend);
    const queue = new JobQueue(db);
    await queue.enqueue(db, 'flaky', {});
    let job = await queue.claim('w');
    expect(job?.attempts).toBe(1);
    expect(await queue.fail(job!, 'w', 'kaputt')).toBe('retry');
    expect(await queue.claim('w')).toBeNull();
    await db.query("UPDATE jobs SET run_at = now(), attempts = $1", [MAX_ATTEMPTS - 1]);
    job = await queue.claim('w');
    expect(await queue.fail(job!, 'w', 'wieder kaputt')).toBe('failed');
    const [row] = await db.query<{ state: string; last_error: string }>('SELECT state, last_error FROM jobs');
    expect(row).toEqual({ state: 'failed', last_error: 'wieder kaputt' });
    await cleanup();
  });

  it('a job whose worker died is taken again once its lease has run out; release hands jobs back at once', async () => {
    const { db, cleanup } = await open(backend);
    const dying = new JobQueue(db, 50);
    await dying.enqueue(db, 'long', {});
    expect(await dying.claim('dead')).not.toBeNull();
    const other = new JobQueue(db);
    expect(await other.claim('alive')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const taken = await other.claim('alive');
    expect(taken?.attempts).toBe(2);
    expect(await other.release('alive')).toBe(1);
    expect((await other.claim('next'))?.id).toBe(taken?.id);
    await cleanup();
  });
});
