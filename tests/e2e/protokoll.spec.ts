// Protokoll (SPEC §2, §7, §8, §9): the overview with customer, status and photos by component,
// the PDF download with its file name and every error message, and the same PDF made on the
// device without a connection. Downloaded PDFs are read with pdf.js and checked for content.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { pdfText } from '../../server/test-support/pdf-text';
import { changeServerProject, uploadFile } from './api-helpers';
import { DEMO, signIn, startProject, waitForServiceWorker } from './fixtures';

const WAGNER = 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65';
const ONE_PAGE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const protokoll = (projectId: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/protokoll`;

async function downloadPdf(page: Page): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF herunterladen' }).click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { download, text: await pdfText(bytes) };
}

test('the overview and the server PDF of a finished project', async ({ page }) => {
  await signIn(page, DEMO, protokoll(WAGNER));
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  await expect(page.getByText('Thomas Wagner')).toBeVisible();
  await expect(page.getByLabel('Adresse')).toHaveText('Am Mühlbach 3\n69469 Weinheim');
  await expect(page.getByText('Status: Abgeschlossen')).toBeVisible();
  for (const group of ['Dach Außenseite', 'Elektrik/Zählerschrank', 'Aufstellort']) {
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Dach Außenseite' }).getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  const { download, text } = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe('protocol_Thomas_Wagner.pdf');
  for (const expected of ['Solar Schmidt GmbH', 'Thomas Wagner', 'Abgeschlossen', 'Satteldach', 'Frankfurter Pfanne', 'Qualität: hoch', 'Moos an der Nordseite', 'Fotos: Dach Außenseite']) {
    expect(text).toContain(expected);
  }
});

test('without a connection the same protocol is made on the device, with the values captured offline', async ({ page, context }) => {
  const projectId = await startProject(page);
  await changeServerProject(page, projectId, (project) => {
    project.customer = { firstName: 'Ayşe', lastName: 'Kılıç-Krüger', address: 'Gartenweg 7\n69115 Heidelberg', services: { solar: true }, additional: 'Klimaanlage 🌻' };
    project.name = 'Kılıç-Krüger';
  });
  await waitForServiceWorker(page);
  await page.goto(protokoll(projectId));
  await expect(page.getByText('Ayşe Kılıç-Krüger')).toBeVisible();

  await context.setOffline(true);
  // A value captured in the cellar, not yet on the server.
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/dach-detail/sparren`);
  await page.getByLabel('Anzahl').fill('26');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/dach$/);
  await page.goto(protokoll(projectId));
  await expect(page.getByText('Ohne Verbindung wird das Protokoll aus den Daten auf diesem Gerät erstellt.')).toBeVisible();
  const { download, text } = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe('protocol_Ayşe_Kılıç-Krüger.pdf'.normalize());
  await expect(page.getByRole('alert')).toHaveText('Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.');
  // Made offline, in the precached fonts: ş and ı print as letters, the 'Weiteres' text is there with its emoji.
  for (const expected of ['Protokoll der Vor-Ort-Aufnahme', 'Ayşe Kılıç-Krüger', 'Gartenweg 7, 69115 Heidelberg', 'In Bearbeitung', 'Weiteres: Klimaanlage 🌻', 'Sparren – Anzahl', '26', 'korrigiert']) {
    expect(text).toContain(expected);
  }
  await context.setOffline(false);
});

test('a customer named outside Latin-1 gets the server PDF, and an uploaded bill PDF shows as a document with its pages', async ({ page }) => {
  const projectId = await startProject(page);
  await changeServerProject(page, projectId, (project) => {
    project.customer = { firstName: 'Ayşe', lastName: 'Özdemir', address: 'Ulica Łąkowa 5\n00-001 Warszawa' };
  });
  const upload = await uploadFile(page, projectId, 'stromrechnung', { name: 'Jahresabrechnung 2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) });
  expect(upload.status()).toBe(200);
  await page.goto(protokoll(projectId));
  const bill = page.getByRole('region', { name: 'Zustand Haus' });
  const tile = bill.getByRole('figure', { name: 'Jahresabrechnung 2025.pdf' });
  await expect(tile.getByText('PDF-Dokument')).toBeVisible();
  await expect(tile.getByText('1 Seite', { exact: true })).toBeVisible();
  await expect(bill.getByRole('img')).toHaveCount(0);

  const { download, text } = await downloadPdf(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(download.suggestedFilename()).toBe('protocol_Ayşe_Özdemir.pdf');
  for (const expected of ['Ayşe Özdemir', 'Ulica Łąkowa 5, 00-001 Warszawa', 'Fotos: Zustand Haus', 'PDF-Dokument · 1 Seite', 'Jahresabrechnung 2025.pdf']) {
    expect(text).toContain(expected);
  }
});

test('every download error of SPEC §8', async ({ page }) => {
  await signIn(page, DEMO, protokoll(WAGNER));
  const pdf = '**/api/companies/*/projects/*/pdf';
  const answers: Array<[number, string, RegExp]> = [
    [404, 'Not Found', /^Projekt nicht gefunden oder noch keine Daten für Protokoll verfügbar\.$/],
    [500, 'Internal Server Error', /^Fehler bei der PDF-Generierung\. Bitte versuche es später erneut\.$/],
    [403, 'Forbidden', /^Fehler beim Herunterladen: 403/],
  ];
  for (const [status, , message] of answers) {
    await page.route(pdf, (route) => route.fulfill({ status, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await page.unroute(pdf);
  }
  // No answer at all while the browser believes it is online: the §8 network message, and the
  // protocol is made on the device instead.
  await page.route(pdf, (route) => route.abort('internetdisconnected'));
  const { download, text } = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe('protocol_Thomas_Wagner.pdf');
  // Made from the device's copy: the roof values and the photos seen on this page.
  for (const expected of ['Thomas Wagner', 'Satteldach', 'Fotos: Dach Außenseite', 'dach-aussen.jpg']) expect(text).toContain(expected);
  await expect(page.getByRole('alert')).toHaveText(
    'Netzwerkfehler beim Herunterladen des Protokolls. Bitte überprüfe die Internetverbindung. Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.',
  );
});

test('a change the server does not hold yet is not left out: the PDF is made here and says so', async ({ page }) => {
  const projectId = await startProject(page);
  await changeServerProject(page, projectId, (project) => {
    project.customer = { firstName: 'Łucja', lastName: 'Wróbel' };
    project.name = 'Wróbel';
  });
  // The server answers the new damage with 503 for now, so it stays queued on the device.
  await page.route('**/vorschaden', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x"}' }));
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/vorschaeden`);
  await page.getByLabel('Vorschaden hinzufügen').fill('Wasserfleck an der Kellerdecke, ca. 30 cm');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Wasserfleck an der Kellerdecke, ca. 30 cm')).toBeVisible();

  await page.goto(protokoll(projectId));
  // The device's copy holds the server's new name before the PDF is asked for.
  await expect(page.getByText('Łucja Wróbel')).toBeVisible();
  const { download, text } = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe('protocol_Łucja_Wróbel.pdf'.normalize());
  expect(text).toContain('Wasserfleck an der Kellerdecke, ca. 30 cm');
  // Its buildability is assessed from the same damages it lists.
  expect(text).toContain('Es ist 1 Vorschaden erfasst.');
  await expect(page.getByRole('alert')).toHaveText('Noch nicht alle Änderungen sind übertragen. Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.');
});
