// `npm run bench`: measures every figure of issue 9 against a fresh build, in Debian's chromium
// and against real servers on their own ports (PGlite, and PostgreSQL at 127.0.0.1:5432 on a
// throwaway database), prints a table, and writes bench/results.json. A missed budget is
// marked in both; the exit code is non-zero only when a figure could not be measured.
// `npm run bench -- coldStartOffline downscale` measures only the named groups.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { ensureBuilt } from '../../server/build-app.ts';
import { createProjects, openProjectCount } from './bench-api.ts';
import { demoToken, launchBrowser } from './bench-browser.ts';
import { createThrowawayDatabase } from '../../server/test-support/throwaway-database.ts';
import { startBareRoute, startBenchServer, type BenchServer } from './bench-server.ts';
import { measureBundle } from './bundle-size.ts';
import { measureColdStart } from './cold-start.ts';
import { measureDownscale } from './downscale.ts';
import { formatTable, passes, resultsDocument, type Figure } from './figures.ts';
import { measureManyProjects } from './many-projects.ts';
import { measureFaceBlur } from './face-blur.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureRoofFaces } from './roof-faces.ts';
import { measurePhotoProcessing } from './photo-processing.ts';
import { measureServerLoad } from './server-load.ts';
import { measureServerMemory } from './server-memory.ts';
import { measureScaleOut } from './scale-out.ts';
import { round } from './stats.ts';
import { measureSyncEfficiency } from './sync-efficiency.ts';

const PORTS = { app: 8252, pglite: 8253, postgres: 8254, memory: 8255, bareRoute: 8256, floor: 8257 } as const;
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COLD_START_PROJECTS = 5;

const only = new Set(process.argv.slice(2));
const figures: Figure[] = [];
const failures: Array<{ group: string; error: string }> = [];
const cleanups: Array<() => Promise<unknown>> = [];

async function measure(group: string, run: () => Promise<Figure[]>): Promise<void> {
  if (only.size && !only.has(group)) return;
  process.stdout.write(`… ${group}\n`);
  const started = Date.now();
  try {
    const measured = await run();
    figures.push(...measured);
    for (const figure of measured) process.stdout.write(`  ${figure.label}: ${figure.value} ${figure.unit}\n`);
  } catch (error) {
    const cause = (error as Error).cause ? ` (${String((error as Error).cause)})` : '';
    failures.push({ group, error: `${(error as Error).stack ?? String(error)}${cause}` });
    process.stdout.write(`  nicht gemessen: ${(error as Error).message}${cause}\n`);
  }
  process.stdout.write(`  ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

type Results = ReturnType<typeof resultsDocument>;

/** A run of some groups replaces those groups in the last results and keeps the others. */
async function mergeWithEarlier(current: Results): Promise<Results> {
  const earlier = await readFile('bench/results.json', 'utf8').then((text) => JSON.parse(text) as Results, () => null);
  if (!earlier) return current;
  const remeasured = (name: string) => only.has(name.split('.')[0]);
  return {
    ...current,
    figures: { ...earlier.figures, ...current.figures },
    budgetsMissed: [...earlier.budgetsMissed.filter((name) => !remeasured(name)), ...current.budgetsMissed],
    failedToMeasure: [...earlier.failedToMeasure.filter((failure) => !only.has(failure.group)), ...current.failedToMeasure],
  };
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}

async function serverLoad(browser: Browser, runDir: string, distDir: string, backend: 'PGlite' | 'PostgreSQL'): Promise<Figure[]> {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  if (backend === 'PostgreSQL') {
    database = await createThrowawayDatabase(POSTGRES_ADMIN_URL, 'vorort_bench');
    cleanups.push(() => (database as { drop(): Promise<void> }).drop());
  }
  const port = backend === 'PGlite' ? PORTS.pglite : PORTS.postgres;
  const server = await startBenchServer({ port, runDir, distDir, databaseUrl: database?.url });
  try {
    // The bare route needs the database a second process can reach: PostgreSQL only.
    const peer = database ? () => startBareRoute(PORTS.bareRoute, (database as { url: string }).url) : undefined;
    return await measureServerLoad(server, await demoToken(browser, server.origin), backend, peer);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-bench-'));
  cleanups.push(() => rm(runDir, { recursive: true, force: true }));
  const distDir = path.join(runDir, 'dist');
  await ensureBuilt(distDir, process.cwd(), { manifest: true });

  await measure('bundle', async () => {
    const bundle = await measureBundle(distDir);
    return [
      {
        group: 'bundle',
        key: 'firstScreenJsGzipKb',
        label: 'JS erster Bildschirm (gzip)',
        value: round(bundle.firstScreenJsGzipKb),
        unit: 'kB',
        budget: { limit: 180, kind: 'max' },
        note: 'Einstieg + Dashboard-Route mit statischen Importen',
      },
      {
        group: 'bundle',
        key: 'entryJsGzipKb',
        label: 'davon index.html (Einstieg + modulepreload)',
        value: round(bundle.entryJsGzipKb),
        unit: 'kB',
      },
      {
        group: 'bundle',
        key: 'storeJsGzipKb',
        label: 'JS lokaler Speicher, lädt daneben (gzip)',
        value: round(bundle.storeJsGzipKb),
        unit: 'kB',
        note: 'Dexie, Sync-Engine, Dashboard-Daten',
      },
      { group: 'bundle', key: 'firstScreenCssGzipKb', label: 'CSS erster Bildschirm (gzip)', value: round(bundle.firstScreenCssGzipKb), unit: 'kB' },
      {
        group: 'bundle',
        key: 'precacheGzipKb',
        label: 'Precache gesamt (gzip)',
        value: round(bundle.precacheGzipKb),
        unit: 'kB',
        note: `${bundle.precacheEntries} Dateien`,
      },
    ];
  });

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const app: BenchServer = await startBenchServer({ port: PORTS.app, runDir, distDir });
  cleanups.push(() => app.stop());
  const token = await demoToken(browser, app.origin);
  await createProjects(app.origin, token, COLD_START_PROJECTS);

  await measure('coldStartOffline', async () => measureColdStart(browser, app.origin, await openProjectCount(app.origin, token), { runDir, port: PORTS.floor }));
  await measure('lighthouse', async () => measureLighthouse(app.origin, (await createProjects(app.origin, token, 1))[0]));
  await measure('downscale', () => measureDownscale(browser, app.origin, distDir));
  await measure('roofFaces', () => measureRoofFaces(browser, app.origin, token));
  await measure('manyProjects', async () => measureManyProjects(browser, app.origin, token, await openProjectCount(app.origin, token)));
  await measure('syncEfficiency', async () => {
    const [plain, throttled, peer] = await createProjects(app.origin, token, 3);
    return measureSyncEfficiency(browser, { origin: app.origin, token }, [plain, throttled, peer], runDir);
  });
  await measure('photoCollection', () => measurePhotoProcessing(app.origin, token));
  await app.stop();
  await measure('faceBlur', measureFaceBlur);
  await measure('serverMemory', async () => {
    // A server of its own, fresh: its memory is read from its start on.
    const options = { port: PORTS.memory, runDir, distDir };
    let server = await startBenchServer(options);
    try {
      return await measureServerMemory(server, () => demoToken(browser, server.origin), async () => {
        await server.stop();
        server = await startBenchServer(options);
        return server;
      });
    } finally {
      await server.stop();
    }
  });
  await measure('serverPglite', () => serverLoad(browser, runDir, distDir, 'PGlite'));
  await measure('serverPostgres', () => serverLoad(browser, runDir, distDir, 'PostgreSQL'));
  await measure('scaleOut', () => measureScaleOut(browser, runDir, distDir, POSTGRES_ADMIN_URL));

  process.stdout.write(`\n${formatTable(figures)}\n`);
  const missed = figures.filter((figure) => passes(figure) === false);
  if (missed.length) process.stdout.write(`\nBudget verfehlt: ${missed.map((figure) => figure.label).join('; ')}\n`);
  for (const failure of failures) process.stdout.write(`\nNicht gemessen (${failure.group}):\n${failure.error}\n`);

  await mkdir('bench', { recursive: true });
  const document = resultsDocument(figures, failures, {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  });
  await writeFile('bench/results.json', `${JSON.stringify(only.size ? await mergeWithEarlier(document) : document, null, 2)}\n`);
  process.stdout.write('\nbench/results.json geschrieben\n');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  await main();
} finally {
  await cleanUp();
}
process.exitCode = failures.length ? 1 : 0;
