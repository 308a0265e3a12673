// The labelled bills: three PDF layouts with a text layer, a scanned PDF, and phone photos of
// bills in several layouts, angles and sizes, each with the consumption, meter number and grid
// operator it truly shows.
import sharp from 'sharp';
import { analyzeBill } from '../../server/analysis/bill/analyze-bill.ts';
import { asFile, billPhoto, MUENCHEN_PHOTO_LINES, roofPhoto, scannedBill, stadtwerkeBill, twoPageBill, westnetzBill } from '../../server/analysis/bill/bill-fixtures.ts';
import { answeredValues, type FieldCase } from './score.ts';

export const BAYERNWERK_LINES = [
  'Energieversorgung Oberland GmbH',
  'Jahresrechnung Strom 01.02.2025 - 31.01.2026',
  'Zähler-Nr.: 1ITF0098765432',
  'Netzbetreiber: Bayernwerk Netz GmbH',
  'Verbrauch im Abrechnungszeitraum: 3.410 kWh',
  'Arbeitspreis brutto 34,90 ct/kWh',
];
const EDIS_LINES = [
  'Stadtwerke Neubrandenburg',
  'Stromabrechnung',
  'Gesamtverbrauch 2.184 kWh',
  'Zählernummer 7 EBZ 0112233',
  'Ihr Netzbetreiber: E.DIS Netz GmbH',
];

type Truth = { stromverbrauch: number | null; zaehlernummer: string | null; netzbetreiber: string | null };
const MUENCHEN: Truth = { stromverbrauch: 2950, zaehlernummer: 'DZG-12345678', netzbetreiber: 'SWM Infrastruktur GmbH & Co. KG' };

const small = async (bytes: Buffer, width: number) => sharp(bytes).resize({ width }).jpeg({ quality: 55 }).toBuffer();

export async function evaluateBills(): Promise<FieldCase[]> {
  const cases: Array<[string, () => Promise<ReturnType<typeof asFile>>, Truth]> = [
    ['PDF Westnetz', async () => asFile(await westnetzBill(), 'a.pdf'), { stromverbrauch: 4200, zaehlernummer: '1 ESY11 1234 5678', netzbetreiber: 'Westnetz GmbH' }],
    ['PDF Stadtwerke', async () => asFile(await stadtwerkeBill(), 'b.pdf'), { stromverbrauch: 3856, zaehlernummer: 'EMH 12345678', netzbetreiber: 'Stadtwerke Bochum Netz GmbH' }],
    ['PDF zweiseitig', async () => asFile(await twoPageBill(), 'c.pdf'), { stromverbrauch: 5120.5, zaehlernummer: '10123456', netzbetreiber: 'Netze BW GmbH' }],
    ['PDF gescannt', async () => asFile(await scannedBill(await billPhoto(MUENCHEN_PHOTO_LINES)), 'd.pdf'), MUENCHEN],
    ['Foto München', async () => asFile(await billPhoto(MUENCHEN_PHOTO_LINES), 'e.jpg'), MUENCHEN],
    ['Foto München klein, gedreht', async () => asFile(await small(await billPhoto(MUENCHEN_PHOTO_LINES, { rotate: -2.5 }), 500), 'f.jpg'), MUENCHEN],
    ['Foto Bayernwerk', async () => asFile(await billPhoto(BAYERNWERK_LINES, { rotate: 2 }), 'g.jpg'), { stromverbrauch: 3410, zaehlernummer: '1ITF0098765432', netzbetreiber: 'Bayernwerk Netz GmbH' }],
    ['Foto E.DIS', async () => asFile(await billPhoto(EDIS_LINES, { width: 900, rotate: -1 }), 'h.jpg'), { stromverbrauch: 2184, zaehlernummer: '7 EBZ 0112233', netzbetreiber: 'E.DIS Netz GmbH' }],
    ['Foto ohne Rechnung', async () => asFile(await roofPhoto(), 'i.jpg'), { stromverbrauch: null, zaehlernummer: null, netzbetreiber: null }],
  ];
  const results: FieldCase[] = [];
  for (const [name, make, truth] of cases) {
    const findings = await analyzeBill([await make()]);
    const found = answeredValues(truth, findings.results);
    results.push({ name, truth, found });
  }
  return results;
}
