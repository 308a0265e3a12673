// Realistic German electricity bills for tests, made at test time: PDFs with a text layer in
// three layouts (react-pdf), a scanned PDF without one, and photo-like JPEGs for OCR (sharp).
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import sharp from 'sharp';
import type { AnalysisFile } from '../analysis.ts';

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#222' },
  sender: { fontSize: 8, color: '#666', marginBottom: 24 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 12 },
  block: { marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 3 },
  cellWide: { width: '60%' },
  cell: { width: '40%', textAlign: 'right' },
  footer: { position: 'absolute', bottom: 30, left: 40, right: 40, fontSize: 7, color: '#666' },
});

const line = (text: string) => h(Text, null, text);
const row = (label: string, value: string) => h(View, { style: styles.row }, h(Text, { style: styles.cellWide }, label), h(Text, { style: styles.cell }, value));
const page = (...children: ReactNode[]) => h(Page, { size: 'A4', style: styles.page }, ...children);

async function pdf(...pages: ReactElement[]): Promise<Buffer> {
  return renderToBuffer(h(Document, null, ...pages) as Parameters<typeof renderToBuffer>[0]);
}

/** A large supplier's annual bill (E.ON style, grid of Westnetz): labelled lines, prices, readings and the Zählpunkt. */
export function westnetzBill(): Promise<Buffer> {
  return pdf(
    page(
      h(Text, { style: styles.sender }, 'E.ON Energie Deutschland GmbH · Postfach 14 64 · 84001 Landshut'),
      h(Text, { style: styles.title }, 'Ihre Jahresabrechnung Strom 2025'),
      h(
        View,
        { style: styles.block },
        line('Kundennummer: 2004 5566 77'),
        line('Abrechnungszeitraum: 01.01.2025 bis 31.12.2025'),
        line('Zählernummer: 1 ESY11 1234 5678'),
        line('Zählpunkt: DE 00012 34567 00000 00000 00001 234567'),
        line('Netzbetreiber: Westnetz GmbH'),
      ),
      h(
        View,
        { style: styles.block },
        row('Zählerstand alt (01.01.2025)', '45.123 kWh'),
        row('Zählerstand neu (31.12.2025)', '49.323 kWh'),
        row('Ihr Verbrauch', '4.200 kWh'),
        row('Arbeitspreis', '32,15 ct/kWh'),
        row('Grundpreis', '13,50 €/Monat'),
        row('Ihr Verbrauch im Vorjahr', '4.480 kWh'),
        row('Durchschnittsverbrauch vergleichbarer Haushalte', '3.500 kWh'),
      ),
      h(Text, { style: styles.footer }, 'E.ON Energie Deutschland GmbH · Sitz München · Amtsgericht München HRB 174203'),
    ),
  );
}

/** A Stadtwerke bill with the consumption in a table by period and a total row; the operator only in the footer. */
export function stadtwerkeBill(): Promise<Buffer> {
  return pdf(
    page(
      h(Text, { style: styles.sender }, 'Stadtwerke Bochum GmbH · Ostring 28 · 44787 Bochum'),
      h(Text, { style: styles.title }, 'Rechnung Strom – Tarif BochumStrom Basis'),
      h(View, { style: styles.block }, row('Zähler-Nr.', 'EMH 12345678'), row('Marktlokations-ID', '51238696781'), row('Abrechnungszeitraum', '01.01.2025 – 31.12.2025')),
      h(
        View,
        { style: styles.block },
        row('Zeitraum', 'Menge'),
        row('01.01.2025 – 30.06.2025', '1.900 kWh'),
        row('01.07.2025 – 31.12.2025', '1.956 kWh'),
        row('Gesamtverbrauch', '3 856 kWh'),
        row('Arbeitspreis 01.01.2025 – 31.12.2025', '3 856 kWh × 29,87 ct/kWh'),
      ),
      h(Text, { style: styles.footer }, 'Netzbetreiber: Stadtwerke Bochum Netz GmbH · Marktpartner-ID 9900123000004'),
    ),
  );
}

/** A two-page bill: page 1 the letter (supplier EnBW, meter number), page 2 the consumption and the operator. */
export function twoPageBill(): Promise<Buffer> {
  return pdf(
    page(
      h(Text, { style: styles.sender }, 'EnBW Energie Baden-Württemberg AG · Durlacher Allee 93 · 76131 Karlsruhe'),
      h(Text, { style: styles.title }, 'Ihre Stromabrechnung'),
      h(View, { style: styles.block }, line('Sehr geehrte Frau Muster,'), line('anbei erhalten Sie Ihre Abrechnung für den Zeitraum 15.03.2024 bis 14.03.2025.')),
      h(View, { style: styles.block }, line('Zähler Nr 10123456'), line('Rechnungsbetrag: 1.512,40 €')),
    ),
    page(
      h(Text, { style: styles.title }, 'Ihr Verbrauch im Detail'),
      h(View, { style: styles.block }, row('Jahresverbrauch', '5.120,5 kWh'), row('Verbrauchspreis', '30,12 ct/kWh')),
      h(View, { style: styles.block }, line('Ihr Netzbetreiber ist die Netze BW GmbH, Schelmenwasenstraße 15, 70567 Stuttgart.')),
    ),
  );
}

/** A PDF whose only page is a picture of a bill: no text layer, as from a scanner. */
export async function scannedBill(photo: Buffer): Promise<Buffer> {
  return pdf(h(Page, { size: 'A4', style: { padding: 20 } }, h(Image, { src: { data: photo, format: 'jpg' } })));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A photo-like JPEG of printed lines: off-white paper, slightly rotated and soft, as from a phone. */
export async function billPhoto(lines: string[], { width = 1100, rotate = 1.2 } = {}): Promise<Buffer> {
  const height = 120 + lines.length * 52;
  const text = lines.map((entry, index) => `<text x="60" y="${90 + index * 52}">${escapeXml(entry)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f3efe6"/><g font-family="DejaVu Sans" font-size="28" fill="#2a2a2a">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).rotate(rotate, { background: '#bdb6a8' }).blur(0.6).jpeg({ quality: 65 }).toBuffer();
}

export const MUENCHEN_PHOTO_LINES = [
  'Stadtwerke München GmbH',
  'Stromrechnung 2025',
  'Zählernummer: DZG-12345678',
  'Arbeitspreis 31,80 ct/kWh',
  'Jahresverbrauch 2.950 kWh',
  'Netzbetreiber: SWM Infrastruktur GmbH & Co. KG',
];

/** A photo of something that is not a bill: a tiled roof, as plain stripes. */
export async function roofPhoto(): Promise<Buffer> {
  const stripes = Array.from({ length: 12 }, (_, index) => `<rect y="${index * 40}" width="800" height="20" fill="#8d3b2a"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="480"><rect width="100%" height="100%" fill="#a4513c"/>${stripes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

export const asFile = (bytes: Buffer, originalName: string, contentType = originalName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg'): AnalysisFile => ({
  id: originalName,
  bytes,
  contentType,
  originalName,
});
