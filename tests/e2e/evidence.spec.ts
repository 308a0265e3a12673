// Evidence (issue 22): a caption per photo and a note per area, written offline in the cellar,
// kept through a reload, seen by a second device after sync and printed in the protocol.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { projectPath } from '../../src/domain/app-paths';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { pdfText } from '../../server/test-support/pdf-text';
import { serverProject } from './api-helpers';
import { DEMO, newCompanyProject, signIn, startProject, waitForServiceWorker } from './fixtures';

const CAPTION = 'Zählerschrank im Keller – Tür klemmt 🔧';
const NOTE = 'Schlüssel beim Nachbarn Łukasz Øberg.\nKeller nur über die Außentreppe erreichbar.';

test('a caption and an area note written offline survive a reload, reach another device and the protocol', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6d4c41' } }).jpeg().toBuffer();
  await (await chooser).setFiles({ name: 'keller-zaehler.jpg', mimeType: 'image/jpeg', buffer });
  const tile = page.getByRole('figure', { name: 'keller-zaehler.jpg' });
  await tile.getByRole('button', { name: 'Beschriften: keller-zaehler.jpg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Was zeigt das Foto?' });
  // The dialog shows which photo it describes.
  await expect(dialog.getByRole('img', { name: 'keller-zaehler.jpg' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Beschriftung' }).fill(CAPTION);
  // Escape or a stray tap beside it does not throw typed words away.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(tile).toContainText(CAPTION);
  await page.getByRole('textbox', { name: 'Notizen zu diesem Bereich' }).fill(NOTE);

  await page.reload();
  await expect(page.getByRole('figure', { name: 'keller-zaehler.jpg' })).toContainText(CAPTION);
  await expect(page.getByRole('textbox', { name: 'Notizen zu diesem Bereich' })).toHaveValue(NOTE);

  await page.context().setOffline(false);
  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      const image = project?.electric?.zaehlerschrank?.analyse?.images?.[0];
      return { caption: image && project?.captions?.[image.uploadSha256], note: project?.areaNotes?.elektrik };
    }, { timeout: 30_000 })
    .toEqual({ caption: CAPTION, note: NOTE });

  // Another tablet sees both, the caption also in the full-size view, where it can be changed.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await expect(tablet.getByRole('figure', { name: 'keller-zaehler.jpg' })).toContainText(CAPTION);
  await expect(tablet.getByRole('textbox', { name: 'Notizen zu diesem Bereich' })).toHaveValue(NOTE);
  await tablet.getByRole('button', { name: 'keller-zaehler.jpg öffnen' }).click();
  await expect(tablet.getByRole('dialog', { name: 'keller-zaehler.jpg' }).getByRole('button', { name: 'Beschriftung ändern: keller-zaehler.jpg' })).toContainText(CAPTION);
  await other.close();

  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));
  // What the customer would sign shows the note and the caption the PDF prints.
  await page.getByRole('button', { name: 'Vom Kunden unterschreiben lassen' }).click();
  const signing = page.getByRole('dialog', { name: 'Protokoll unterschreiben' });
  await expect(signing).toContainText('Notiz vor Ort: Schlüssel beim Nachbarn Łukasz Øberg.');
  await expect(signing).toContainText(CAPTION);
  await signing.getByRole('button', { name: 'Abbrechen' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
  const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
  expect(text).toContain('Zählerschrank im Keller – Tür klemmt');
  expect(text).toContain('Notiz vor Ort');
  expect(text).toContain('Schlüssel beim Nachbarn Łukasz Øberg. Keller nur über die Außentreppe erreichbar.');
});

test('the customer signs the protocol offline on the pad; the PDF prints it, and a change afterwards says so', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'kundendaten'));
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Ayşe Yılmaz');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Große Straße 1');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('68161');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Mannheim');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await waitForServiceWorker(page);
  // A photo taken in the cellar just before: the customer signs it too, before it reaches the server.
  await page.context().setOffline(true);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#37474f' } }).jpeg().toBuffer();
  await (await chooser).setFiles({ name: 'zaehler-vor-unterschrift.jpg', mimeType: 'image/jpeg', buffer });
  await expect(page.getByRole('figure', { name: 'zaehler-vor-unterschrift.jpg' })).toBeVisible();
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));

  await page.getByRole('button', { name: 'Vom Kunden unterschreiben lassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protokoll unterschreiben' });
  await expect(dialog.getByRole('textbox', { name: 'Name des Unterzeichners' })).toHaveValue('Ayşe Yılmaz');
  await expect(dialog.getByRole('textbox', { name: 'Ort' })).toHaveValue('Mannheim');
  await expect(dialog).toContainText('Große Straße 1');
  const save = dialog.getByRole('button', { name: 'Unterschrift speichern' });
  await expect(save).toBeDisabled();
  const pad = await dialog.getByRole('img', { name: 'Unterschriftsfeld' }).boundingBox();
  if (!pad) throw new Error('no signature pad');
  // A tap is not a signature.
  await page.mouse.click(pad.x + 60, pad.y + 60);
  await expect(save).toBeDisabled();
  await page.mouse.move(pad.x + 30, pad.y + 120);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(pad.x + 30 + step * 18, pad.y + 120 - Math.sin(step / 2) * 50);
  await page.mouse.up();
  await save.click();
  await expect(dialog).toBeHidden();
  const signed = page.getByText(/^Unterschrieben von Ayşe Yılmaz in Mannheim am \d{2}\.\d{2}\.\d{4}$/);
  await expect(signed).toBeVisible();
  await page.reload();
  await expect(signed).toBeVisible();

  await page.context().setOffline(false);
  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      return [project?.signature?.signerName, project?.electric?.zaehlerschrank?.analyse?.images?.length];
    }, { timeout: 30_000 })
    .toEqual(['Ayşe Yılmaz', 1]);
  await page.reload();
  await expect(signed).toBeVisible();
  await expect(page.getByText(/^Nach der Unterschrift geändert/)).toBeHidden();
  const pdf = async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
    return (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
  };
  const first = await pdf();
  expect(first).toContain('Unterschrift des Kunden');
  expect(first).toMatch(/Ayşe Yılmaz, Mannheim, \d{2}\.\d{2}\.\d{4}/);
  expect(first).not.toContain('Nach der Unterschrift geändert');

  // The survey goes on after the signature: the protocol says so and offers a new one.
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'zustand-haus'));
  await page.getByRole('textbox', { name: 'Stromverbrauch pro Jahr' }).fill('4300');
  await page.getByRole('button', { name: 'Zurück' }).first().click();
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));
  await expect(page.getByText(/^Nach der Unterschrift geändert/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu unterschreiben lassen' })).toBeVisible();
  await expect.poll(async () => (await serverProject(page, projectId))?.house?.stromverbrauch, { timeout: 30_000 }).toBe(4300);
  expect(await pdf()).toContain('Nach der Unterschrift geändert');
});

test('a note typed and a choice tapped at once on the same page both stay', { tag: '@one-size' }, async ({ page }) => {
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'zustand-haus'));
  const note = page.getByRole('textbox', { name: 'Notizen zu diesem Bereich' });
  await note.fill('Erste Notiz');
  await expect.poll(async () => (await serverProject(page, projectId))?.areaNotes?.stromrechnung, { timeout: 20_000 }).toBe('Erste Notiz');
  // Two forms save together: the note as it loses focus, the house type at once.
  await note.fill('Zählerschrank im Flur, Schlüssel beim Nachbarn');
  await page.getByRole('radio', { name: 'Doppelhaushälfte' }).click();
  await page.waitForTimeout(1500);
  await expect(note).toHaveValue('Zählerschrank im Flur, Schlüssel beim Nachbarn');
  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      return [project?.areaNotes?.stromrechnung, project?.house?.haustyp];
    }, { timeout: 20_000 })
    .toEqual(['Zählerschrank im Flur, Schlüssel beim Nachbarn', 'doppelhaushaelfte']);
});

test('a note written offline on one tablet and online on another at the same time keeps both texts on both', { tag: '@one-size' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  const storage = projectPath(DEMO_COMPANY_ID, projectId, 'aufstellort');
  await page.goto(storage);
  await waitForServiceWorker(page);
  const note = page.getByRole('textbox', { name: 'Notizen zu diesem Bereich' });
  await note.fill('Schiene im Keller');
  await expect.poll(async () => (await serverProject(page, projectId))?.areaNotes?.aufstellort, { timeout: 20_000 }).toBe('Schiene im Keller');

  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, storage);
  const otherNote = tablet.getByRole('textbox', { name: 'Notizen zu diesem Bereich' });
  await expect(otherNote).toHaveValue('Schiene im Keller');

  // In the cellar without signal the first surveyor adds to the note; upstairs a colleague rewrites it.
  await page.context().setOffline(true);
  await note.fill('Schiene im Keller, verrostet');
  await page.reload();
  await expect(note).toHaveValue('Schiene im Keller, verrostet');
  await otherNote.fill('Fundamenterder nicht gefunden');
  await otherNote.blur();
  await expect.poll(async () => (await serverProject(tablet, projectId))?.areaNotes?.aufstellort, { timeout: 20_000 }).toBe('Fundamenterder nicht gefunden');

  await page.context().setOffline(false);
  const both = 'Schiene im Keller, verrostet\n\nGleichzeitig auf einem anderen Gerät geschrieben:\nFundamenterder nicht gefunden';
  await expect.poll(async () => (await serverProject(page, projectId))?.areaNotes?.aufstellort, { timeout: 30_000 }).toBe(both);
  await expect(note).toHaveValue(both);
  await tablet.reload();
  await expect(otherNote).toHaveValue(both);
  await other.close();
});

/** A photo as a camera writes it: taken on 14 May at 09:30 in Berlin, at the Rotes Rathaus. */
async function cameraPhoto(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8d6e63' } })
    .jpeg()
    .withExif({
      IFD2: { DateTimeOriginal: '2026:05:14 09:30:12', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 125/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 566/100' },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function addPhotos(page: Page, photos: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(photos);
}

async function originShown(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `${name} öffnen` }).click();
  const view = page.getByRole('dialog', { name });
  const text = (await view.getByText(/^Aufgenommen /).textContent()) ?? '';
  await view.getByRole('button', { name: 'Schließen' }).click();
  return text;
}

test("every photo keeps when and where it was taken: the camera's own time and place, or the tablet's for one taken just now", { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 49.48745, longitude: 8.46604, accuracy: 8 });
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  const taken = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#455a64' } }).jpeg().toBuffer();
  await addPhotos(page, [await cameraPhoto('IMG_4711.jpg'), { name: 'gerade-eben.jpg', mimeType: 'image/jpeg', buffer: taken }]);
  await expect
    .poll(async () => Object.values<{ positionFrom?: string }>((await serverProject(page, projectId))?.photoOrigins ?? {}).map((origin) => origin.positionFrom).sort(), { timeout: 30_000 })
    .toEqual(['exif', 'geraet']);

  await page.reload();
  expect(await originShown(page, 'IMG_4711.jpg')).toBe('Aufgenommen 14.05.2026, 09:30 Uhr · 52,51701° N, 13,40157° O');
  expect(await originShown(page, 'gerade-eben.jpg')).toMatch(/^Aufgenommen \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · 49,48745° N, 8,46604° O$/);

  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
  const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
  expect(text).toContain('IMG_4711.jpg · 14.05.2026, 09:30 Uhr · 52,51701° N, 13,40157° O');
  expect(text).toContain('49,48745° N, 8,46604° O');

  // In the cellar: a photo still waiting on the tablet says when it was taken too.
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await addPhotos(page, [{ name: 'im-keller.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3e2723' } }).jpeg().toBuffer() }]);
  await expect(page.getByRole('figure', { name: 'im-keller.jpg' })).toContainText('wartet auf Upload');
  expect(await originShown(page, 'im-keller.jpg')).toMatch(/^Aufgenommen \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
});

test("a company that switches 'Ort der Fotos' off keeps no position of a photo, neither the camera's nor the tablet's", { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 49.48745, longitude: 8.46604 });
  const { companyId, projectId } = await newCompanyProject(page);
  await page.goto(`/companies/${companyId}/pflichtfotos`);
  const setting = page.getByRole('switch', { name: 'Aufnahmeort mit jedem Foto speichern' });
  await expect(setting).toBeChecked();
  await setting.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ausschalten' }).click();
  await expect(page.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();
  await expect(setting).not.toBeChecked();

  await page.goto(projectPath(companyId, projectId, 'elektrik'));
  const fresh = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#263238' } }).jpeg().toBuffer();
  await addPhotos(page, [await cameraPhoto('IMG_4712.jpg'), { name: 'jetzt.jpg', mimeType: 'image/jpeg', buffer: fresh }]);
  await expect.poll(async () => (await serverProject(page, projectId, companyId))?.electric?.zaehlerschrank?.analyse?.images?.length, { timeout: 30_000 }).toBe(2);
  // The photos' origins go with the project's save, queued behind the upload: on a loaded machine
  // it arrived more than a second after the photos (CI).
  await expect
    .poll(async () => Object.values((await serverProject(page, projectId, companyId))?.photoOrigins ?? {}), { timeout: 20_000 })
    .toEqual([{ takenAt: '2026-05-14T07:30:12.000Z' }]);
  expect(await originShown(page, 'IMG_4712.jpg')).toBe('Aufgenommen 14.05.2026, 09:30 Uhr');
});

/** Draws a stroke across the photo in the editor with the mouse (a pen or finger sends the same pointer events). */
async function drawStroke(page: Page, stage: ReturnType<Page['getByRole']>) {
  const box = await stage.boundingBox();
  if (!box) throw new Error('no markup stage');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.3 + step * 0.03), box.y + box.height * (0.4 + Math.sin(step / 2) * 0.1));
  await page.mouse.up();
}

test('a photo marked offline keeps its original, shows its marks after a reload, and reaches another device and the protocol with them', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5d4037' } }).jpeg().toBuffer();
  await addPhotos(page, [{ name: 'zählerschrank-ø.jpg', mimeType: 'image/jpeg', buffer: original }]);
  await expect.poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images?.length, { timeout: 30_000 }).toBe(1);
  await page.reload();
  // Looked at once full size upstairs, the photo is on the tablet for the cellar.
  await page.getByRole('button', { name: 'zählerschrank-ø.jpg öffnen' }).click();
  const view = page.getByRole('dialog', { name: 'zählerschrank-ø.jpg' });
  await expect(view.getByRole('img', { name: 'zählerschrank-ø.jpg' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Markieren' })).toBeEnabled();
  await view.getByRole('button', { name: 'Schließen' }).click();

  // In the cellar: open the photo, mark the fuse that is missing, save.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'zählerschrank-ø.jpg öffnen' }).click();
  await view.getByRole('button', { name: 'Markieren' }).click();
  const editor = page.getByRole('dialog', { name: 'Markieren: zählerschrank-ø.jpg' });
  await drawStroke(page, editor.getByRole('img', { name: 'zählerschrank-ø.jpg mit 0 Markierungen' }));
  await editor.getByRole('button', { name: 'Pfeil' }).click();
  await drawStroke(page, editor.getByRole('img', { name: 'zählerschrank-ø.jpg mit 1 Markierung' }));
  await expect(editor.getByRole('img', { name: 'zählerschrank-ø.jpg mit 2 Markierungen' })).toBeVisible();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  await view.getByRole('button', { name: 'Schließen' }).click();
  const tile = page.getByRole('figure', { name: 'zählerschrank-ø.jpg' });
  await expect(tile.getByText('Markiert')).toBeVisible();
  await page.reload();
  await expect(tile.getByText('Markiert')).toBeVisible();
  // Offline the marks can be changed again, starting from what was drawn.
  await page.getByRole('button', { name: 'zählerschrank-ø.jpg öffnen' }).click();
  await view.getByRole('button', { name: 'Markieren' }).click();
  await expect(editor.getByRole('img', { name: 'zählerschrank-ø.jpg mit 2 Markierungen' })).toBeVisible();
  await editor.getByRole('button', { name: 'Abbrechen' }).click();
  await view.getByRole('button', { name: 'Schließen' }).click();

  await page.context().setOffline(false);
  await expect
    .poll(async () => Object.values<{ markCount: number; copy?: { url: string } }>((await serverProject(page, projectId))?.photoMarks ?? {}).map((marked) => [marked.markCount, !!marked.copy?.url]), { timeout: 30_000 })
    .toEqual([[2, true]]);
  const project = await serverProject(page, projectId);
  expect(project?.electric?.zaehlerschrank?.analyse?.images?.length).toBe(1);

  // Another tablet sees the marked copy, the original on request, and edits the same marks.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'de-DE' });
  const tablet = await other.newPage();
  await signIn(tablet, DEMO, projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await expect(tablet.getByRole('figure', { name: 'zählerschrank-ø.jpg' }).getByText('Markiert')).toBeVisible();
  await tablet.getByRole('button', { name: 'zählerschrank-ø.jpg öffnen' }).click();
  const otherView = tablet.getByRole('dialog', { name: 'zählerschrank-ø.jpg' });
  await otherView.getByRole('button', { name: 'Original zeigen' }).click();
  await expect(otherView.getByRole('button', { name: 'Markiert zeigen' })).toBeVisible();
  await otherView.getByRole('button', { name: 'Markieren' }).click();
  await expect(tablet.getByRole('img', { name: 'zählerschrank-ø.jpg mit 2 Markierungen' })).toBeVisible();
  await other.close();

  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'protokoll'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
  expect((await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ')).toContain('zählerschrank-ø.jpg');
});

test('a photo taken offline is marked before it is sent: the marks wait behind its upload and reach the server with it', { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#455a64' } }).jpeg().toBuffer();
  await addPhotos(page, [{ name: 'potentialausgleich-ß.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  const tile = page.getByRole('figure', { name: 'potentialausgleich-ß.jpg' });
  await expect(tile).toContainText('wartet auf Upload');

  await tile.getByRole('button', { name: 'potentialausgleich-ß.jpg öffnen' }).click();
  const view = page.getByRole('dialog', { name: 'potentialausgleich-ß.jpg' });
  await view.getByRole('button', { name: 'Markieren' }).click();
  const editor = page.getByRole('dialog', { name: 'Markieren: potentialausgleich-ß.jpg' });
  await drawStroke(page, editor.getByRole('img', { name: 'potentialausgleich-ß.jpg mit 0 Markierungen' }));
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  await expect(view.getByRole('button', { name: 'Original zeigen' })).toBeVisible();
  await view.getByRole('button', { name: 'Schließen' }).click();
  await expect(tile.getByText('Markiert')).toBeVisible();
  await page.reload();
  await expect(tile.getByText('Markiert')).toBeVisible();

  await page.context().setOffline(false);
  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      const image = project?.electric?.zaehlerschrank?.analyse?.images?.[0];
      return [project?.electric?.zaehlerschrank?.analyse?.images?.length, image && project?.photoMarks?.[image.uploadSha256]?.markCount];
    }, { timeout: 30_000 })
    .toEqual([1, 1]);
  await expect(tile.getByText('Markiert')).toBeVisible();
});

test('a photo being marked or captioned while it goes up stays open: its upload finishing drops no stroke and no typed word', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await startProject(page);
  await page.goto(projectPath(DEMO_COMPANY_ID, projectId, 'elektrik'));
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  const photo = (colour: string) => sharp({ create: { width: 1000, height: 750, channels: 3, background: colour } }).jpeg().toBuffer();
  await addPhotos(page, [{ name: 'hausanschluss-ł.jpg', mimeType: 'image/jpeg', buffer: await photo('#37474f') }]);
  await expect(page.getByRole('figure', { name: 'hausanschluss-ł.jpg' })).toContainText('wartet auf Upload');

  // A stroke drawn, not saved yet, when the connection returns.
  await page.getByRole('button', { name: 'hausanschluss-ł.jpg öffnen' }).click();
  await page.getByRole('dialog', { name: 'hausanschluss-ł.jpg' }).getByRole('button', { name: 'Markieren' }).click();
  const editor = page.getByRole('dialog', { name: 'Markieren: hausanschluss-ł.jpg' });
  await drawStroke(page, editor.getByRole('img', { name: 'hausanschluss-ł.jpg mit 0 Markierungen' }));
  await page.context().setOffline(false);
  await expect.poll(async () => (await serverProject(page, projectId))?.electric?.zaehlerschrank?.analyse?.images?.length, { timeout: 30_000 }).toBe(1);
  // The viewer beneath now offers what only a photo on the server has.
  await expect(page.getByRole('button', { name: 'Verschieben nach …', includeHidden: true })).toBeVisible();
  await expect(editor.getByRole('img', { name: 'hausanschluss-ł.jpg mit 1 Markierung' })).toBeVisible();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('dialog', { name: 'hausanschluss-ł.jpg' }).getByRole('button', { name: 'Schließen' }).click();

  // Words typed about the next photo, not saved yet, when the connection returns.
  await page.context().setOffline(true);
  await addPhotos(page, [{ name: 'sicherungen-ş.jpg', mimeType: 'image/jpeg', buffer: await photo('#6d4c41') }]);
  await page.getByRole('figure', { name: 'sicherungen-ş.jpg' }).getByRole('button', { name: 'Beschriften: sicherungen-ş.jpg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Was zeigt das Foto?' });
  await dialog.getByRole('textbox', { name: 'Beschriftung' }).fill(CAPTION);
  await page.context().setOffline(false);
  await expect(page.getByText('wartet auf Upload')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Beschriftung' })).toHaveValue(CAPTION);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('figure', { name: 'sicherungen-ş.jpg' })).toContainText(CAPTION);

  await expect
    .poll(async () => {
      const project = await serverProject(page, projectId);
      const images = project?.electric?.zaehlerschrank?.analyse?.images ?? [];
      const hash = (name: string) => images.find((image: { originalName: string }) => image.originalName === name)?.uploadSha256;
      return [project?.photoMarks?.[hash('hausanschluss-ł.jpg')]?.markCount, project?.captions?.[hash('sicherungen-ş.jpg')]];
    }, { timeout: 30_000 })
    .toEqual([1, CAPTION]);
});

test("the back button closes what lies on top of a page, and never drops a drawing or a signature unasked", async ({ page }) => {
  test.setTimeout(120_000);
  const back = () => page.evaluate(() => history.back());
  /** Whether closing the tab asks first; the question is answered with staying. */
  const leavingAsks = async () => {
    const asked = page.waitForEvent('dialog', { timeout: 5_000 }).then(async (question) => (await question.dismiss(), question.type() === 'beforeunload'), () => false);
    await page.close({ runBeforeUnload: true });
    return asked;
  };
  await startProject(page);
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Zoë Brandt');
  await page.getByRole('button', { name: 'Fertig' }).click();
  // Through the app, as a surveyor goes: back then moves within the app, not to another page load.
  await page.getByRole('button', { name: 'VERSTANDEN!' }).click();
  await page.getByRole('button', { name: 'Die Elektrik' }).click();
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#546e7a' } }).jpeg().toBuffer();
  await addPhotos(page, [{ name: 'zurück.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  const open = page.getByRole('button', { name: 'zurück.jpg öffnen' });
  const view = page.getByRole('dialog', { name: 'zurück.jpg' });

  // The viewer closes; the page stays.
  await open.click();
  await expect(view).toBeVisible();
  await back();
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(/\/elektrik$/);

  // A drawing asks first, and back again keeps it.
  await open.click();
  await view.getByRole('button', { name: 'Markieren' }).click();
  const editor = page.getByRole('dialog', { name: 'Markieren: zurück.jpg' });
  await drawStroke(page, editor.getByRole('img', { name: 'zurück.jpg mit 0 Markierungen' }));
  await back();
  const discard = page.getByRole('dialog', { name: 'Markierungen verwerfen?' });
  await expect(discard).toBeVisible();
  await back();
  await expect(discard).toBeHidden();
  await expect(editor.getByRole('img', { name: 'zurück.jpg mit 1 Markierung' })).toBeVisible();
  // A reload or a closed tab gets the browser's own question first; staying keeps the drawing.
  await expect(leavingAsks()).resolves.toBe(true);
  await expect(editor.getByRole('img', { name: 'zurück.jpg mit 1 Markierung' })).toBeVisible();
  await back();
  await discard.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(editor).toBeHidden();
  await expect(view).toBeVisible();
  await back();
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(/\/elektrik$/);

  // A signature on the pad stays through back; an empty dialog closes.
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByRole('button', { name: 'Protokoll', exact: true }).click();
  await page.getByRole('button', { name: 'Vom Kunden unterschreiben lassen' }).click();
  const signing = page.getByRole('dialog', { name: 'Protokoll unterschreiben' });
  await back();
  await expect(signing).toBeHidden();
  await page.getByRole('button', { name: 'Vom Kunden unterschreiben lassen' }).click();
  await drawStroke(page, signing.getByRole('img', { name: 'Unterschriftsfeld' }));
  await expect(signing.getByRole('button', { name: 'Unterschrift speichern' })).toBeEnabled();
  await back();
  await expect(signing.getByRole('button', { name: 'Unterschrift speichern' })).toBeEnabled();
  await expect(page).toHaveURL(/\/protokoll$/);
  await expect(leavingAsks()).resolves.toBe(true);
  await expect(signing.getByRole('button', { name: 'Unterschrift speichern' })).toBeEnabled();
  // With nothing open, back leaves the page as always.
  await signing.getByRole('button', { name: 'Abbrechen' }).click();
  await back();
  await expect(page).not.toHaveURL(/\/protokoll$/);
});
