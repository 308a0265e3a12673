// One tablet, several surveyors (issue 23, point 4): 'Abmelden' asks before unsent work is lost,
// sends it on request, and leaves nothing of the user on the device: no database, no cached
// photos or answers, no typed inputs, no token, so the next user of the same browser starts
// from nothing.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { projectPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, projectUrl, serverProject } from './api-helpers';
import { ADMIN, startProject, waitForServiceWorker } from './fixtures';
import { SignInPage } from './pages/sign-in-page';

/** What the browser keeps for this origin, and whether any of it holds `text`. */
function deviceHolds(page: Page, text: string) {
  return page.evaluate(async (needle) => {
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    let inDatabases = false;
    for (const name of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (JSON.stringify(records).includes(needle)) inDatabases = true;
      }
      db.close();
    }
    // Answers of the API (photos, projects): the app shell and its settings hold nothing of a user.
    let cachedEntries = 0;
    for (const name of await caches.keys()) cachedEntries += (await (await caches.open(name)).keys()).filter((request) => new URL(request.url).pathname.startsWith('/api/')).length;
    const local = Object.keys(localStorage);
    return {
      inDatabases,
      cachedEntries,
      inLocalStorage: local.some((key) => (localStorage.getItem(key) ?? '').includes(needle)),
      token: local.some((key) => /access_token/.test(localStorage.getItem(key) ?? '')),
    };
  }, text);
}

async function editPhoneOffline(page: Page, projectId: string, phone: string) {
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'kundendaten'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: 'Telefon' }).fill(phone);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.goto('/');
}

async function startSurvey(page: Page, customer: string): Promise<string> {
  const projectId = await startProject(page);
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill(customer);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect.poll(async () => (await serverProject(page, projectId))?.customer?.lastName, { timeout: 30_000 }).toBeTruthy();
  // A photo looked at, so its thumbnail sits in the image cache.
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'aufstellort'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles({ name: 'keller.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#795548' } }).jpeg().toBuffer() });
  // A photo still waiting opens too: the server is asked whether it has it.
  await expect.poll(async () => JSON.stringify(await serverProject(page, projectId)).includes('keller.jpg'), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'keller.jpg öffnen' })).toBeVisible();
  return projectId;
}

test('unsent work is sent on request before signing out, and the device keeps nothing of the user', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startSurvey(page, 'Ayşe Kaya');
  // The server is asked afterwards with the token of now: the device forgets it.
  const headers = await apiHeaders(page);
  const photoUrl = JSON.stringify(await serverProject(page, projectId)).match(/\/images\/[^"/]+/)?.[0] as string;
  expect(photoUrl).toBeTruthy();
  await editPhoneOffline(page, projectId, '0621 555 0101');

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  const check = page.getByRole('dialog', { name: 'Noch nicht übertragen' });
  await expect(check.getByRole('status')).toHaveText('1 Änderung ist noch nicht übertragen.');
  // Still offline: nothing can be sent, and nothing is lost.
  await check.getByRole('button', { name: 'Jetzt übertragen' }).click();
  await expect(check.getByRole('status')).toHaveText(/^Es konnte nicht alles übertragen werden: 1 Änderung wartet noch\./);
  await page.context().setOffline(false);
  await check.getByRole('button', { name: 'Jetzt übertragen' }).click();
  await new SignInPage(page).expectShown();
  expect((await (await page.request.get(projectUrl(projectId), { headers })).json()).customer?.phone).toBe('0621 555 0101');
  expect(await deviceHolds(page, 'Kaya')).toEqual({ inDatabases: false, cachedEntries: 0, inLocalStorage: false, token: false });
  // Not even the addresses of the photos looked at (the image cache's expiry records).
  expect(await deviceHolds(page, photoUrl)).toMatchObject({ inDatabases: false, inLocalStorage: false });
});

test('signing out anyway drops the unsent change; the next user of the same browser finds nothing of the last one', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startSurvey(page, 'Łukasz Ørsted');
  await editPhoneOffline(page, projectId, '0621 555 0202');

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  const check = page.getByRole('dialog', { name: 'Noch nicht übertragen' });
  await check.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(check).toBeHidden();
  // The menu closed when the question opened: the dashboard is back as it was.
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await check.getByRole('button', { name: 'Trotzdem abmelden' }).click();
  // Offline the way back in needs the network once; the app says so.
  await expect(page.getByRole('heading', { name: 'Keine Internetverbindung' })).toBeVisible();
  expect(await deviceHolds(page, 'Ørsted')).toEqual({ inDatabases: false, cachedEntries: 0, inLocalStorage: false, token: false });

  // The next surveyor on this tablet: the dropped change is nowhere, here or on the server.
  // Back online the app goes to the sign-in by itself, and the provider asks for a password:
  // it still remembers the last user, who could not tell it they left.
  await page.context().setOffline(false);
  await new SignInPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hey admin');
  expect(await deviceHolds(page, '0621 555 0202')).toMatchObject({ inDatabases: false, inLocalStorage: false });
  expect((await serverProject(page, projectId))?.customer?.phone).toBeFalsy();
});
