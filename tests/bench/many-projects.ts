// A company with 500 projects (issue 9): the dashboard's render of the OFFEN list from the
// local store (navigation to 500+ cards shown), and the save of a project as the user does it:
// Kundendaten, 'Fertig', until the app's Dexie transaction (project and outbox) has committed.
import type { Browser, Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { createProjects } from './bench-api.ts';
import { newContext, signIn, waitForServiceWorker } from './bench-browser.ts';
import { dashboardLoadMs, timeProjectLists } from './dashboard-timing.ts';
import type { Figure } from './figures.ts';
import { median, percentile, round } from './stats.ts';

const PROJECTS = 500;
const LOADS = 10;
const SAVES = 30;

declare global {
  interface Window {
    __benchSaves?: number[];
  }
}

/** Records, for each transaction writing a project and the outbox, the time since the last click. */
function watchProjectSaves(): void {
  const saves: number[] = [];
  window.__benchSaves = saves;
  let lastClick = 0;
  addEventListener('click', () => (lastClick = performance.now()), true);
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof open>) {
    const transaction = open.apply(this, args);
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (args[1] === 'readwrite' && stores.includes('projects') && stores.includes('outbox')) {
      const clickedAt = lastClick;
      transaction.addEventListener('complete', () => saves.push(performance.now() - clickedAt));
    }
    return transaction;
  } as typeof open;
}

async function saveCustomer(page: Page, projectId: string, name: string): Promise<number> {
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/kundendaten`);
  const field = page.getByLabel('Vor- und Nachname');
  await field.fill(name);
  const before = await page.evaluate(() => window.__benchSaves?.length ?? 0);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.waitForFunction((count) => (window.__benchSaves?.length ?? 0) > count, before, { timeout: 15_000 });
  return page.evaluate(() => window.__benchSaves?.at(-1) as number);
}

export async function measureManyProjects(browser: Browser, baseUrl: string, token: string, openBefore: number): Promise<Figure[]> {
  const ids = await createProjects(baseUrl, token, PROJECTS);
  const expected = openBefore + PROJECTS;
  const context = await newContext(browser, baseUrl);
  try {
    await timeProjectLists(context, expected);
    await context.addInitScript(watchProjectSaves);
    const page = await context.newPage();
    await signIn(page);
    await waitForServiceWorker(page);
    await dashboardLoadMs(page);
    const loads: number[] = [];
    for (let load = 0; load < LOADS; load += 1) loads.push(await dashboardLoadMs(page));

    // Offline, so no replay or refresh writes projects while the saves are timed.
    await context.setOffline(true);
    const saves: number[] = [];
    for (let save = 0; save < SAVES; save += 1) saves.push(await saveCustomer(page, ids[save], `Kundin ${save + 1}`));
    const note = `${expected} offene Projekte im lokalen Speicher`;
    return [
      { group: 'manyProjects', key: 'dashboardMedianMs', label: 'Dashboard mit 500 Projekten (Median)', value: round(median(loads), 0), unit: 'ms', note },
      { group: 'manyProjects', key: 'dashboardP95Ms', label: 'Dashboard mit 500 Projekten (p95)', value: round(percentile(loads, 95), 0), unit: 'ms', note: `${LOADS} Ladevorgänge` },
      { group: 'manyProjects', key: 'saveMedianMs', label: 'Projekt speichern lokal (Median)', value: round(median(saves), 1), unit: 'ms', note: 'Klick „Fertig“ bis Dexie-Commit' },
      {
        group: 'manyProjects',
        key: 'saveP95Ms',
        label: 'Projekt speichern lokal (p95)',
        value: round(percentile(saves, 95), 1),
        unit: 'ms',
        budget: { limit: 50, kind: 'below' },
        note: `${SAVES} Speicherungen`,
      },
    ];
  } finally {
    await context.close();
  }
}
