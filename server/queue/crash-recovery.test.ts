// Recovery after a crash (issue 18): a server killed with SIGKILL while it held a running job and
// an unfinished Idempotency-Key reservation. The next server to start frees both at once, on PGlite
// and PostgreSQL alike: the job is queued again (not after its 60 s lease) and the retried upload
// runs (not 409 for two minutes). On PostgreSQL a server already running beside the dead one does
// the same within seconds, with no restart (two processes behind a proxy, issue 24).
import { spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { BACKENDS, dropTestDatabases, freshPgliteDir, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { jpeg } from '../test-support/test-images.ts';

afterAll(() => dropTestDatabases());

const BECKER = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';
const UPLOAD = `/companies/${DEMO_COMPANY_ID}/projects/${BECKER}/photo-collection-async`;

/** Runs the dying server until it is mid-work, then kills it with SIGKILL; answers its job's id. */
function killMidWork(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test-support/dying-server.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (!match) return;
      child.once('exit', () => resolve(Number(match[1])));
      child.kill('SIGKILL');
    });
    child.once('error', reject);
  });
}

async function jobRow(server: TestServer, jobId: number) {
  const [row] = await server.app.services.db.query<{ state: string; locked_by: string | null }>('SELECT state, locked_by FROM jobs WHERE id = $1', [jobId]);
  return row;
}

/** The upload the dead server had reserved, sent again under its Idempotency-Key. */
async function retryReservedUpload(server: TestServer) {
  const body = multipart('files', [{ name: 'dach.jpg', bytes: await jpeg() }]);
  return server.call('demo', { method: 'POST', url: UPLOAD, payload: body.payload, headers: { ...body.headers, 'idempotency-key': 'retried-upload' } });
}

describe.each(BACKENDS)('a server killed mid-work ($name)', (backend) => {
  it('the next server queues its job again and lets its reserved upload be retried, at once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-crash-'));
    const databaseUrl = await backend.createDatabase();
    if (!databaseUrl) await cp(await freshPgliteDir(), path.join(dataDir, 'db'), { recursive: true });
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const jobId = await killMidWork({ ...env, COMPANY_ID: DEMO_COMPANY_ID, RESERVED_REQUEST: `POST /api${UPLOAD}` });

    const server = await startTestServer(backend, { ...env, PROCESSING_WORKER: 'off' });
    try {
      expect(await jobRow(server, jobId)).toEqual({ state: 'queued', locked_by: null });
      const retried = await retryReservedUpload(server);
      expect(retried.statusCode, retried.body).toBe(202);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('a server killed beside a running one (PostgreSQL)', () => {
  it('the running server queues its job again and lets its reserved upload be retried, within seconds', async () => {
    const backend = BACKENDS.find((candidate) => candidate.name === 'PostgreSQL') as (typeof BACKENDS)[number];
    const server = await startTestServer(backend, { PROCESSING_WORKER: 'off' }, { peerWatchMs: 200 });
    try {
      const jobId = await killMidWork({ ...server.env, COMPANY_ID: DEMO_COMPANY_ID, RESERVED_REQUEST: `POST /api${UPLOAD}` });
      // The job's lease is a minute: freed in seconds, it was the running server that freed it.
      await expect.poll(() => jobRow(server, jobId), { timeout: 5_000, interval: 100 }).toEqual({ state: 'queued', locked_by: null });
      const retried = await retryReservedUpload(server);
      expect(retried.statusCode, retried.body).toBe(202);
    } finally {
      await server.close();
    }
  }, 120_000);
});
