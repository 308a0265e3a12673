// Vorschäden (SPEC §2, §4, §5, §7, §8): detected and manual damages with their areas, the add
// field, delete only for manual entries after the confirmation, the detail page, and damages
// entered offline that reach the server once when the connection returns.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants';
import { apiHeaders, projectUrl, uploadFile } from './api-helpers';
import { startProject, waitForServiceWorker } from './fixtures';

/** The rows of one of the app's local stores, read past the app's store library (so it is not told). */
async function storedRows<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve) => {
        const open = indexedDB.open('vor-ort');
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
    store,
  );
}

/** Deletes outbox entries past the app's store library, as another context would unnoticed. */
async function deleteOutboxRows(page: Page, ids: number[]): Promise<void> {
  await page.evaluate(
    (keys) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('vor-ort');
        open.onsuccess = () => {
          const transaction = open.result.transaction('outbox', 'readwrite');
          for (const key of keys) transaction.objectStore('outbox').delete(key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    ids,
  );
}

/** The project's damages as the server holds them. */
async function serverDamages(page: Page, projectId: string): Promise<Array<{ id: string; titel: string; kurzbeschreibung: string }>> {
  const response = await page.request.get(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaeden`, { headers: await apiHeaders(page) });
  return response.json();
}

test('detected and manual damages: areas, the add rules, delete only for manual ones after confirming', async ({ page }) => {
  const projectId = await startProject(page);
  // A damage the analysis found (not manual), created through the API as the analysis would.
  await page.request.post(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaden`, {
    headers: await apiHeaders(page),
    data: { titel: 'Gebrochener Ziegel', kurzbeschreibung: 'Zwei Ziegel an der Traufe gebrochen', kategorie: 'DACH_AUSSEN', schweregrad: 'hoch', status: 'NEU', details: { empfohleneBehandlung: 'Ziegel ersetzen' } },
  });
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden`);
  await expect(page.getByRole('heading', { name: 'Vorschäden', level: 1 })).toBeVisible();
  const detected = page.getByRole('listitem').filter({ hasText: 'Gebrochener Ziegel' });
  await expect(detected).toContainText('Dach Außenseite');
  await expect(detected).toContainText('KI erkannt');
  await expect(detected.getByRole('button', { name: /löschen/ })).toHaveCount(0);

  const field = page.getByRole('textbox', { name: 'Vorschaden hinzufügen' });
  const add = page.getByRole('button', { name: 'Hinzufügen' });
  await expect(field).toHaveAttribute('placeholder', /Risse im Mauerwerk/);
  await expect(add).toBeDisabled();
  await field.fill('   ');
  await expect(add).toBeDisabled();
  await field.fill(' Riss im Putz neben dem Zählerschrank ');
  await page.getByRole('combobox', { name: 'Bereich' }).click();
  await page.getByRole('option', { name: 'Elektrik/Zählerschrank' }).click();
  await add.click();
  await field.fill('Feuchter Kellerboden');
  await page.getByRole('combobox', { name: 'Bereich' }).click();
  await page.getByRole('option', { name: 'Aufstellort' }).click();
  await field.press('Enter');
  const manual = page.getByRole('listitem').filter({ hasText: 'Riss im Putz neben dem Zählerschrank' });
  await expect(manual).toContainText('Elektrik/Zählerschrank');
  await expect(manual).toContainText('Manuell');
  await expect(page.getByRole('listitem').filter({ hasText: 'Feuchter Kellerboden' })).toContainText('Aufstellort');
  await expect.poll(async () => (await serverDamages(page, projectId)).map((d) => d.kurzbeschreibung).sort()).toEqual([
    'Feuchter Kellerboden',
    'Riss im Putz neben dem Zählerschrank',
    'Zwei Ziegel an der Traufe gebrochen',
  ]);
  await expect(manual).not.toContainText('wartet auf Upload');

  const remove = manual.getByRole('button', { name: 'Riss im Putz neben dem Zählerschrank löschen' });
  const box = await remove.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await remove.click();
  await expect(page.getByRole('dialog')).toContainText('Möchten Sie diesen Vorschaden wirklich löschen?');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(manual).toBeVisible();
  await manual.getByRole('button', { name: 'Riss im Putz neben dem Zählerschrank löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(manual).toHaveCount(0);
  await expect.poll(async () => (await serverDamages(page, projectId)).map((d) => d.kurzbeschreibung)).not.toContain('Riss im Putz neben dem Zählerschrank');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Feuchter Kellerboden' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Riss im Putz neben dem Zählerschrank' })).toHaveCount(0);
});

test('the detail page: from the list, loaded by id, built-in texts, and Schaden nicht gefunden', async ({ page }) => {
  const projectId = await startProject(page);
  const base = `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}`;
  const created = await page.request.post(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaden`, {
    headers: await apiHeaders(page),
    data: { titel: 'Verstopfte Regenrinne', kurzbeschreibung: 'Laub in der Rinne an der Südseite', kategorie: 'DACH_AUSSEN', schweregrad: 'gering', status: 'NEU', details: { empfohleneBehandlung: 'Rinne reinigen' } },
  });
  const damage = await created.json();
  await page.goto(`${base}/vorschaeden`);
  await page.getByRole('button', { name: 'Laub in der Rinne an der Südseite öffnen' }).click();
  await expect(page.getByRole('heading', { name: 'Verstopfte Regenrinne' })).toBeVisible();
  await expect(page.getByText('Rinne reinigen', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schaden an der Regenrinne' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/vorschaeden$/);

  // Opened by its address: loaded from the server.
  await page.goto(`${base}/vorschaeden-detail/${damage.id}`);
  await expect(page.getByRole('heading', { name: 'Verstopfte Regenrinne' })).toBeVisible();
  for (const [key, title] of [
    ['ziegel', 'Beschädigte oder verschobene Dachziegel'],
    ['schmutz', 'Starke Verschmutzung, Moos oder Flechten'],
    ['unterspannbahn', 'Schaden an der Unterspannbahn'],
    ['putz', 'Risse oder Abplatzungen im Putz'],
  ]) {
    await page.goto(`${base}/vorschaeden-detail/${key}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.goto(`${base}/vorschaeden-detail/4f0c2a7e-0000-4000-8000-000000000000`);
  await expect(page.getByText('Schaden nicht gefunden')).toBeVisible();
});

test.describe('photos of a damage', () => {
  // The damage is answered by a route of the page, which the service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  test('the detail page shows each photo of a damage once, though the server lists it in bildUrls and in details.bildUrls', async ({ page }) => {
    const projectId = await startProject(page);
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a1887f' } }).jpeg().toBuffer();
    const uploaded = await uploadFile(page, projectId, 'aufstellort', { name: 'feuchte_wand.jpg', mimeType: 'image/jpeg', buffer });
    expect(uploaded.ok()).toBe(true);
    const [image] = (await uploaded.json()).storage.analyse.images as Array<{ id: string; url: string }>;
    const id = '7d7e3c52-2f4b-4b8e-9a51-3c0f0e6d1a10';
    const imageUrl = `/images/${image.id}`;
    // Shaped as the analysis stores a damage (server/analysis/finding-damages.ts): both lists name the photo.
    const damage = {
      id,
      titel: 'Mangel: Feuchtigkeit',
      kurzbeschreibung: 'Feuchte Stellen an der Kellerwand',
      kategorie: 'AUFSTELLORT',
      schweregrad: 'mittel',
      status: 'NEU',
      details: { empfohleneBehandlung: 'Ursache klären', beschreibung: 'Feuchte Stellen an der Kellerwand', bildUrls: [imageUrl] },
      erkannteElemente: ['Feuchtigkeit'],
      bildUrls: [imageUrl],
      typ: 'ki-analyse',
    };
    await page.route(`**/vorschaden/${id}`, (route) => route.fulfill({ json: damage }));
    await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden-detail/${id}`);
    const photos = page.getByRole('region', { name: 'Fotos' });
    await expect(photos.getByRole('img', { name: 'Foto 1 von 1' })).toBeVisible();
    await expect(photos.getByRole('img')).toHaveCount(1);
  });
});

test('a damage entered offline shows as waiting, survives an offline reload and reaches the server once', async ({ page, context }) => {
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden`);
  await expect(page.getByText('Keine Vorschäden erfasst.')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Vorschaden hinzufügen' }).fill('Lose Ziegel am First');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Lose Ziegel am First' });
  await expect(entry).toContainText('wartet auf Upload');
  await page.reload();
  await expect(entry).toContainText('wartet auf Upload');
  await context.setOffline(false);
  await expect(entry).not.toContainText('wartet auf Upload', { timeout: 20_000 });
  const damages = await serverDamages(page, projectId);
  expect(damages.filter((d) => d.kurzbeschreibung === 'Lose Ziegel am First')).toHaveLength(1);
  expect(damages[0].titel).toBe('Manueller Vorschaden');
});

test('a damage another replayer sent without the page being told no longer counts as pending once the connection returns', async ({ page, context }) => {
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden`);
  await expect(page.getByText('Keine Vorschäden erfasst.')).toBeVisible();
  await expect.poll(async () => (await storedRows(page, 'outbox')).length).toBe(0);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Vorschaden hinzufügen' }).fill('Moos auf der Nordseite');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Moos auf der Nordseite' });
  await expect(entry).toContainText('wartet auf Upload');
  await expect(page.getByRole('button', { name: /2 Änderungen ausstehend/ })).toBeVisible();

  // What the service worker's replay does, but behind Dexie's back, as when the page misses its
  // notice: holding the replay lock, send the queued damage and project and empty the outbox. The
  // lock is held until the connection is back, so no replay of the page or the worker rewrites
  // the outbox (which would tell the page after all).
  await page.evaluate(
    () =>
      new Promise<void>((held) => {
        void navigator.locks.request('vor-ort-sync', () => {
          held();
          return new Promise<void>((release) => Object.assign(window, { releaseReplayLock: release }));
        });
      }),
  );
  const queued = await storedRows<{ id: number; kind: string; idempotencyKey: string; vorschaden?: unknown }>(page, 'outbox');
  expect(queued.map((row) => row.kind).sort()).toEqual(['create-vorschaden', 'put-project']);
  const [stored] = await storedRows<{ projectId: string; project: unknown; base: { version: number } }>(page, 'projects').then((rows) =>
    rows.filter((row) => row.projectId === projectId),
  );
  const headers = await apiHeaders(page);
  for (const row of queued) {
    const sent =
      row.kind === 'create-vorschaden'
        ? await page.request.post(`/api/${LEGACY_PREFIX}/${DEMO_COMPANY_ID}/${projectId}/vorschaden`, {
            headers: { ...headers, 'idempotency-key': row.idempotencyKey },
            data: row.vorschaden,
          })
        : await page.request.put(projectUrl(projectId), {
            headers: { ...headers, 'idempotency-key': row.idempotencyKey, 'if-match': `"v${stored.base.version}"` },
            data: stored.project,
          });
    expect(sent.ok()).toBe(true);
  }
  await deleteOutboxRows(page, queued.map((row) => row.id));
  await expect(entry).toContainText('wartet auf Upload');
  await expect(page.getByRole('button', { name: /2 Änderungen ausstehend/ })).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as { releaseReplayLock: () => void }).releaseReplayLock());
  await expect(page.getByRole('button', { name: 'Online. Alle Änderungen übertragen' })).toBeVisible();
  await expect(entry).not.toContainText('wartet auf Upload');
  const damages = await serverDamages(page, projectId);
  expect(damages.filter((d) => d.kurzbeschreibung === 'Moos auf der Nordseite')).toHaveLength(1);
});
