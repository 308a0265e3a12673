// Measures what the browser must download: the JS and CSS index.html loads before the first
// screen (entry and modulepreloads), and every file the service worker precaches.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  firstScreenJsGzipKb: number;
  firstScreenCssGzipKb: number;
  precacheGzipKb: number;
  precacheEntries: number;
}

async function gzipKb(distDir: string, files: string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

export async function measureBundle(distDir: string): Promise<BundleFigures> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const sw = await readFile(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...new Set([...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1]))];
  return {
    firstScreenJsGzipKb: await gzipKb(distDir, referenced.filter((file) => file.endsWith('.js'))),
    firstScreenCssGzipKb: await gzipKb(distDir, referenced.filter((file) => file.endsWith('.css'))),
    precacheGzipKb: await gzipKb(distDir, precached),
    precacheEntries: precached.length,
  };
}
