// Builds the client with Vite when dist/ is missing or older than any of its sources, so
// `npm start` on a fresh checkout just works and a second start is instant.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const STAMP = 'index.html';

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

/** `manifest` also writes .vite/manifest.json, which the bench reads to find the first screen's chunks. */
export async function ensureBuilt(distDir: string, root = process.cwd(), options: { manifest?: boolean } = {}): Promise<void> {
  const built = await stat(path.join(distDir, STAMP)).catch(() => null);
  const sourcesChanged = async () =>
    Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(path.join(root, s)))))) > (built?.mtimeMs ?? 0);
  if (built && !(await sourcesChanged())) return;
  process.stdout.write('Baue die App …\n');
  await viteBuild(root, distDir, options.manifest ?? false);
}

/**
 * Vite in a process of its own: built inside the server, the build's 700 MB stayed with the
 * server for as long as it ran (issue 24: a light server).
 */
function viteBuild(root: string, distDir: string, manifest: boolean): Promise<void> {
  const vite = createRequire(import.meta.url).resolve('vite/package.json');
  const cli = path.join(path.dirname(vite), 'bin', 'vite.js');
  const args = [cli, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn', ...(manifest ? ['--manifest'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vite build ended with ${signal ?? `exit code ${code}`}`))));
  });
}
