// Storage protection (issue 19, item 4): the browser is asked to keep the app's data when photos
// first wait on the device, not at start; where it refuses and the app is not installed, a note
// with the iPad's steps shows once, in the page; the sync dialog says how much is stored and whether it is
// protected. The browser's answer is set by an init script, as engines answer differently.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { startProject } from './fixtures';
import { namedPhoto, type Photo } from './photos';

function answerPersist(granted: boolean) {
  const calls = { count: 0 };
  Object.assign(window, { persistCalls: calls });
  navigator.storage.persisted = async () => false;
  navigator.storage.persist = async () => {
    calls.count += 1;
    return granted;
  };
}

const persistCalls = (page: Page) => page.evaluate(() => (window as unknown as { persistCalls: { count: number } }).persistCalls.count);

async function pick(page: Page, files: Photo[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
}

test('refused protection: asked at the first photo, the install hint shows once, the sync dialog tells', async ({ page, context }) => {
  await context.addInitScript(answerPersist, false);
  const projectId = await startProject(page);
  expect(await persistCalls(page)).toBe(0);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  await pick(page, [await namedPhoto('zähler.jpg')]);
  const hint = page.getByRole('note', { name: 'App zum Home-Bildschirm hinzufügen' });
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('iPad und iPhone (Safari): Teilen → Zum Home-Bildschirm.');
  expect(await persistCalls(page)).toBeGreaterThan(0);
  await hint.getByRole('button', { name: 'Verstanden' }).click();
  await expect(hint).toBeHidden();

  await pick(page, [await namedPhoto('sicherungen.jpg')]);
  await expect(page.getByRole('figure', { name: 'sicherungen.jpg' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('figure', { name: 'sicherungen.jpg' })).toBeVisible();
  await expect(hint).toHaveCount(0);

  await page.getByRole('button', { name: /^Online\./ }).click();
  const sync = page.getByRole('dialog', { name: 'Synchronisierung' });
  await expect(sync.getByRole('heading', { name: 'Speicher auf diesem Gerät' })).toBeVisible();
  await expect(sync).toContainText('Der Browser darf die Daten bei Platzmangel löschen.');
});

test('granted protection: no install hint', async ({ page, context }) => {
  await context.addInitScript(answerPersist, true);
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`);
  await pick(page, [await namedPhoto('keller.jpg')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload erfolgreich (1 Bild)' })).toBeVisible({ timeout: 30_000 });
  expect(await persistCalls(page)).toBeGreaterThan(0);
  await expect(page.getByRole('note', { name: 'App zum Home-Bildschirm hinzufügen' })).toHaveCount(0);
});

/** Every frame, where the menu's 'Fotosammlung hochladen' entry is: a finger aims at it as soon as it shows. */
function trackEntryTops() {
  const tops: number[] = [];
  Object.assign(window, { entryTops: tops });
  const look = () => {
    const entry = document.querySelector('[aria-label="Fotosammlung hochladen"]');
    if (entry) tops.push(Math.round(entry.getBoundingClientRect().top));
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

test('no menu entry moves from under a finger while the menu loads: not for the install hint, not for the state lines', async ({ page, context }) => {
  await context.addInitScript(answerPersist, false);
  await context.addInitScript(trackEntryTops);
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/elektrik`);
  await pick(page, [await namedPhoto('zähler.jpg')]);
  const hint = page.getByRole('note', { name: 'App zum Home-Bildschirm hinzufügen' });
  await expect(hint).toBeVisible();

  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/men%C3%BC`);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await expect(hint).toBeVisible();
  const entry = page.getByRole('button', { name: 'Fotosammlung hochladen' });
  await expect(entry).toBeVisible();
  // Two frames after the hint showed: where the entry went, if the hint moved it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const tops = await page.evaluate(() => (window as unknown as { entryTops: number[] }).entryTops);
  expect(tops.length).toBeGreaterThan(0);
  expect(new Set(tops)).toEqual(new Set([tops[0]]));
});
