// Voice memos (issue 22, point 3): recorded on an area's page with the microphone (Chromium's
// fake device plays a tone), kept on the device offline and through a reload, played back,
// synced, heard on a second device, deleted, and listed in the protocol by length and time.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { projectPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { pdfText } from '../../server/test-support/pdf-text';
import { serverProject } from './api-helpers';
import { DEMO, signIn, startProject, waitForServiceWorker } from './fixtures';

/** Records until the clock on screen shows `seconds`, then ends the recording. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Sprachnotiz aufnehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Aufnahme läuft · 0:0${seconds}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Aufnahme beenden' }).click();
}

const memos = (page: Page) => page.getByRole('list', { name: 'Sprachnotizen' }).getByRole('listitem');

test('a voice memo recorded offline is kept through a reload, plays, reaches the server and another device, and is printed', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const projectId = await startProject(page);
  // The protocol needs a customer (SPEC §7).
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Zoë Łęcka-Øster');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);

  await record(page, 2);
  await expect(memos(page)).toHaveCount(1);
  // Named by the time it was recorded, so the name stays when another memo goes.
  await expect(memos(page).first()).toContainText(/Sprachnotiz \d{2}:\d{2}:\d{2}/);
  await expect(memos(page).first()).toContainText(/0:0[23] Min\. · \d{2}\.\d{2}\.\d{4}/);
  await expect(memos(page).first()).toContainText('Noch nicht übertragen');

  await page.reload();
  await expect(memos(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Sprachnotiz [\d:]+ abspielen/ }).click();
  await expect(page.getByRole('button', { name: /^Sprachnotiz [\d:]+ anhalten/ })).toBeVisible();
  // Played to its end, the button offers to play it again.
  await expect(page.getByRole('button', { name: /^Sprachnotiz [\d:]+ abspielen/ })).toBeVisible({ timeout: 10_000 });

  await page.context().setOffline(false);
  await expect(memos(page).first()).not.toContainText('Noch nicht übertragen', { timeout: 30_000 });
  const stored = Object.values((await serverProject(page, projectId))?.voiceMemos ?? {}) as Array<{ area: string; durationMs: number; contentType: string }>;
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ area: 'elektrik', contentType: 'audio/webm' });
  expect(stored[0].durationMs).toBeGreaterThanOrEqual(1500);
  // Sent, it still plays here without a connection: the device kept its own recording.
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: /^Sprachnotiz [\d:]+ abspielen/ }).click();
  await expect(page.getByRole('button', { name: /^Sprachnotiz [\d:]+ anhalten/ })).toBeVisible();
  await page.context().setOffline(false);

  // Another tablet lists it and plays it from the server; the grounding tab has none.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await expect(memos(tablet)).toHaveCount(1);
  await tablet.getByRole('button', { name: /^Sprachnotiz [\d:]+ abspielen/ }).click();
  await expect(tablet.getByRole('button', { name: /^Sprachnotiz [\d:]+ anhalten/ })).toBeVisible();
  await tablet.getByRole('tab', { name: 'Erdung' }).click();
  await expect(tablet.getByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeVisible();
  await expect(memos(tablet)).toHaveCount(0);
  await other.close();

  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));
  // The Protokoll page plays them too, by area, before the customer signs.
  await expect(page.getByRole('region', { name: /^Sprachnotizen: / }).getByRole('button', { name: /^Sprachnotiz [\d:]+ abspielen/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
  const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
  expect(text).toContain('Sprachnotizen');
  expect(text).toMatch(/0:0[23] Min\., aufgenommen \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
});

test('leaving the page mid-memo keeps it; a memo is deleted after asking, on the device and on the server', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'aufstellort'));
  await page.getByRole('button', { name: 'Sprachnotiz aufnehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aufnahme läuft · 0:01' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/men(%C3%BC|ü)$/);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.getByRole('button', { name: 'Aufstellort' }).click();
  await expect(memos(page)).toHaveCount(1);
  await expect.poll(async () => Object.keys((await serverProject(page, projectId))?.voiceMemos ?? {}).length, { timeout: 30_000 }).toBe(1);

  // 'Aufnahme verwerfen' asks first: one slip beside 'Aufnahme beenden' must not lose minutes of talk.
  await page.getByRole('button', { name: 'Sprachnotiz aufnehmen' }).click();
  await page.getByRole('button', { name: 'Aufnahme verwerfen' }).click();
  const discard = page.getByRole('dialog', { name: 'Aufnahme verwerfen?' });
  await discard.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Aufnahme läuft/ })).toBeVisible();
  await page.getByRole('button', { name: 'Aufnahme verwerfen' }).click();
  await discard.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeVisible();
  await expect(memos(page)).toHaveCount(1);

  await record(page, 1);
  await expect(memos(page)).toHaveCount(2);
  await expect.poll(async () => Object.keys((await serverProject(page, projectId))?.voiceMemos ?? {}).length, { timeout: 30_000 }).toBe(2);
  // Memos are named by the second they were recorded; a memo just sent gets its play button once the server has it.
  await expect(page.getByRole('button', { name: /abspielen$/ })).toHaveCount(2);
  const [first, second] = await page.getByRole('button', { name: /abspielen$/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')?.replace(/ abspielen$/, '') ?? ''));
  expect(first).toMatch(/^Sprachnotiz \d{2}:\d{2}:\d{2}$/);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: `${first} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Sprachnotiz löschen?' });
  await expect(confirm).toContainText(`${first} vom`);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(memos(page)).toHaveCount(2);
  await page.getByRole('button', { name: `${first} löschen` }).click();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(memos(page)).toHaveCount(1);
  // The other keeps its name: 'siehe Notiz 14:03:27' still finds it.
  await expect(page.getByRole('button', { name: `${second} abspielen` })).toBeVisible();
  await expect.poll(async () => Object.keys((await serverProject(page, projectId))?.voiceMemos ?? {}).length, { timeout: 30_000 }).toBe(1);
  await page.reload();
  await expect(memos(page)).toHaveCount(1);
});
