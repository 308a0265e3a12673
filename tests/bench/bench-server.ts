// The real server for the bench: `server/start.ts` as a child process on its own port, with a
// temporary DATA_DIR, the bench's build as DIST_DIR, and PGlite or a throwaway PostgreSQL database.
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

export type BenchServer = ServerProcess;

export async function startBenchServer(options: { port: number; runDir: string; distDir: string; databaseUrl?: string }): Promise<BenchServer> {
  return startServerProcess('server/start.ts', options.port, {
    DATA_DIR: path.join(options.runDir, `data-${options.port}`),
    DIST_DIR: options.distDir,
    LOG_LEVEL: 'silent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
}

/** The bare Fastify route the server's GET is compared with (bare-route.ts), on the same database. */
export function startBareRoute(port: number, databaseUrl: string): Promise<BenchServer> {
  return startServerProcess('tests/bench/bare-route.ts', port, { DATABASE_URL: databaseUrl });
}
