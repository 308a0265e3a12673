// The real server for the bench: `server/start.ts` as a child process on its own port, with a
// temporary DATA_DIR, the bench's build as DIST_DIR, and PGlite or a throwaway PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BenchServer {
  baseUrl: string;
  /** CPU seconds the server process has used so far (user and system), from /proc. */
  cpuSeconds(): Promise<number>;
  /** Resident memory of the server process now, in MB, from /proc. */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ). */
const CLOCK_TICKS = 100;

async function processCpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function processRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}): ${output().slice(-2000)}`);
    const ok = await fetch(`${baseUrl}/config.json`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server unter ${baseUrl} nicht erreichbar: ${output().slice(-2000)}`);
}

export async function startBenchServer(options: { port: number; runDir: string; distDir: string; databaseUrl?: string }): Promise<BenchServer> {
  return startBenchProcess(options.port, 'server/start.ts', {
    DATA_DIR: path.join(options.runDir, `data-${options.port}`),
    DIST_DIR: options.distDir,
    LOG_LEVEL: 'silent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
}

/** The bare Fastify route the server's GET is compared with (bare-route.ts), on the same database. */
export function startBareRoute(port: number, databaseUrl: string): Promise<BenchServer> {
  return startBenchProcess(port, 'tests/bench/bare-route.ts', { DATABASE_URL: databaseUrl });
}

/** `script` as a child process on `port`, up once it answers /config.json. */
async function startBenchProcess(port: number, script: string, settings: Record<string, string>): Promise<BenchServer> {
  const baseUrl = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), ...settings };
  delete (env as NodeJS.ProcessEnv).TEST_DATABASE_URL;
  // The node process itself, with npm start's flags, so that its memory is the server's own.
  const child = spawn(process.execPath, ['--max-semi-space-size=16', '--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilUp(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, cpuSeconds: () => processCpuSeconds(child.pid as number), rssMb: () => processRssMb(child.pid as number) };
}

