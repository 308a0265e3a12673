// `npm run bench`: prints the app's performance figures and writes bench/results.json.
// Today: what a first visit downloads (first-screen JS and CSS, gzip) and the whole precache.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureBuilt } from '../../server/build-app.ts';
import { measureBundle, type BundleFigures } from './bundle-size.ts';

const BUDGET_FIRST_SCREEN_JS_KB = 180;

const distDir = path.resolve('dist');
await ensureBuilt(distDir);
const bundle: BundleFigures = await measureBundle(distDir);

const rows: Array<[string, string, string]> = [
  ['first-screen JS (gzip)', `${bundle.firstScreenJsGzipKb.toFixed(1)} kB`, `≤ ${BUDGET_FIRST_SCREEN_JS_KB} kB`],
  ['first-screen CSS (gzip)', `${bundle.firstScreenCssGzipKb.toFixed(1)} kB`, ''],
  ['precache (gzip)', `${bundle.precacheGzipKb.toFixed(1)} kB in ${bundle.precacheEntries} files`, ''],
];
const width = Math.max(...rows.map(([name]) => name.length));
process.stdout.write(`\n${'figure'.padEnd(width)}  value                         budget\n`);
for (const [name, value, budget] of rows) process.stdout.write(`${name.padEnd(width)}  ${value.padEnd(30)}${budget}\n`);

await mkdir('bench', { recursive: true });
await writeFile(
  'bench/results.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), bundle, budgets: { firstScreenJsGzipKb: BUDGET_FIRST_SCREEN_JS_KB } }, null, 2)}\n`,
);
process.stdout.write('\nbench/results.json geschrieben\n');
