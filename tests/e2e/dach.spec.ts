// Das Dach and its element editors (SPEC §2, §4, §5): values with quality and correction marks,
// the roof type box, detected objects, analysis results, units, slope table, tiles, obstacles.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders, changeServerProject, projectUrl, serverProject } from './api-helpers';
import { DEMO, newCompanyProject, signIn, startProject, waitForServiceWorker } from './fixtures';

const WAGNER = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';

test('the analysed roof: element values with quality, roof type box, detected objects and results', async ({ page }) => {
  await signIn(page, DEMO, `/companies/${DEMO_COMPANY_ID}/projekte/${WAGNER}/dach`);
  await expect(page.getByRole('heading', { name: 'Das Dach' })).toBeVisible();
  const sparren = page.getByRole('button', { name: 'Sparren bearbeiten' });
  await expect(sparren).toContainText('Breite: 8 cm · Höhe: 18 cm · Abstand: 75 cm · Anzahl: 24 · Material: Holz · Zustand: Geeignet');
  await expect(sparren).toContainText('Qualität: mittel');
  await expect(page.getByRole('button', { name: 'Dämmung bearbeiten' })).toContainText('Noch keine Werte');

  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  const box = page.getByRole('region', { name: 'Erkannter Dachtyp' });
  await expect(box).toContainText('Satteldach');
  await expect(box).toContainText('Typische Neigung: 30-45°');
  await expect(box).toContainText('Erkennungsqualität: hoch');
  await expect(page.getByRole('note', { name: 'Schornstein (91 %)' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Dachfenster (78 %)' })).toBeVisible();
  // The outer roof was analysed, so an element without values is one the AI could not see.
  await expect(page.getByRole('button', { name: 'Dachfenster bearbeiten' })).toContainText('KI konnte Dachfenster nicht erkennen');
  const results = page.getByRole('table', { name: 'Analyseergebnisse' });
  await expect(results.getByRole('row', { name: /Ziegel/ })).toContainText('Frankfurter Pfanne');
  // Each value's hint shows once: in the element list, not again in the results.
  await expect(results.getByRole('row', { name: /Dachfenster/ })).toContainText('nicht erkannt');
  await expect(page.getByRole('note').filter({ hasText: 'KI konnte Dachfenster nicht erkennen' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Hindernisse bearbeiten' })).toContainText('Hindernisse: Schornstein, Dachfenster');
});

test('an element editor converts units, marks corrections, saves locally and on the server, and returns to its tab', async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach`);
  await page.getByRole('button', { name: 'Sparren bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Sparren' })).toBeVisible();
  await page.getByLabel('Breite', { exact: true }).fill('80');
  await page.getByRole('combobox', { name: 'Breite: Einheit' }).click();
  await page.getByRole('option', { name: 'mm', exact: true }).click();
  await expect(page.getByLabel('Breite', { exact: true })).toHaveValue('800');
  await page.getByRole('combobox', { name: 'Breite: Einheit' }).click();
  await page.getByRole('option', { name: 'm', exact: true }).click();
  await expect(page.getByLabel('Breite', { exact: true })).toHaveValue('0,8');
  await page.getByLabel('Anzahl').fill('24');
  await page.getByRole('button', { name: 'Geeignet', exact: true }).click();
  await expect(page.getByText('korrigiert').first()).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();

  await expect(page.getByRole('tab', { name: 'Dachinnenseite' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sparren bearbeiten' })).toContainText('Breite: 0,8 m · Anzahl: 24 · Zustand: Geeignet');
  await expect(page.getByRole('button', { name: 'Sparren bearbeiten' })).toContainText('korrigiert');
  await expect
    .poll(async () => (await serverProject(page, projectId))?.roof?.inside?.sparren)
    .toMatchObject({ breite: { wert: 0.8, einheit: 'm' }, anzahl: 24, zustand: 'geeignet', korrigiert: ['breite', 'anzahl', 'zustand'] });
});

test('roof type sets the typical slope, tiles come from the master data, obstacles follow the manual-entry rules', async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach`);
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  // Nothing was analysed yet: no roof type box and no 'KI konnte … nicht erkennen'.
  await expect(page.getByRole('button', { name: 'Dachtyp & Neigung bearbeiten' })).toContainText('Noch keine Werte');
  await expect(page.getByRole('region', { name: 'Erkannter Dachtyp' })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: /KI konnte .* nicht erkennen/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dachtyp & Neigung bearbeiten' }).click();
  await page.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Walmdach' }).click();
  await expect(page.getByLabel('Neigung')).toHaveValue('25-40°');
  await page.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Flachdach' }).click();
  await expect(page.getByLabel('Neigung')).toHaveValue('5-10°');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('tab', { name: 'Dachaußenseite' })).toHaveAttribute('aria-selected', 'true');
  // A type the user chose is theirs: headed as manual, with no detection quality.
  const manualType = page.getByRole('region', { name: 'Dachtyp – vor Ort angegeben' });
  await expect(manualType).toContainText('Flachdach');
  await expect(manualType).not.toContainText('Erkennungsqualität');
  await expect(manualType).toContainText('korrigiert');
  await expect(page.getByRole('button', { name: 'Dachtyp & Neigung bearbeiten' })).not.toContainText('Qualität');

  await page.getByRole('button', { name: 'Ziegel bearbeiten' }).click();
  // Exact: the slot 'Ziegel/Eindeckung nah' on the tab beneath carries 'deckung' in its name too.
  await page.getByLabel('Deckung', { exact: true }).fill('Frankf');
  await page.getByRole('option', { name: 'Frankfurter Pfanne' }).click();
  await expect(page.getByLabel('Material')).toHaveValue('Beton');
  await expect(page.getByLabel('Hersteller')).toHaveValue('Braas');
  await expect(page.getByLabel('Anzahl')).toHaveCount(0);
  await expect(page.getByLabel('Beschreibung')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zurück' }).click();

  await page.getByRole('button', { name: 'Hindernisse bearbeiten' }).click();
  const add = page.getByRole('button', { name: 'Hindernis hinzufügen' });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).fill('   ');
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).fill(' Antenne ');
  await page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).press('Enter');
  await page.getByRole('textbox', { name: 'Hindernis hinzufügen' }).fill('ANTENNE');
  await add.click();
  await expect(page.getByRole('button', { name: 'Antenne entfernen', exact: true })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Schaden hinzufügen' }).fill('Lose Ziegel am First');
  await page.getByRole('button', { name: 'Schaden hinzufügen' }).click();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('button', { name: 'Hindernisse bearbeiten' })).toContainText('Hindernisse: Antenne · Schäden: Lose Ziegel am First');
  await expect
    .poll(async () => {
      const roof = (await serverProject(page, projectId))?.roof;
      return [roof?.manualObstacles, roof?.manualDamages, roof?.outside?.dachtyp?.art, roof?.outside?.ziegel?.deckung];
    })
    .toEqual([['Antenne'], ['Lose Ziegel am First'], 'FLACHDACH', 'Frankfurter Pfanne']);

  // A damage listed on the roof is a Vorschaden too: listed there, changed where it was entered.
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden`);
  const listed = page.getByRole('list', { name: 'Vorschäden' }).getByRole('listitem').filter({ hasText: 'Lose Ziegel am First' });
  await expect(listed).toContainText('Manuell · auf dem Dach erfasst');
  await expect(listed.getByRole('button', { name: /löschen$/ })).toHaveCount(0);
  await listed.getByRole('button', { name: 'Lose Ziegel am First öffnen' }).click();
  await expect(page).toHaveURL(/\/dach-detail\/hindernisse$/);
  await expect(page.getByRole('button', { name: 'Lose Ziegel am First entfernen', exact: true })).toBeVisible();
});

test("removing a manual obstacle is one 44 px tap with 'Rückgängig', which puts it back where it was", async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach-detail/hindernisse`);
  const field = page.getByRole('textbox', { name: 'Hindernis hinzufügen' });
  for (const obstacle of ['Antenne', 'Gaube', 'Schornstein']) {
    await field.fill(obstacle);
    await field.press('Enter');
  }
  const antenne = page.getByRole('button', { name: 'Antenne entfernen', exact: true });
  const box = await antenne.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await antenne.click();
  await expect(antenne).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: '„Antenne“ entfernt' });
  await expect(notice).toBeVisible();
  const undo = notice.getByRole('button', { name: 'Rückgängig' });
  // The notice grows in: its button is measured once it has its full size.
  await expect.poll(async () => (await undo.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await undo.click();
  await expect(notice).toBeHidden();
  const manual = page.getByRole('button', { name: / entfernen$/ });
  await expect(manual).toHaveText(['Antenne', 'Gaube', 'Schornstein']);

  await page.getByRole('button', { name: 'Gaube entfernen', exact: true }).click();
  await expect(manual).toHaveText(['Antenne', 'Schornstein']);
  await expect.poll(async () => (await serverProject(page, projectId))?.roof?.manualObstacles).toEqual(['Antenne', 'Schornstein']);
});

test('roof values edited offline are kept across an offline reload, tiles included', async ({ page, context }) => {
  const projectId = await startProject(page);
  await waitForServiceWorker(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach-detail/ziegel`);
  await expect(page.getByRole('heading', { name: 'Ziegel' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Deckung', { exact: true }).fill('Biber');
  await expect(page.getByRole('option', { name: 'Biberschwanz' })).toBeVisible();
  await page.getByRole('option', { name: 'Biberschwanz' }).click();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/dach$/);
  await page.reload();
  await page.getByRole('tab', { name: 'Dachaußenseite' }).click();
  await expect(page.getByRole('button', { name: 'Ziegel bearbeiten' })).toContainText('Deckung: Biberschwanz · Material: Ton');
  await context.setOffline(false);
  await expect.poll(async () => (await serverProject(page, projectId))?.roof?.outside?.ziegel?.deckung, { timeout: 20_000 }).toBe('Biberschwanz');
});

test("'Manuell angeben' records nothing until Ja or Nein is chosen; no hint before an analysis", async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach-detail/unterspannbahn`);
  await expect(page.getByRole('heading', { name: 'Unterspannbahn' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: /KI konnte .* nicht erkennen/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Manuell angeben: Vorhanden' }).click();
  await expect(page.getByText('korrigiert')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Vorhanden' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('button', { name: 'Unterspannbahn bearbeiten' })).toContainText('Noch keine Werte');

  await page.getByRole('button', { name: 'Unterspannbahn bearbeiten' }).click();
  await page.getByRole('button', { name: 'Manuell angeben: Vorhanden' }).click();
  await page.getByRole('group', { name: 'Vorhanden' }).getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Vorhanden' })).toBeChecked();
  await expect(page.getByText('korrigiert')).toHaveCount(1);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('button', { name: 'Unterspannbahn bearbeiten' })).toContainText('Vorhanden: Ja');
  await expect
    .poll(async () => (await serverProject(page, projectId))?.roof?.inside?.unterspannbahn)
    .toMatchObject({ vorhanden: true, korrigiert: ['vorhanden'] });

  // The value can be taken back to 'Noch nicht erfasst'.
  await page.getByRole('button', { name: 'Unterspannbahn bearbeiten' }).click();
  await page.getByRole('button', { name: 'Angabe entfernen: Vorhanden' }).click();
  await expect(page.getByRole('switch', { name: 'Vorhanden' })).toHaveCount(0);
  await expect(page.getByText('Noch nicht erfasst').first()).toBeVisible();
  await expect(page.getByText('korrigiert')).toHaveCount(0);
  await expect.poll(async () => (await serverProject(page, projectId))?.roof?.inside?.unterspannbahn?.vorhanden, { timeout: 20_000 }).toBeUndefined();
});

test("a value learned from the company's earlier corrections is marked as such and becomes the user's once changed (issue 26)", async ({ page }) => {
  const { companyId, projectId: earlier } = await newCompanyProject(page);
  const headers = await apiHeaders(page);
  const attic = { name: 'dachboden.jpg', mimeType: 'image/jpeg', buffer: await readFile(path.resolve('server/seed/photos/dach-innen.jpg')) };
  const upload = (projectId: string, file = attic) => page.request.post(`${projectUrl(projectId, companyId)}/dach-innen`, { headers, multipart: { file } });
  expect((await upload(earlier)).status()).toBe(200);
  await changeServerProject(
    page,
    earlier,
    (project) => {
      project.roof = { ...(project.roof as object), inside: { ...((project.roof as { inside?: object }).inside ?? {}), daemmung: { material: 'Holzfaser', korrigiert: ['material'] } } };
    },
    companyId,
  );
  // The earlier attic's photo becomes an example once uploads pause; until then a new project learns nothing.
  let next = '';
  await expect
    .poll(
      async () => {
        next = randomUUID();
        const project = { id: next, name: 'Haus Ødegård', status: 'OFFEN', createdAt: new Date().toISOString(), active: true };
        expect((await page.request.put(projectUrl(next, companyId), { headers, data: project })).status()).toBe(200);
        const cropped = { ...attic, buffer: await sharp(attic.buffer).extract({ left: 40, top: 30, width: 560, height: 420 }).jpeg().toBuffer() };
        return (await (await upload(next, cropped)).json()).roof?.inside?.daemmung?.material;
      },
      { timeout: 40_000, intervals: [2_000] },
    )
    .toBe('Holzfaser');

  await page.goto(`/companies/${companyId}/projekte/${next}/dach`);
  const daemmung = page.getByRole('button', { name: 'Dämmung bearbeiten' });
  await expect(daemmung).toContainText('Material: Holzfaser');
  await expect(daemmung).toContainText('aus früheren Korrekturen gelernt');
  await daemmung.click();
  await expect(page.getByRole('heading', { name: 'Dämmung' })).toBeVisible();
  await expect(page.getByText('aus früheren Korrekturen gelernt')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Material' }).fill('Zellulose');
  await expect(page.getByText('korrigiert')).toHaveCount(1);
  await expect(page.getByText('aus früheren Korrekturen gelernt')).toHaveCount(0);
  await expect
    .poll(async () => (await serverProject(page, next, companyId))?.roof?.inside?.daemmung, { timeout: 20_000 })
    .toMatchObject({ material: 'Zellulose', korrigiert: ['material'] });
});
