// `npm test`'s dependency check: `npm audit --omit=dev` over what the app and server ship.
// Exits 0 without high or critical advisories, 1 with any (and prints npm's report), 2 when the
// registry cannot audit, so the summary can say "not checked" instead of passing in silence.
import { spawnSync } from 'node:child_process';
import { readAudit } from './read-audit.ts';

const UNAVAILABLE_EXIT = 2;

const reading = readAudit(spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' }).stdout);
if ('unavailable' in reading) {
  process.stdout.write(`Nicht prüfbar: ${reading.unavailable}\n`);
  process.exit(UNAVAILABLE_EXIT);
}
process.stdout.write(`${Object.entries(reading.counts).map(([level, count]) => `${level}: ${count}`).join(', ')}\n`);
if (reading.blocking) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
  process.exit(1);
}
