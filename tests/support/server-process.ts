// A server script (`server/start.ts`, the bench's bare route, the stand-alone issuer) as a child
// process of its own on a port, up once it answers `readyPath`: the node process itself with
// `npm start`'s flags, so its memory and CPU are the server's own, and it can be killed as a crash
// would kill it.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ServerProcess {
  readonly origin: string;
  /** CPU seconds the process has used so far (user and system), from /proc. */
  cpuSeconds(): Promise<number>;
  /** Resident memory of the process now, in MB, from /proc. */
  rssMb(): Promise<number>;
  /** A clean stop (SIGTERM), killed after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: nothing of a clean stop runs. */
  kill(): Promise<void>;
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

export async function startServerProcess(script: string, port: number, settings: NodeJS.ProcessEnv, readyPath = '/config.json'): Promise<ServerProcess> {
  const origin = `http://localhost:${port}`;
  // npm start's setting. A fixed trim threshold turns off glibc's dynamic one: large buffers stay
  // mapped on their own and go back to the system when freed. Otherwise the first large buffers
  // freed (PGlite's start, the compilers') raise the thresholds to tens of MB, and that much freed
  // memory stays resident: 288-296 MB after a restart, 235-247 MB with it (issue 24: ≤ 250 MB).
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_TRIM_THRESHOLD_: '131072', PORT: String(port), ...settings };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--max-semi-space-size=16', '--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    origin,
    cpuSeconds: () => processCpuSeconds(child.pid as number),
    rssMb: () => processRssMb(child.pid as number),
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (!running()) throw new Error(`${script} beendet (${child.exitCode ?? child.signalCode}): ${output.slice(-2000)}`);
    if (await fetch(`${origin}${readyPath}`).then((response) => response.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill();
  throw new Error(`${script} unter ${origin} nicht erreichbar: ${output.slice(-2000)}`);
}
