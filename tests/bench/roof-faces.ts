// The outer roof with many faces (issue 25), with the page's CPU slowed 4x (a mid-range tablet):
// the tap on 'Dachaußenseite' until every face's layout and the roof's PV estimate (the hourly
// balance without and with the battery) are painted, and in a face's editor each keystroke in a
// length until its layout, kWp and yield show the new value. Both are what a surveyor waits for
// while walking round the roof; the budgets are the 100 ms in which a response feels immediate
// (RAIL) and 300 ms for a screen of drawings.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { projectPath } from '../../src/domain/app-paths.ts';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { newProject } from '../../src/domain/new-project.ts';
import type { RoofFace } from '../../src/domain/pv/roof-face.ts';
import { putProject } from './bench-api.ts';
import { newContext, signIn } from './bench-browser.ts';
import type { Figure } from './figures.ts';
import { median, percentile, round } from './stats.ts';

const FACES = 8;
const TAB_OPENINGS = 10;
const KEYSTROKES = 20;
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    __benchShown?: number[];
  }
}

/** Eight faces as a house with a garage and dormers has them: all directions, sizes and shadings. */
function roofFaces(): RoofFace[] {
  return Array.from({ length: FACES }, (_, index) => ({
    id: randomUUID(),
    name: `Fläche ${index + 1}`,
    azimuthDeg: index * 45,
    slopeDeg: 20 + index * 5,
    slopeSource: 'gemessen',
    ridgeLength: { wert: 8 + index, einheit: 'm' },
    rafterLength: { wert: 5 + (index % 3), einheit: 'm' },
    shading: (['keine', 'teilweise', 'stark'] as const)[index % 3],
    shadingCauses: index % 3 ? ['baum'] : [],
    obstacles: index % 2 ? ['Dachfenster'] : [],
    partyWall: index === 7,
  }));
}

/**
 * In the page: the time from each user action (a tap, or a keystroke) until the frame after the
 * section headed `title` (holding a `needs` element, if given) was shown or changed in response.
 */
function watchResponses({ title, needs }: { title: string; needs?: string }): void {
  const shown: number[] = [];
  window.__benchShown = shown;
  let actedAt: number | null = null;
  for (const type of ['pointerdown', 'input']) addEventListener(type, (event) => (actedAt = event.timeStamp), true);
  new MutationObserver((records) => {
    const region = [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === title);
    if (actedAt === null || !region || (needs && !region.querySelector(needs))) return;
    if (!records.some((record) => region.contains(record.target) || [...record.addedNodes].some((node) => node.contains(region)))) return;
    const since = actedAt;
    actedAt = null;
    requestAnimationFrame(() => shown.push(performance.now() - since));
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function nextResponse(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => window.__benchShown?.length ?? 0);
  await act();
  await page.waitForFunction((count) => (window.__benchShown?.length ?? 0) > count, before, { timeout: 15_000 });
  return page.evaluate((count) => window.__benchShown?.[count] as number, before);
}

export async function measureRoofFaces(browser: Browser, baseUrl: string, token: string): Promise<Figure[]> {
  const faces = roofFaces();
  const project = { ...newProject(randomUUID()), name: 'Bench Dachflächen', house: { stromverbrauch: 4500 }, roof: { faces } };
  await putProject(baseUrl, token, project);
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page);
    const cdp = await context.newCDPSession(page);

    await page.goto(projectPath(DEMO_COMPANY_ID, project.id, 'dach'));
    await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
    const estimate = page.getByRole('region', { name: 'PV-Potenzial (Schätzung)' });
    await estimate.getByRole('row', { name: /Mit .* Speicher/ }).waitFor();
    await page.evaluate(watchResponses, { title: 'PV-Potenzial (Schätzung)', needs: 'table' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const openings: number[] = [];
    for (let opening = 0; opening < TAB_OPENINGS; opening += 1) {
      await page.getByRole('tab', { name: 'Dachinnenseite' }).click();
      await estimate.waitFor({ state: 'detached' });
      openings.push(await nextResponse(page, () => page.getByRole('tab', { name: 'Dachaußenseite' }).click()));
    }

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: /Fläche 3.* bearbeiten/ }).click();
    await page.evaluate(watchResponses, { title: 'Erste Modulbelegung' });
    const ridge = page.getByRole('textbox', { name: 'Firstlänge' });
    await ridge.click();
    await ridge.press('End');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const keystrokes: number[] = [];
    // '10' → '1' → '13' → '1' …: every keystroke changes the face's layout.
    for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
      keystrokes.push(await nextResponse(page, () => ridge.press(stroke % 2 ? String(stroke % 10) : 'Backspace')));
    }
    return [
      {
        group: 'roofFaces',
        key: 'outsideTabMedianMs',
        label: `Dachaußenseite mit ${FACES} Flächen und PV-Schätzung öffnen, 4× CPU (Median)`,
        value: round(median(openings)),
        unit: 'ms',
        budget: { limit: 300, kind: 'max' },
        note: `p95 ${round(percentile(openings, 95))} ms, ${TAB_OPENINGS} Mal`,
      },
      {
        group: 'roofFaces',
        key: 'faceKeystrokeP95Ms',
        label: 'Dachfläche: Tastendruck bis neue Belegung, 4× CPU (p95)',
        value: round(percentile(keystrokes, 95)),
        unit: 'ms',
        budget: { limit: 100, kind: 'max' },
        note: `Median ${round(median(keystrokes))} ms, ${KEYSTROKES} Tastendrücke`,
      },
    ];
  } finally {
    await context.close();
  }
}
