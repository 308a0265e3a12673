// `npm run screenshots`: starts the server with fresh demo data, signs in as the demo user in
// Debian's chromium and photographs the main screens at tablet size (and the dashboard on a
// phone) into docs/screenshots/ for the README.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../src/domain/constants.ts';
import { CHROMIUM_LAUNCH } from '../tests/e2e/browser.ts';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 8290);
const BASE = `http://localhost:${PORT}`;
const OUT = 'docs/screenshots';
const PROJECT = `/companies/${DEMO_COMPANY_ID}/projekte/6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40`;
const SCREENS: Array<[string, string]> = [
  ['dashboard', `/companies/${DEMO_COMPANY_ID}/dashboard`],
  ['projektmenue', `${PROJECT}/menü`],
  ['dach', `${PROJECT}/dach`],
  ['elektrik', `${PROJECT}/elektrik`],
  ['aufstellort', `${PROJECT}/aufstellort`],
  ['baubarkeit', `${PROJECT}/baubarkeits-check`],
  ['protokoll', `${PROJECT}/protokoll`],
  ['was-fehlt', `${PROJECT}/was-fehlt`],
];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${BASE}/config.json`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Server auf ${BASE} antwortet nicht`);
}

async function settle(page: Page, route: string): Promise<void> {
  await page.goto(`${BASE}${route}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // The project menu's one-time welcome would cover the screen.
  const welcome = page.getByRole('button', { name: 'VERSTANDEN!' });
  if (await welcome.isVisible()) await welcome.click();
  // The dashboard opens on NEU; the open projects say more about the product.
  const open = page.getByRole('tab', { name: 'OFFEN' });
  if (await open.isVisible()) await open.click();
  await page.waitForTimeout(500);
}

const runDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-screenshots-'));
const server = spawn('npx', ['tsx', 'server/start.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(runDir, 'data'), LOG_LEVEL: 'silent' },
  stdio: 'inherit',
  detached: true,
});
try {
  await waitForServer();
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  for (const [device, viewport, screens] of [
    ['tablet', { width: 800, height: 1280 }, SCREENS],
    ['phone', { width: 390, height: 844 }, SCREENS.slice(0, 3)],
  ] as const) {
    const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin', hasTouch: true, isMobile: device === 'phone' });
    const page = await context.newPage();
    await page.goto(`${BASE}/dashboard`);
    await page.getByLabel('Benutzername').fill('demo');
    await page.getByLabel('Passwort').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
    for (const [name, route] of screens) {
      await settle(page, route);
      await page.screenshot({ path: path.join(OUT, `${name}-${device}.jpg`), type: 'jpeg', quality: 80 });
      process.stdout.write(`${OUT}/${name}-${device}.jpg\n`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid);
  await rm(runDir, { recursive: true, force: true });
}
