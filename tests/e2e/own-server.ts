// A server of a spec's own, beside the one the config starts: for specs that kill it, or that
// deploy a new build, and so must not touch the server the other workers' specs run against.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompress } from '../../server/precompress';
import { freePort } from '../support/free-port';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** The build the config's server serves. */
const SHARED_DIST = path.join(process.env.E2E_RUN_DIR as string, 'dist');

export interface OwnServer {
  readonly origin: string;
  /** Deploys a changed service worker, as a new app version would (needs `copyDist`). */
  deployNewVersion(): Promise<void>;
  /** Starts `npm start`'s server (again, on the same data and port) and waits until it answers. */
  start(): Promise<void>;
  /** Kills it at once, as a crash would. */
  kill(): Promise<void>;
  /** Kills it and removes its data (and its copied build). */
  dispose(): Promise<void>;
}

/** `copyDist`: the spec deploys a new version, so it gets a copy of the shared build to change. */
export async function ownServer(options: { copyDist?: boolean } = {}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const scratch = await mkdtemp(path.join(tmpdir(), 'vor-ort-own-server-'));
  const dataDir = path.join(scratch, 'data');
  const distDir = options.copyDist ? path.join(scratch, 'dist') : SHARED_DIST;
  if (options.copyDist) await cp(SHARED_DIST, distDir, { recursive: true });
  let running: ServerProcess | null = null;

  const kill = async (): Promise<void> => {
    await running?.kill();
    running = null;
  };

  return {
    origin,
    async deployNewVersion() {
      if (!options.copyDist) throw new Error('deployNewVersion needs ownServer({ copyDist: true })');
      const swFile = path.join(distDir, 'sw.js');
      await writeFile(swFile, `${await readFile(swFile, 'utf8')}\n// neue Version ${Date.now()}\n`);
      // A build writes the compressed copies with its files; the server sends those first.
      await precompress(distDir);
    },
    async start() {
      // Marked fresh first: sources edited meanwhile must not make a (re)start rebuild the app.
      const now = new Date();
      utimesSync(path.join(distDir, 'index.html'), now, now);
      running = await startServerProcess('server/start.ts', port, { DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'silent' }, '/api/health');
    },
    kill,
    async dispose() {
      await kill();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
