// Vor-Ort as a company that outgrew one machine runs it: several server processes on one
// PostgreSQL database and one S3-compatible bucket, all configured with the same external issuer
// (a stand-alone OpenID provider, issuer.ts), behind a round-robin proxy that browsers and
// devices reach on one origin.
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BUNDLED_ISSUER_PATH, DEFAULT_API_BASE_PATH, SIGN_IN_PAGES_PATH } from '../../src/domain/runtime-config.ts';
import { freePort } from './free-port.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface ClusterServer {
  readonly port: number;
  /** The server's own origin, past the proxy. */
  readonly origin: string;
  /** The id it registered under in server_instances: its claimed jobs carry it. */
  readonly instanceId: string;
  /** Starts it (again) on its port; it registers under a new id. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or a lost machine. */
  kill(): Promise<void>;
  /** Its memory and CPU, while it runs. */
  readonly process: ServerProcess | null;
}

export interface Cluster {
  /** The proxy: where browsers and devices go. */
  readonly origin: string;
  readonly proxy: RoundRobinProxy;
  readonly servers: ClusterServer[];
  /** A query on the shared database, as an administrator would look. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  /** The bucket's settings as the server's environment reads them (S3_BUCKET …). */
  s3Env: NodeJS.ProcessEnv;
  /** A built app (npm run build), served by every server. */
  distDir: string;
  /** Where each process keeps its own data (its spool, the issuer's keys). */
  runDir: string;
  servers: number;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const proxyPort = await freePort();
  const origin = `http://localhost:${proxyPort}`;
  // Marked fresh: sources edited meanwhile must not make each server rebuild the app.
  const now = new Date();
  await utimes(path.join(options.distDir, 'index.html'), now, now);
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const query = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  const started: ServerProcess[] = [];

  const issuerPort = await freePort();
  const issuer = await startServerProcess('server/test-support/issuer.ts', issuerPort, { PUBLIC_URL: origin, DATA_DIR: path.join(options.runDir, 'issuer') }, `${BUNDLED_ISSUER_PATH}/.well-known/openid-configuration`);
  started.push(issuer);
  const serverEnv: NodeJS.ProcessEnv = {
    ...options.s3Env,
    PUBLIC_URL: origin,
    DIST_DIR: options.distDir,
    DATABASE_URL: options.databaseUrl,
    OIDC_AUTHORITY: `${origin}${BUNDLED_ISSUER_PATH}`,
    // The issuer stamps the API's address on its access tokens (its default for the bundled provider).
    OIDC_AUDIENCE: `${origin}${DEFAULT_API_BASE_PATH}`,
    LOG_LEVEL: 'silent',
  };

  const servers: ClusterServer[] = [];
  for (let n = 0; n < options.servers; n += 1) {
    const port = await freePort();
    let current: ServerProcess | null = null;
    let instanceId = '';
    const server: ClusterServer = {
      port,
      origin: `http://localhost:${port}`,
      get instanceId() {
        return instanceId;
      },
      get process() {
        return current;
      },
      async start() {
        // Before the first server has migrated, the table is not there yet: nobody is registered.
        const before = new Set((await query<{ id: string }>('SELECT id FROM server_instances').catch(() => [])).map((row) => row.id));
        current = await startServerProcess('server/start.ts', port, { ...serverEnv, DATA_DIR: path.join(options.runDir, `server-${n + 1}`) }, '/api/health');
        started.push(current);
        const [registered] = (await query<{ id: string }>('SELECT id FROM server_instances')).filter((row) => !before.has(row.id));
        instanceId = registered.id;
      },
      async kill() {
        await current?.kill();
        current = null;
      },
    };
    servers.push(server);
  }
  // One after the other, so each process's registration is known; starting at once is the seed test's.
  for (const server of servers) await server.start();

  const proxy = await startRoundRobinProxy({
    port: proxyPort,
    upstreams: servers.map((server) => server.port),
    routes: [BUNDLED_ISSUER_PATH, SIGN_IN_PAGES_PATH].map((prefix) => ({ prefix, port: issuerPort })),
  });
  return {
    origin,
    proxy,
    servers,
    query,
    async close() {
      await proxy.close();
      await Promise.all(started.map((process) => process.stop()));
      await db.end();
    },
  };
}
