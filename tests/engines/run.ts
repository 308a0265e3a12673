// Runs the offline survey (journey.ts) in Firefox ESR and WebKitGTK, at tablet and phone size,
// against `npm start` on fresh data behind a proxy (offline for WebKit, no answer for both). Chromium runs the same
// ground in the Playwright suite. Prints one line per run and a summary; `--report file` writes
// the counts for `npm test`.
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureBuilt } from '../../server/build-app';
import { SIZES, waitFor, type Driver, type Engine, type Size } from './driver';
import { firefoxDriver } from './firefox-driver';
import { offlineSurvey, type JourneyPhotos } from './journey';
import { startProxy, type Proxy } from './proxy';
import { webkitDriver } from './webkit-driver';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEED = path.join(ROOT, 'server/seed/photos');
/** Screenshots of failed runs, beside Playwright's. */
const ARTIFACTS = path.join(ROOT, 'test-results', 'engines');
// ENGINES=webkit or SIZES=phone narrow a run down while working on one of them.
const ENGINES: readonly Engine[] = (process.env.ENGINES?.split(',') as Engine[] | undefined) ?? ['firefox', 'webkit'];
const RUN_SIZES = SIZES.filter((size) => !process.env.SIZES || process.env.SIZES.split(',').includes(size.name));
const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : null;

/**
 * What the page still has queued, so a failed run says what it waited on: whether the page still
 * runs scripts, who holds or waits for the replay lock (Web Locks), and per entry kind, state,
 * attempts, seconds until due and last error. Each part answers within a few seconds or says so.
 */
const PAGE_STATE = `
  const within = (promise, what) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(what + ' antwortet nicht in 5 s'), 5000))]);
  const locks = navigator.locks ? navigator.locks.query().then((state) => ({ held: state.held.length, pending: state.pending.length })) : Promise.resolve('keine Web Locks');
  const outbox = new Promise((resolve) => {
    const open = indexedDB.open('vor-ort');
    open.onerror = () => resolve('keine Datenbank');
    open.onsuccess = () => {
      const read = open.result.transaction('outbox').objectStore('outbox').getAll();
      read.onsuccess = () => resolve(read.result.map((entry) => [entry.kind, entry.state, entry.attempts, Math.round((entry.notBefore - Date.now()) / 1000), entry.lastError]));
      read.onerror = () => resolve('nicht lesbar');
    };
  });
  return Promise.all([within(outbox, 'IndexedDB'), within(locks, 'Web Locks')]).then(([entries, lock]) => JSON.stringify({ entries, lock, online: navigator.onLine }));
`;

/** Site photos as a tablet takes them: the demo pictures, each run its own bytes. */
async function makePhotos(dir: string, run: string): Promise<JourneyPhotos> {
  const shot = async (name: string, source: string, tint: number) => {
    const file = path.join(dir, `${run}-${name}`);
    await sharp(path.join(SEED, source)).resize(1280).modulate({ brightness: 1 + tint / 100 }).jpeg({ quality: 85 }).toFile(file);
    return file;
  };
  return {
    roof: [await shot('dach_süd.jpg', 'dach-aussen.jpg', 1), await shot('dach_nord.jpg', 'dach-aussen.jpg', -4)],
    meter: await shot('zählerschrank.jpg', 'zaehlerschrank.jpg', 2),
    grounding: await shot('erdung.jpg', 'zaehlerschrank.jpg', -6),
    collection: [await shot('keller.jpg', 'aufstellort.jpg', 3), await shot('sparren.jpg', 'dach-innen.jpg', -2)],
  };
}

async function startServer(distDir: string, dataDir: string, port: number, publicPort: number) {
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${publicPort}`,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor('Server antwortet', async () => (await fetch(`http://127.0.0.1:${port}/config.json`)).ok, 240_000);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

async function runOne(engine: Engine, size: Size, proxy: Proxy, serverPort: number, photoDir: string): Promise<string | null> {
  const run = `${engine}-${size.name}`;
  const started = Date.now();
  let driver: Driver | null = null;
  let current = '';
  try {
    driver = engine === 'firefox' ? await firefoxDriver(size) : await webkitDriver(size, proxy);
    await offlineSurvey({
      driver,
      holdRequests: (holding) => proxy.hold(holding),
      appUrl: `http://localhost:${proxy.port}`,
      serverUrl: `http://127.0.0.1:${serverPort}`,
      customer: `Ayşe Özdemir-Łukasz ${engine} ${size.name}`,
      photos: await makePhotos(photoDir, run),
      step: (text) => {
        current = text;
        process.stdout.write(`  ${run}: ${text}\n`);
      },
    });
    process.stdout.write(`✓ ${run} (${Math.round((Date.now() - started) / 1000)} s)\n`);
    return null;
  } catch (error) {
    const message = `${run} bei „${current}“: ${(error as Error).message}`;
    process.stdout.write(`✘ ${message}\n`);
    if (driver) {
      const shot = path.join(ARTIFACTS, `${run}.png`);
      await mkdir(ARTIFACTS, { recursive: true });
      // A browser that crashed has no session left to take it: the failure is reported all the same.
      await driver
        .screenshot()
        .then((png) => writeFile(shot, png))
        .then(() => process.stdout.write(`  Bildschirm: ${shot}\n`), (reason: unknown) => process.stdout.write(`  Bildschirm: keiner (${String(reason)})\n`));
      const alive = await driver.run<number>('return 1;').then(() => 'ja', (reason: unknown) => `nein (${String(reason)})`);
      const state = await driver.run<string>(PAGE_STATE).catch((reason: unknown) => `nicht lesbar (${String(reason)})`);
      process.stdout.write(`  Seite führt Skripte aus: ${alive}\n  Warteschlange: ${state}\n`);
    }
    return message;
  } finally {
    proxy.refuse(false);
    proxy.hold(false);
    await driver?.close().catch(() => undefined);
  }
}

const runDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-engines-'));
const photoDir = path.join(runDir, 'photos');
await mkdir(photoDir);
// Built once before the servers start side by side: `npm test` passes the build the Playwright
// suite made (E2E_RUN_DIR), which is rebuilt only if the sources changed since.
const distDir = path.join(process.env.E2E_RUN_DIR ?? runDir, 'dist');
await ensureBuilt(distDir, ROOT);
const failures: string[] = [];
let passed = 0;
/** One engine's runs, one size after the other, on a server of its own behind its own proxy. */
async function runEngine(engine: Engine): Promise<void> {
  const serverPort = 8600 + ENGINES.indexOf(engine) * 100 + Math.floor(Math.random() * 100);
  const proxy = await startProxy({ port: serverPort });
  const stopServer = await startServer(distDir, path.join(runDir, `data-${engine}`), serverPort, proxy.port);
  try {
    for (const size of RUN_SIZES) {
      const failure = await runOne(engine, size, proxy, serverPort, photoDir);
      if (failure) failures.push(failure);
      else passed += 1;
    }
  } finally {
    stopServer();
    await proxy.close();
  }
}

try {
  // The engines run side by side, each with a server of its own on fresh data (the build is made
  // once and shared), so one engine's queued analyses never slow the other's journey down.
  await Promise.all(ENGINES.map(runEngine));
} finally {
  await rm(runDir, { recursive: true, force: true });
}
process.stdout.write(`engines: ${passed} passed, ${failures.length} failed\n`);
if (reportFile) await writeFile(reportFile, JSON.stringify({ passed, failed: failures.length, failures }));
process.exit(failures.length ? 1 : 0);
