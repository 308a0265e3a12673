// Two servers started at once on one empty PostgreSQL database (a deployment with two processes
// brought up together): both start, and the demo company and its projects exist once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../test-support/throwaway-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.runIf(adminUrl)('demo data on a shared database', () => {
  it('two servers starting at once both come up and seed the demo company once', async () => {
    const database: ThrowawayDatabase = await createThrowawayDatabase(adminUrl as string, 'vorort_test');
    cleanup.push(() => database.drop());
    const start = async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'vor-ort-seed-'));
      cleanup.push(() => rm(root, { recursive: true, force: true }));
      const app = await buildApp(readConfig({ DATA_DIR: path.join(root, 'data'), DIST_DIR: root, DATABASE_URL: database.url, PROCESSING_WORKER: 'off' }), { logger: false });
      cleanup.push(() => app.close());
      return app;
    };
    const [first] = await Promise.all([start(), start()]);
    const companies = await first.services.db.query<{ id: string }>('SELECT id FROM companies ORDER BY id');
    expect(companies.filter((company) => company.id === DEMO_COMPANY_ID)).toHaveLength(1);
    const projects = await first.services.db.query<{ n: string | number }>('SELECT count(*) AS n FROM projects WHERE company_id = $1', [DEMO_COMPANY_ID]);
    expect(Number(projects[0].n)).toBe(2);
    const images = await first.services.db.query<{ n: string | number }>('SELECT count(*) AS n FROM images');
    const distinct = await first.services.db.query<{ n: string | number }>('SELECT count(DISTINCT (project_id, sha256)) AS n FROM images');
    expect(Number(images[0].n)).toBe(Number(distinct[0].n));
  }, 120_000);
});
