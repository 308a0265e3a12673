// What the browser must download: the JS and CSS of the first screen, and every file the
// service worker precaches. The first screen is the dashboard: the entry chunk with its static
// imports (what index.html loads and modulepreloads) plus the dashboard route's lazy chunk with
// its static imports, read from Vite's build manifest. Sizes are gzip level 9 per file. The local
// store's code (Dexie and the sync engine) loads beside it and fills the frame in, so it is not
// counted; the cold start figures include it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  firstScreenJsGzipKb: number;
  firstScreenCssGzipKb: number;
  /** Only what index.html itself loads (entry and modulepreloads), without the dashboard route. */
  entryJsGzipKb: number;
  /** What loads beside the first screen to fill it in: the local store, the sync engine and the dashboard's data. */
  storeJsGzipKb: number;
  precacheGzipKb: number;
  precacheEntries: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export const DASHBOARD_ROUTE_MODULE = 'src/features/dashboard/DashboardPage.tsx';
const STORE_MODULES = ['src/app/data-layer.ts', 'src/features/dashboard/DashboardData.tsx'];

async function gzipKb(distDir: string, files: string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

/** The chunk files `roots` need before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, roots: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} fehlt im Build-Manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]);
  return { js: chunks.map((chunk) => chunk.file), css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

export async function measureBundle(distDir: string): Promise<BundleFigures> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('Kein Einstiegspunkt im Build-Manifest');
  const firstScreen = staticClosure(manifest, [entry, DASHBOARD_ROUTE_MODULE]);
  const store = staticClosure(manifest, STORE_MODULES).js.filter((file) => !firstScreen.js.includes(file));
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const sw = await readFile(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...new Set([...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1]))];
  return {
    firstScreenJsGzipKb: await gzipKb(distDir, firstScreen.js),
    firstScreenCssGzipKb: await gzipKb(distDir, firstScreen.css),
    entryJsGzipKb: await gzipKb(distDir, referenced),
    storeJsGzipKb: await gzipKb(distDir, store),
    precacheGzipKb: await gzipKb(distDir, precached),
    precacheEntries: precached.length,
  };
}
