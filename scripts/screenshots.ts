// `npm run screenshots`: starts the server with fresh demo data, signs in as the demo user in
// Debian's chromium and photographs the main screens at tablet size (and the first ones on a
// phone), the markup editor and the signed protocol into docs/screenshots/ for the README.
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
  // The project menu's welcome hides the heading from the accessibility tree while it is open.
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
  await page.waitForLoadState('networkidle');
  // The project menu's one-time welcome would cover the screen.
  const welcome = page.getByRole('button', { name: 'VERSTANDEN!' });
  if (await welcome.isVisible()) await welcome.click();
  // The dashboard opens on NEU; the open projects say more about the product.
  const open = page.getByRole('tab', { name: 'OFFEN' });
  if (await open.isVisible()) await open.click();
  await page.waitForTimeout(500);
}

/** Draws a stroke across the middle of an element, as a finger would. */
async function stroke(page: Page, box: { x: number; y: number; width: number; height: number }, from: number, to: number, wave: number) {
  await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let step = 1; step <= 16; step += 1) {
    const at = from + ((to - from) * step) / 16;
    await page.mouse.move(box.x + box.width * at, box.y + box.height * (0.5 + Math.sin(step / 2.5) * wave));
  }
  await page.mouse.up();
}

/** 'Markieren' on the demo project's attic photo, with a circle and an arrow drawn. */
async function markupEditor(page: Page): Promise<void> {
  await settle(page, `${PROJECT}/dach`);
  await page.getByRole('button', { name: /^dach-innen.* öffnen$/ }).first().click();
  await page.getByRole('button', { name: 'Markieren' }).click();
  const editor = page.getByRole('dialog', { name: /^Markieren: / });
  const stage = editor.getByRole('img', { name: / mit 0 Markierungen$/ });
  const box = await stage.boundingBox();
  if (!box) throw new Error('Kein Markierungsfeld');
  await editor.getByRole('button', { name: 'Kreis' }).click();
  await stroke(page, { ...box, y: box.y - box.height * 0.15 }, 0.35, 0.6, 0.12);
  await editor.getByRole('button', { name: 'Pfeil' }).click();
  await stroke(page, { ...box, y: box.y + box.height * 0.2 }, 0.15, 0.38, 0);
  await editor.getByRole('img', { name: / mit 2 Markierungen$/ }).waitFor();
}

/** The Protokoll page after the customer signed on the pad. */
async function signedProtocol(page: Page): Promise<void> {
  await settle(page, `${PROJECT}/protokoll`);
  await page.getByRole('button', { name: 'Vom Kunden unterschreiben lassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protokoll unterschreiben' });
  const pad = await dialog.getByRole('img', { name: 'Unterschriftsfeld' }).boundingBox();
  if (!pad) throw new Error('Kein Unterschriftsfeld');
  await stroke(page, pad, 0.08, 0.5, 0.25);
  await stroke(page, pad, 0.52, 0.9, 0.15);
  await dialog.getByRole('button', { name: 'Unterschrift speichern' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(/^Unterschrieben von /).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
}

/** A south face entered on the outer roof: its layout beside the roof's PV estimate (issue 25). */
async function roofFaces(page: Page): Promise<void> {
  await settle(page, `${PROJECT}/dach`);
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await page.getByRole('button', { name: 'Dachfläche hinzufügen' }).click();
  await page.getByLabel('Name der Fläche').fill('Süd zur Straße');
  await page.getByRole('button', { name: 'S', exact: true }).click();
  await page.getByLabel('Gemessen').check();
  await page.getByLabel('Neigung (°)').fill('38');
  await page.getByRole('textbox', { name: 'Firstlänge (Breite an der Traufe)' }).fill('11,5');
  await page.getByRole('textbox', { name: 'Sparrenlänge (Traufe bis First)' }).fill('6');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await page.getByRole('region', { name: 'Dachflächen' }).evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
}

/** Screens that need a few taps first (tablet only). */
const SCENES: Array<[string, (page: Page) => Promise<void>]> = [
  ['markieren', markupEditor],
  ['unterschrift', signedProtocol],
  // Last: it leaves the roof on its outer tab, which the roof page then opens on.
  ['dachflaechen', roofFaces],
];

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
    const shoot = async (name: string) => {
      await page.screenshot({ path: path.join(OUT, `${name}-${device}.jpg`), type: 'jpeg', quality: 80 });
      process.stdout.write(`${OUT}/${name}-${device}.jpg\n`);
    };
    for (const [name, route] of screens) {
      await settle(page, route);
      await shoot(name);
    }
    for (const [name, scene] of device === 'tablet' ? SCENES : []) {
      await scene(page);
      await shoot(name);
    }
    await context.close();
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid);
  await rm(runDir, { recursive: true, force: true });
}
