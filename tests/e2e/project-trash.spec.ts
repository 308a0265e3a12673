// A customer's data from the project menu (issue 23, points 1 and 2): deleting as a surveyor does
// it, with a question that names the customer; the dashboard offers 'Rückgängig'; the company's
// trash restores it or erases it for good; another tablet that held the project drops it. And
// the export: everything stored about the project in one ZIP.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { pdfText } from '../../server/test-support/pdf-text';
import { companyChecklistPath, projectPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, projectUrl } from './api-helpers';
import { DEMO, newCompanyProject, signIn, startProject, waitForServiceWorker } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';

const STREET = 'Große Straße 12 – Hinterhaus, 3. OG links 🏠';
/** The address as a question or the trash shows it: on one line. */
const ADDRESS = `${STREET}, 68159 Mannheim`;

/** A project with a customer, its menu on screen; answers its id and the customer's name. */
async function customerProject(page: Page, lastName: string): Promise<{ projectId: string; owner: string }> {
  const projectId = await startProject(page);
  const owner = `Zoë ${lastName}`;
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill(owner);
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(STREET);
  await page.getByRole('textbox', { name: 'PLZ' }).fill('68159');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Mannheim');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/men(%C3%BC|ü)$/);
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  return { projectId, owner };
}

async function deleteFromMenu(page: Page, owner: string) {
  await page.getByRole('button', { name: 'Projekt löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Projekt löschen?' });
  await expect(ask).toContainText(`Das Projekt von ${owner} (${ADDRESS}) kommt in den Papierkorb`);
  await ask.getByRole('button', { name: 'In den Papierkorb' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openTrash(page: Page) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Papierkorb' }).click();
  await expect(page.getByRole('heading', { name: 'Papierkorb' })).toBeVisible();
}

test('a deleted project goes to the trash, comes back by Rückgängig and from the trash, and is erased for good', async ({ page }) => {
  test.setTimeout(150_000);
  const { projectId, owner } = await customerProject(page, `Łęcka-Øster-${Date.now()}`);
  const headers = await apiHeaders(page);

  // Asked first; 'Abbrechen' keeps it.
  await page.getByRole('button', { name: 'Projekt löschen' }).click();
  await page.getByRole('dialog', { name: 'Projekt löschen?' }).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await deleteFromMenu(page, owner);
  await expect(page.getByText(`Projekt von ${owner} in den Papierkorb verschoben.`)).toBeVisible();
  await new DashboardPage(page).find('OFFEN', owner);
  await expect(page.getByText(`Kunde: ${owner}`)).toHaveCount(0);
  expect((await page.request.get(projectUrl(projectId), { headers })).status()).toBe(410);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByText(`Projekt von ${owner} wiederhergestellt.`)).toBeVisible();
  await expect(page.getByText(`Kunde: ${owner}`)).toBeVisible();
  expect((await page.request.get(projectUrl(projectId), { headers })).status()).toBe(200);

  // Deleted again, it waits in the trash with its dates, and is restored from there. Opened again
  // (a bookmark, a link), the deleted project says where it went and leads there.
  await page.getByText(`Kunde: ${owner}`).click();
  await deleteFromMenu(page, owner);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await expect(page.getByRole('status').filter({ hasText: 'Dieses Projekt wurde gelöscht und liegt im Papierkorb der Firma.' })).toBeVisible();
  await page.getByRole('button', { name: 'Zum Papierkorb' }).click();
  await expect(page.getByRole('heading', { name: 'Papierkorb' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: owner });
  await expect(entry).toContainText(ADDRESS);
  await expect(entry).toContainText(/Gelöscht am \d{2}\.\d{2}\.\d{4}/);
  await expect(entry).toContainText(/Wird am \d{2}\.\d{2}\.\d{4} endgültig gelöscht/);
  await entry.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Projekt von ${owner} wiederhergestellt.` })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/projekte/${projectId}/men(%C3%BC|ü)$`));
  // The answer 'gone' seen before is not kept: restored, the project loads as the server has it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Projekt löschen' })).toBeVisible();
  await expect(page.getByText(/Dieses Projekt wurde gelöscht|Status: 410/)).toHaveCount(0);

  // Erased for good after a second question: the server keeps nothing to open.
  await deleteFromMenu(page, owner);
  await openTrash(page);
  await entry.getByRole('button', { name: 'Endgültig löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Endgültig löschen?' });
  await expect(ask).toContainText(`Das Projekt von ${owner} (${ADDRESS}) wird mit allen Fotos`);
  await ask.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Projekt von ${owner} endgültig gelöscht.` })).toBeVisible();
  await expect(entry).toHaveCount(0);
  const gone = await page.request.get(projectUrl(projectId), { headers });
  expect(gone.status()).toBe(410);
  expect((await gone.json()).message).toBe('Das Projekt wurde endgültig gelöscht. Änderungen daran werden nicht mehr gespeichert.');
});

test('another tablet drops a project deleted elsewhere; one with an unsent change is told and keeps it until it gives the change up', { tag: '@one-size' }, async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { projectId, owner } = await customerProject(page, `Kaya-${Date.now()}`);
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, `/companies/${DEMO_COMPANY_ID}/dashboard`);
  // Offline in a cellar the app runs from its installed copy; without it a page whose code was
  // still loading when the network went would wait for it until SPEC's 120 s give up.
  await waitForServiceWorker(tablet);
  await new DashboardPage(tablet).find('OFFEN', owner);
  await expect(tablet.getByText(`Kunde: ${owner}`)).toBeVisible();

  // The other tablet changes the phone number offline, then this one deletes the project.
  await tablet.getByText(`Kunde: ${owner}`).click();
  await tablet.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await tablet.getByRole('button', { name: 'Kundeninformationen' }).click();
  await other.setOffline(true);
  await tablet.getByRole('textbox', { name: 'Telefon' }).fill('0621 555 0303');
  await tablet.getByRole('button', { name: 'Fertig' }).click();
  await deleteFromMenu(page, owner);

  await other.setOffline(false);
  await tablet.goto(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  // The change is refused with the reason, not lost silently and not bringing the project back.
  await tablet.getByRole('button', { name: /Änderung/ }).click();
  await expect(tablet.getByRole('dialog')).toContainText('Das Projekt wurde gelöscht und liegt im Papierkorb.', { timeout: 30_000 });
  await tablet.getByRole('dialog', { name: 'Synchronisierung' }).getByRole('button', { name: 'Verwerfen' }).click();
  await tablet.getByRole('dialog', { name: 'Diese Änderung wirklich verwerfen? Sie geht dann verloren.' }).getByRole('button', { name: 'Verwerfen' }).click();
  await tablet.getByRole('button', { name: 'Schließen' }).click();
  await tablet.reload();
  await new DashboardPage(tablet).find('OFFEN', owner);
  await expect(tablet.getByText(`Kunde: ${owner}`)).toHaveCount(0, { timeout: 30_000 });
  const headers = await apiHeaders(page);
  expect((await page.request.get(projectUrl(projectId), { headers })).status()).toBe(410);
  await other.close();
});

test('a tablet with the list open drops a project deleted elsewhere when the user synchronises, without a reload', { tag: '@one-size' }, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { owner } = await customerProject(page, `Øberg-${Date.now()}`);
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, `/companies/${DEMO_COMPANY_ID}/dashboard`);
  await new DashboardPage(tablet).find('OFFEN', owner);
  await expect(tablet.getByText(`Kunde: ${owner}`)).toBeVisible();

  await deleteFromMenu(page, owner);
  await tablet.getByRole('button', { name: 'Online. Alle Änderungen übertragen' }).click();
  const sync = tablet.getByRole('dialog', { name: 'Synchronisierung' });
  await sync.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  await sync.getByRole('button', { name: 'Schließen' }).click();
  await expect(tablet.getByText(`Kunde: ${owner}`)).toHaveCount(0);
  await other.close();
});

test('a tablet with the project open learns of its deletion and its restore elsewhere when the user synchronises, without a reload', { tag: '@one-size' }, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { projectId, owner } = await customerProject(page, `Şen-${Date.now()}`);
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, projectPath(DEMO_COMPANY_ID, projectId, 'kundendaten'));
  await expect(tablet.getByRole('textbox', { name: 'Vor- und Nachname' })).toHaveValue(owner);
  const synchronise = async () => {
    await tablet.getByRole('button', { name: /^Online\./ }).click();
    const sync = tablet.getByRole('dialog', { name: 'Synchronisierung' });
    await sync.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    await sync.getByRole('button', { name: 'Schließen' }).click();
  };
  const removed = tablet.getByRole('status').filter({ hasText: 'Dieses Projekt wurde gelöscht und liegt im Papierkorb der Firma.' });

  await deleteFromMenu(page, owner);
  await synchronise();
  await expect(removed).toBeVisible();
  await openTrash(page);
  await page.getByRole('listitem', { name: owner }).getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Projekt von ${owner} wiederhergestellt.` })).toBeVisible();
  await synchronise();
  await expect(removed).toBeHidden();
  await expect(tablet.getByRole('textbox', { name: 'Vor- und Nachname' })).toHaveValue(owner);
  await other.close();
});

test("the project's data downloads as one ZIP: its document, its photos and the protocol", async ({ page }) => {
  test.setTimeout(120_000);
  const { projectId, owner } = await customerProject(page, `Ørsted-${Date.now()}`);
  await page.getByRole('button', { name: 'Die Elektrik' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).first().click();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#455a64' } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: 'zähler.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByRole('figure', { name: 'zähler.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Projekt exportieren (ZIP)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vor-ort-export_Zoë_Ørsted-\d+_\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('status').filter({ hasText: 'Der Export wurde heruntergeladen' })).toBeVisible();
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const exported = JSON.parse(new TextDecoder().decode(zip['projekt.json']));
  expect(exported.project).toMatchObject({ id: projectId, customer: { firstName: 'Zoë' } });
  expect(exported.files).toEqual([expect.objectContaining({ path: 'dateien/elektrik/zähler.jpg', kind: 'original' })]);
  expect(zip['dateien/elektrik/zähler.jpg']).toBeDefined();
  expect(await pdfText(Buffer.from(zip['protokoll.pdf']))).toContain(owner.split(' ')[1]);
});

test('a company keeps done projects only as long as it sets: off by default, set and switched off again on its settings page', { tag: '@one-size' }, async ({ page }) => {
  const { companyId } = await newCompanyProject(page);
  await page.goto(companyChecklistPath(companyId));
  const retention = page.getByRole('combobox', { name: 'Erledigte Projekte löschen nach' });
  await expect(retention).toHaveText('Nie automatisch');
  await expect(page.getByText('Erledigte Projekte bleiben, bis jemand sie löscht.')).toBeVisible();
  await retention.click();
  await page.getByRole('option', { name: '24 Monaten' }).click();
  await expect(page.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();
  await expect(page.getByText(/Ein Projekt mit Status „Erledigt“, das 24 Monaten lang nicht mehr geändert wurde, kommt .* nach 30 Tagen endgültig gelöscht/)).toBeVisible();
  await page.reload();
  await expect(retention).toHaveText('24 Monaten');
  const headers = await apiHeaders(page);
  expect((await (await page.request.get(`/api/companies/${companyId}/settings`, { headers })).json()).retentionMonths).toBe(24);
  await retention.click();
  await page.getByRole('option', { name: 'Nie automatisch' }).click();
  await expect(page.getByText('Erledigte Projekte bleiben, bis jemand sie löscht.')).toBeVisible();
  expect((await (await page.request.get(`/api/companies/${companyId}/settings`, { headers })).json()).retentionMonths).toBeNull();
});

test("the project's Verlauf says who changed what and when, newest first", async ({ page }) => {
  const { projectId } = await customerProject(page, `Nowak-${Date.now()}`);
  await page.getByRole('button', { name: 'Kundeninformationen' }).click();
  await page.getByRole('textbox', { name: 'Telefon' }).fill('0621 555 0404');
  await page.getByRole('button', { name: 'Fertig' }).click();
  const headers = await apiHeaders(page);
  await expect.poll(async () => (await (await page.request.get(projectUrl(projectId), { headers })).json()).customer?.phone, { timeout: 30_000 }).toBe('0621 555 0404');
  // Another tablet's change made offline three hours ago arrives now, as its outbox sends it.
  const current = await (await page.request.get(projectUrl(projectId), { headers })).json();
  const madeAt = new Date(Date.now() - 3 * 60 * 60 * 1000);
  const madeAtClock = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(madeAt);
  const late = await page.request.put(projectUrl(projectId), {
    headers: { ...headers, 'if-match': `"v${current.version}"`, 'x-changed-at': madeAt.toISOString() },
    data: { ...current, customer: { ...current.customer, email: 'zoe@example.de' } },
  });
  expect(late.status()).toBe(200);
  await page.getByRole('button', { name: 'Verlauf' }).click();
  const entries = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem');
  await expect(entries.first()).toContainText('„zoe@example.de“');
  await expect(entries.first()).toContainText(`, ${madeAtClock} Uhr · demo`);
  await expect(entries.first()).toContainText(/offline gemacht, übertragen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(entries.nth(1)).toContainText('Geändert');
  await expect(entries.nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · demo/);
  await expect(entries.nth(1)).not.toContainText('offline gemacht');
  await expect(entries.nth(1)).toContainText('Kunde › Telefon: (leer) → „0621 555 0404“');
  await expect(entries.last()).toContainText('Angelegt');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(new RegExp(`/projekte/${projectId}/men(%C3%BC|ü)$`));
});

test("a company that has faces blurred stores photos without them; the manager alone may see the original", { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(90_000);
  const { companyId, projectId } = await newCompanyProject(page);
  await page.goto(companyChecklistPath(companyId));
  const faces = page.getByRole('combobox', { name: 'Gesichter unkenntlich machen' });
  await expect(faces).toHaveText('Aus');
  await faces.click();
  await page.getByRole('option', { name: 'An – Original für Verwalter aufbewahren' }).click();
  await expect(page.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();
  await expect(page.getByText(/Das unveränderte Original sehen nur Benutzer, die die Firma verwalten dürfen\. Gilt für Fotos, die ab jetzt hochgeladen werden/)).toBeVisible();

  await page.goto(projectPath(companyId, projectId, 'elektrik'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  const group = await readFile('node_modules/@vladmandic/face-api/demo/sample1.jpg');
  await (await chooser).setFiles({ name: 'nachbarn.jpg', mimeType: 'image/jpeg', buffer: group });
  await expect(page.getByText(/Upload erfolgreich \(1 Bild\)/)).toBeVisible({ timeout: 60_000 });
  const tile = page.getByRole('figure', { name: 'nachbarn.jpg' });
  await expect(tile).not.toContainText('wartet auf Upload');
  await tile.getByRole('button', { name: 'nachbarn.jpg öffnen' }).click();
  const view = page.getByRole('dialog', { name: 'nachbarn.jpg' });
  await expect(view).toContainText('3 Gesichter unkenntlich gemacht');
  const shown = () => view.getByRole('img', { name: 'nachbarn.jpg' }).evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth ? img.src : null));
  await expect.poll(shown).not.toBeNull();
  const blurred = await shown();
  await view.getByRole('button', { name: 'Original mit Gesichtern' }).click();
  await expect.poll(shown).not.toBe(blurred);
  await expect.poll(shown).not.toBeNull();
  await view.getByRole('button', { name: 'Gesichter unkenntlich' }).click();
  await expect(view.getByRole('button', { name: 'Original mit Gesichtern' })).toBeVisible();
});
