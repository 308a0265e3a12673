// End-to-end tests in Debian's chromium against the server `npm start` runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/browser';

const port = Number(process.env.E2E_PORT ?? 8181);
// Fresh data and a fresh build per run: the specs test the current sources, and may change the
// served files (a service worker update) without touching the developer's dist/.
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(path.join(tmpdir(), 'vor-ort-e2e-'));
process.env.E2E_RUN_DIR = runDir;
const distDir = path.join(runDir, 'dist');

const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two spec files at a time: the suite mostly waits on timers and the network, so a 2-core
  // machine runs it in about half the time. Specs that kill their server or deploy a new build
  // start one of their own (own-server.ts); the others share this one and its demo company.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'allow',
    // A failed test keeps its actions and DOM snapshots. The screencast's frames are left out:
    // recording them took as much CPU as the test itself (fault-injection: 2.7 min with them,
    // 1.8 without), and on two shared cores that pushed long tests past their time limits.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 800, height: 1280 }, hasTouch: true } },
    {
      name: 'phone',
      // What a surveyor sees and taps runs at both sizes; a rule no screen size changes (a merge of
      // two tablets' edits, the camera's time, the server blurring faces) is tagged and runs once.
      grepInvert: /@one-size/,
      testMatch: ['sign-in.spec.ts', 'dashboard-lists.spec.ts', 'first-screen.spec.ts', 'full-image.spec.ts', 'realistic-day.spec.ts', 'required-shots.spec.ts', 'evidence.spec.ts', 'voice-memos.spec.ts', 'shared-tablet.spec.ts', 'project-trash.spec.ts', 'roof-faces.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), DATA_DIR: path.join(runDir, 'data'), DIST_DIR: distDir, LOG_LEVEL: 'silent' },
  },
});
