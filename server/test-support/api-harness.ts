// Starts the real server (bundled provider, API, database) for API tests over HTTP, on PGlite
// and, when TEST_DATABASE_URL is set, on a throwaway PostgreSQL database of its own.
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { readConfig } from '../config.ts';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { signInAndGetTokens } from './oidc-flow.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh database URL for PostgreSQL; undefined for PGlite (a fresh data folder instead). */
  createDatabase(): Promise<string | undefined>;
}

async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const database = await createThrowawayDatabase(adminUrl, 'vorort_test');
  createdDatabases.push(database);
  return database.url;
}

const createdDatabases: ThrowawayDatabase[] = [];

/** Drops the throwaway PostgreSQL databases this test file created. */
export async function dropTestDatabases(): Promise<void> {
  for (const database of createdDatabases.splice(0)) await database.drop();
}

let pgliteTemplate: Promise<string> | null = null;

/** An initialised, migrated PGlite folder made once per test process: initdb costs seconds. */
function pgliteTemplateDir(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vor-ort-pglite-template-'));
    const db = await openPglite(dir);
    await migrate(db);
    await db.close();
    return dir;
  })();
  return pgliteTemplate;
}

/** A fresh, migrated PGlite folder (a copy of the template). */
export async function freshPgliteDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vor-ort-pglite-'));
  await cp(await pgliteTemplateDir(), dir, { recursive: true });
  return dir;
}

export const BACKENDS: Backend[] = [
  { name: 'PGlite', createDatabase: async () => undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL' as const, createDatabase: () => createPostgresDatabase(process.env.TEST_DATABASE_URL as string) }]
    : []),
];

export interface TestServer {
  app: FastifyInstance;
  root: string;
  env: NodeJS.ProcessEnv;
  token: { demo: string; admin: string };
  /** Calls the API (paths relative to /api) with a bearer token. */
  call(as: 'demo' | 'admin' | null, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  restart(env?: NodeJS.ProcessEnv, options?: AppOptions): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(backend: Backend, env: NodeJS.ProcessEnv = {}, options: AppOptions = {}): Promise<TestServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'vor-ort-api-'));
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Vor-Ort</title>');
  const databaseUrl = await backend.createDatabase();
  if (!databaseUrl) await cp(await freshPgliteDir(), path.join(root, 'data', 'db'), { recursive: true });
  const baseEnv: NodeJS.ProcessEnv = {
    DATA_DIR: path.join(root, 'data'),
    DIST_DIR: path.join(root, 'dist'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const build = (extra: NodeJS.ProcessEnv, appOptions: AppOptions) =>
    buildApp(readConfig({ ...baseEnv, ...extra }), { ...appOptions, logger: false, worker: { pollMs: 50, ...appOptions.worker } });
  let app = await build({}, options);
  const config = readConfig(baseEnv);
  const redirect = `${config.publicUrl}/dashboard`;
  const token = {
    demo: (await signInAndGetTokens(app, config.oidc.clientId, redirect, 'demo', 'demo')).access_token,
    admin: (await signInAndGetTokens(app, config.oidc.clientId, redirect, 'admin', 'admin')).access_token,
  };
  const server: TestServer = {
    get app() {
      return app;
    },
    root,
    env: baseEnv,
    token,
    call(as, { url, headers, ...rest }) {
      return app.inject({
        url: `/api${url}`,
        headers: { ...(as ? { authorization: `Bearer ${token[as]}` } : {}), ...headers },
        ...rest,
      });
    },
    async restart(extra = {}, appOptions = {}) {
      await app.close();
      app = await build(extra, appOptions);
    },
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  return server;
}

/** A multipart/form-data body with the given files under one field name. */
export function multipart(field: string, files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const boundary = `----vorort${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
