import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBill } from './analyze-bill.ts';
import { asFile, billPhoto, MUENCHEN_PHOTO_LINES, roofPhoto, scannedBill, stadtwerkeBill, twoPageBill, westnetzBill } from './bill-fixtures.ts';
import { closeOcr } from '../ocr/ocr-workers.ts';
import { billFilePages } from './bill-text.ts';

const NONE = { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null };

afterAll(() => closeOcr());

describe('bills as PDFs with a text layer', () => {
  it('reads the text layer line by line, table rows as one line with their cells parted by tabs', async () => {
    const [page] = await billFilePages(asFile(await stadtwerkeBill(), 'rechnung.pdf'));
    expect(page.source).toBe('text');
    expect(page.text.split('\n')).toContain('Gesamtverbrauch\t3 856 kWh');
  });

  it('a Westnetz-area bill: labelled values, not the readings, prices, previous year or Zählpunkt', async () => {
    const findings = await analyzeBill([asFile(await westnetzBill(), 'Jahresabrechnung.pdf')]);
    expect(findings.values).toEqual({ stromverbrauch: 4200, zaehlernummer: '1 ESY11 1234 5678', netzbetreiber: 'Westnetz GmbH' });
    expect(findings.results).toMatchObject({
      stromverbrauch: { wert: 4200, qualitaet: 'hoch', pageReference: 1 },
      zaehlernummer: { wert: '1 ESY11 1234 5678', qualitaet: 'hoch', pageReference: 1 },
      netzbetreiber: { wert: 'Westnetz GmbH', qualitaet: 'hoch', pageReference: 1 },
      zaehlpunkt: { wert: 'DE0001234567000000000000001234567', qualitaet: 'hoch', pageReference: 1 },
    });
  });

  it('a Stadtwerke bill: the total row of the consumption table and the operator from the footer', async () => {
    const findings = await analyzeBill([asFile(await stadtwerkeBill(), 'rechnung.pdf')]);
    expect(findings.values).toEqual({ stromverbrauch: 3856, zaehlernummer: 'EMH 12345678', netzbetreiber: 'Stadtwerke Bochum Netz GmbH' });
    expect(findings.results.stromverbrauch).toMatchObject({ wert: 3856, qualitaet: 'hoch', pageReference: 1 });
    expect(findings.results.marktlokation).toMatchObject({ wert: '51238696781', qualitaet: 'hoch', pageReference: 1 });
  });

  it('a two-page bill: consumption and operator from page 2, the meter from page 1', async () => {
    const findings = await analyzeBill([asFile(await twoPageBill(), 'abrechnung.pdf')]);
    expect(findings.results).toMatchObject({
      stromverbrauch: { wert: 5120.5, qualitaet: 'hoch', pageReference: 2 },
      zaehlernummer: { wert: '10123456', qualitaet: 'hoch', pageReference: 1 },
      netzbetreiber: { wert: 'Netze BW GmbH', qualitaet: 'hoch', pageReference: 2 },
    });
  });

  it('page numbers continue across files in upload order', async () => {
    const findings = await analyzeBill([asFile(await twoPageBill(), 'a.pdf'), asFile(await stadtwerkeBill(), 'b.pdf')]);
    // Both bills carry a labelled total; the higher score is equal, so the first page wins.
    expect(findings.results.stromverbrauch).toMatchObject({ wert: 5120.5, qualitaet: 'hoch', pageReference: 2 });
    expect(findings.results.marktlokation).toMatchObject({ wert: '51238696781', qualitaet: 'hoch', pageReference: 3 });
  });
});

describe('bills read by OCR', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await billPhoto(MUENCHEN_PHOTO_LINES);
  });

  it.each([
    ['slightly rotated and soft', 1.2, 1],
    ['rotated the other way, small and compressed', -2.5, 0.45],
  ])('a photo of a bill (%s): labelled values at quality mittel', async (_, rotate, scale) => {
    const bytes = await billPhoto(MUENCHEN_PHOTO_LINES, { rotate });
    const shot = scale === 1 ? bytes : await sharp(bytes).resize({ width: Math.round(1100 * scale) }).jpeg({ quality: 55 }).toBuffer();
    const findings = await analyzeBill([asFile(shot, 'IMG_2031.jpg')]);
    expect(findings.values).toEqual({ stromverbrauch: 2950, zaehlernummer: 'DZG-12345678', netzbetreiber: 'SWM Infrastruktur GmbH & Co. KG' });
    expect(findings.results.stromverbrauch).toMatchObject({ wert: 2950, qualitaet: 'mittel', pageReference: 1 });
    expect(findings.results.netzbetreiber).toMatchObject({ wert: 'SWM Infrastruktur GmbH & Co. KG', qualitaet: 'mittel', pageReference: 1 });
  });

  it('a scanned PDF page without text layer is rendered and read by OCR', async () => {
    const findings = await analyzeBill([asFile(await westnetzBill(), 'seite1.pdf'), asFile(await scannedBill(photo), 'scan.pdf')]);
    // The scan is page 2; the text-layer bill's labelled values (hoch) win where both have one.
    expect(findings.results.stromverbrauch).toMatchObject({ wert: 4200, qualitaet: 'hoch', pageReference: 1 });
    const scanOnly = await analyzeBill([asFile(await scannedBill(photo), 'scan.pdf')]);
    expect(scanOnly.results.stromverbrauch).toMatchObject({ wert: 2950, qualitaet: 'mittel', pageReference: 1 });
    expect(scanOnly.values?.zaehlernummer).toBe('DZG-12345678');
  });

  it('an unrelated photo gives nicht_erkennbar for every field and no values', async () => {
    const findings = await analyzeBill([asFile(await roofPhoto(), 'dach.jpg')]);
    expect(findings).toEqual({ results: { stromverbrauch: NONE, zaehlernummer: NONE, netzbetreiber: NONE }, values: {} });
  });

  it('a file that is neither PDF nor image, or a broken PDF, is skipped without failing', async () => {
    const findings = await analyzeBill([asFile(Buffer.from('%PDF-1.4 kaputt'), 'kaputt.pdf'), asFile(Buffer.from('x'), 'notiz.txt', 'text/plain')]);
    expect(findings.values).toEqual({});
  });
});
