// Lighthouse (issue 24, point 2): the dashboard and the project menu, signed in, with
// Lighthouse's mobile profile (a mid-range phone, its CPU slowed 4x and a slow 4G link,
// simulated). Runs in Debian's chromium through puppeteer-core, as Lighthouse drives it.
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { projectPath } from '../../src/domain/app-paths.ts';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { CHROMIUM_LAUNCH } from '../e2e/browser.ts';
import { DEMO } from './bench-browser.ts';
import type { Figure } from './figures.ts';
import { median, round } from './stats.ts';

/** Lighthouse's own advice: one run varies by several points, the median of a few does not. */
const RUNS = 3;

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard`);
  await page.locator('#username').fill(DEMO.username);
  await page.locator('#password').fill(DEMO.password);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname.endsWith('/dashboard') && !location.search.includes('code=') && document.querySelector('h1'), { timeout: 30_000 });
}

async function audit(page: Page, url: string) {
  // Storage kept: the app signs in from it. The first load of a run warms nothing the next needs.
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
  if (!result) throw new Error(`Lighthouse lieferte nichts für ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const unusedJs = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  const uncompressed = lhr.audits['uses-text-compression']?.details as { items?: Array<{ url: string }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    unusedJsKb: (unusedJs?.overallSavingsBytes ?? 0) / 1024,
    uncompressed: uncompressed?.items?.map((item) => new URL(item.url).pathname) ?? [],
  };
}

export async function measureLighthouse(baseUrl: string, projectId: string): Promise<Figure[]> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    headless: true,
    args: (CHROMIUM_LAUNCH.args ?? []).filter((arg) => arg !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    const pages = [
      { key: 'dashboard', label: 'Dashboard', url: `${baseUrl}/companies/${DEMO_COMPANY_ID}/dashboard` },
      { key: 'projectMenu', label: 'Projektmenü', url: `${baseUrl}${projectPath(DEMO_COMPANY_ID, projectId)}` },
    ];
    const figures: Figure[] = [];
    for (const { key, label, url } of pages) {
      const runs: Array<Awaited<ReturnType<typeof audit>>> = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page, url));
      const of = (pick: (result: (typeof runs)[number]) => number) => median(runs.map(pick));
      const uncompressed = [...new Set(runs.flatMap((result) => result.uncompressed))];
      const note = `Median aus ${RUNS} Läufen; ${uncompressed.length ? `unkomprimiert: ${uncompressed.join(', ')}` : 'alle Textantworten komprimiert'}`;
      figures.push(
        { group: 'lighthouse', key: `${key}Score`, label: `Lighthouse Performance, ${label} (mobil)`, value: of((result) => result.score), unit: '', budget: { limit: 95, kind: 'min' }, note },
        { group: 'lighthouse', key: `${key}TbtMs`, label: `Total Blocking Time, ${label}`, value: round(of((result) => result.tbtMs), 0), unit: 'ms', budget: { limit: 150, kind: 'max' } },
        { group: 'lighthouse', key: `${key}LcpMs`, label: `Largest Contentful Paint, ${label}`, value: round(of((result) => result.lcpMs), 0), unit: 'ms' },
        { group: 'lighthouse', key: `${key}UnusedJsKb`, label: `Ungenutztes JS, ${label}`, value: round(of((result) => result.unusedJsKb), 0), unit: 'KiB' },
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}
