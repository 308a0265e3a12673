// A company with 2,000 projects (issues 9 and 24): the company's answer to a device, whole and as
// the change feed a device asks for on each dashboard visit; the dashboard's OFFEN list from the local store,
// reached by a reload and by the back arrow from a project (the budget: the list a surveyor goes
// back to all day; a reload's floor is the cold start, which has its own), and the save of a
// project as the user does it: from the menu to Kundeninformationen, typing, 'Fertig', until the
// app's Dexie transaction (project and outbox) has committed. Both plain and with the page's CPU slowed 4x (a mid-range tablet);
// the budgets hold for the latter.
import type { Browser, Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { createProjects, timeCompanyAnswer } from './bench-api.ts';
import { waitForServiceWorker } from '../e2e/fixtures.ts';
import { newContext, signIn } from './bench-browser.ts';
import { dashboardLoad, dashboardReturnMs, timeProjectLists } from './dashboard-timing.ts';
import type { Figure } from './figures.ts';
import { median, percentile, round } from './stats.ts';

const PROJECTS = 2000;
const LOADS = 10;
const SAVES = 30;
const CPU_SLOWDOWN = 4;
/** Between keystrokes: quick typing on a tablet's keyboard, shorter than the form's pause before it saves. */
const TYPING_DELAY_MS = 120;

declare global {
  interface Window {
    __benchSaves?: number[];
  }
}

/**
 * Records, for each transaction writing a project and the outbox, the time since the user's last
 * input or touch: the form saves a pause after typing (SAVE_DELAY_MS), or at once when the field
 * loses the focus to the finger on 'Fertig', and either is the save the user waits for.
 */
function watchProjectSaves(): void {
  const saves: number[] = [];
  window.__benchSaves = saves;
  let lastAction = 0;
  for (const type of ['input', 'pointerdown']) addEventListener(type, () => (lastAction = performance.now()), true);
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof open>) {
    const transaction = open.apply(this, args);
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (args[1] === 'readwrite' && stores.includes('projects') && stores.includes('outbox')) {
      const actedAt = lastAction;
      transaction.addEventListener('complete', () => saves.push(performance.now() - actedAt));
    }
    return transaction;
  } as typeof open;
}

/**
 * A save as a surveyor makes it: opens the project (its welcome the first time), taps
 * 'Kundeninformationen', types the name at a brisk pace and taps 'Fertig'; answers the time of
 * the save that kept it. Reaching the form through the menu matters: a save right after a reload
 * would time the app's start still running and the page's first ripple, which no tap meets in use.
 */
async function saveCustomer(page: Page, projectId: string, name: string): Promise<number> {
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/men%C3%BC`);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.getByText('Kundeninformationen', { exact: true }).click();
  const field = page.getByLabel('Vor- und Nachname');
  await field.click();
  await field.pressSequentially(name, { delay: TYPING_DELAY_MS });
  const before = await page.evaluate(() => window.__benchSaves?.length ?? 0);
  await page.getByRole('button', { name: 'Fertig' }).click();
  // 'Fertig' leaves for the menu once what was typed is kept.
  await page.waitForURL(/\/men(ü|%C3%BC)$/, { timeout: 15_000 });
  await page.waitForFunction((count) => (window.__benchSaves?.length ?? 0) > count, before, { timeout: 15_000 });
  return page.evaluate((count) => window.__benchSaves?.[count] as number, before);
}

/** Opens the OFFEN list's first project (welcomed before) and answers the time the back arrow takes to the list again. */
async function returnFromProject(page: Page, expected: number): Promise<number> {
  await page.locator('main .MuiCard-root h2').first().click();
  await page.waitForURL(/\/projekte\//);
  await page.getByRole('heading', { level: 1, name: /^Projekt/ }).waitFor();
  return dashboardReturnMs(page, expected);
}

export async function measureManyProjects(browser: Browser, baseUrl: string, token: string, openBefore: number): Promise<Figure[]> {
  const ids = await createProjects(baseUrl, token, PROJECTS);
  const expected = openBefore + PROJECTS;
  // What a device that loaded the company a moment after the projects were made asks next.
  const loadedAt = new Date().toISOString();
  const answers = async (since?: string) => {
    const timed = [];
    for (let call = 0; call < 5; call += 1) timed.push(await timeCompanyAnswer(baseUrl, token, since));
    return { ms: median(timed.map((answer) => answer.ms)), kb: timed[0].bytes / 1024, projects: timed[0].projects };
  };
  const whole = await answers();
  const feed = await answers(loadedAt);
  const context = await newContext(browser, baseUrl);
  try {
    await timeProjectLists(context, expected);
    await context.addInitScript(watchProjectSaves);
    const page = await context.newPage();
    await signIn(page);
    await waitForServiceWorker(page);
    await dashboardLoad(page);
    const cdp = await context.newCDPSession(page);
    const timeLoads = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const loads: number[] = [];
      // The app's own list: a reload with the list on screen paints the list seen last at once.
      for (let load = 0; load < LOADS; load += 1) loads.push((await dashboardLoad(page)).appMs);
      return loads;
    };
    const loads = await timeLoads(1);
    const throttledLoads = await timeLoads(CPU_SLOWDOWN);
    const timeReturns = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const returns: number[] = [];
      for (let visit = 0; visit < LOADS; visit += 1) returns.push(await returnFromProject(page, expected));
      return returns;
    };
    await dashboardLoad(page);
    // The project's first visit shows the welcome, which the back arrow would close first.
    await page.locator('main .MuiCard-root h2').first().click();
    await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
    await page.goBack();
    const returns = await timeReturns(1);
    const throttledReturns = await timeReturns(CPU_SLOWDOWN);

    // Offline, so no replay or refresh writes projects while the saves are timed.
    await context.setOffline(true);
    const timeSaves = async (rate: number, first: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const saves: number[] = [];
      for (let save = first; save < first + SAVES; save += 1) saves.push(await saveCustomer(page, ids[save], `Kundin ${save + 1}`));
      return saves;
    };
    const saves = await timeSaves(1, 0);
    const throttledSaves = await timeSaves(CPU_SLOWDOWN, SAVES);
    const note = `${expected} offene Projekte im lokalen Speicher`;
    const dashboard = `Dashboard mit ${PROJECTS} Projekten`;
    const slowed = `${CPU_SLOWDOWN}x CPU-Drossel`;
    const back = `Vom Projekt zurück zur Liste mit ${PROJECTS} Projekten`;
    return [
      { group: 'manyProjects', key: 'companyWholeKb', label: `GET Firma mit ${PROJECTS} Projekten, ganz`, value: round(whole.kb, 0), unit: 'kB', note: `${whole.projects} Projekte, JSON unkomprimiert` },
      { group: 'manyProjects', key: 'companyWholeMs', label: `GET Firma mit ${PROJECTS} Projekten, ganz (Median)`, value: round(whole.ms, 0), unit: 'ms', note: '5 Abrufe' },
      {
        group: 'manyProjects',
        key: 'companyFeedKb',
        label: 'GET Firma, nur Änderungen seit dem letzten Laden',
        value: round(feed.kb, 1),
        unit: 'kB',
        note: `${feed.projects} Projekte geändert; das Gerät lädt so bei jedem Öffnen des Dashboards`,
      },
      { group: 'manyProjects', key: 'companyFeedMs', label: 'GET Firma, nur Änderungen (Median)', value: round(feed.ms, 0), unit: 'ms', note: '5 Abrufe' },
      { group: 'manyProjects', key: 'dashboardMedianMs', label: `${dashboard} (Median)`, value: round(median(loads), 0), unit: 'ms', note },
      { group: 'manyProjects', key: 'dashboardP95Ms', label: `${dashboard} (p95)`, value: round(percentile(loads, 95), 0), unit: 'ms', note: `${LOADS} Ladevorgänge` },
      { group: 'manyProjects', key: 'dashboardCpu4xMedianMs', label: `${dashboard}, ${slowed} (Median)`, value: round(median(throttledLoads), 0), unit: 'ms', note: 'Seite neu geladen bis zur Liste' },
      { group: 'manyProjects', key: 'dashboardCpu4xP95Ms', label: `${dashboard}, ${slowed} (p95)`, value: round(percentile(throttledLoads, 95), 0), unit: 'ms', note: `${LOADS} Ladevorgänge` },
      { group: 'manyProjects', key: 'returnMedianMs', label: `${back} (Median)`, value: round(median(returns), 0), unit: 'ms', note: 'Zurück bis Liste mit Anzahl und erster Karte' },
      {
        group: 'manyProjects',
        key: 'returnCpu4xMedianMs',
        label: `${back}, ${slowed} (Median)`,
        value: round(median(throttledReturns), 0),
        unit: 'ms',
        budget: { limit: 200, kind: 'max' },
        note: 'Navigation bis zur Liste',
      },
      { group: 'manyProjects', key: 'returnCpu4xP95Ms', label: `${back}, ${slowed} (p95)`, value: round(percentile(throttledReturns, 95), 0), unit: 'ms', note: `${LOADS} Rückwege` },
      { group: 'manyProjects', key: 'saveMedianMs', label: 'Projekt speichern lokal (Median)', value: round(median(saves), 1), unit: 'ms', note: 'Eingabe bzw. „Fertig“ bis Dexie-Commit' },
      { group: 'manyProjects', key: 'saveP95Ms', label: 'Projekt speichern lokal (p95)', value: round(percentile(saves, 95), 1), unit: 'ms', note: `${SAVES} Speicherungen` },
      {
        group: 'manyProjects',
        key: 'saveCpu4xP95Ms',
        label: `Projekt speichern lokal, ${slowed} (p95)`,
        value: round(percentile(throttledSaves, 95), 1),
        unit: 'ms',
        budget: { limit: 50, kind: 'max' },
        note: `${SAVES} Speicherungen`,
      },
    ];
  } finally {
    await context.close();
  }
}
