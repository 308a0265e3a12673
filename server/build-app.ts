// Builds the client with Vite when dist/ is missing or older than any of its sources, so
// `npm start` on a fresh checkout just works and a second start is instant.
import { readdir, stat } from 'node:fs/promises';
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
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, manifest: options.manifest ?? false } });
}
