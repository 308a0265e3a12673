// The parts bills are made of, drawn with react-pdf: the letterhead with the address window, a
// title, label-value lines, tables with column headers, and the footer with the legal lines.
import { createRequire } from 'node:module';
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { BillFacts } from './bill-facts.ts';

const require = createRequire(import.meta.url);
// Embedded as real bills embed theirs: the built-in Helvetica prints neither ş nor ł.
Font.register({
  family: 'Bill Sans',
  fonts: [
    { src: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf') },
    { src: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf'), fontWeight: 'bold' },
  ],
});
const BOLD = { fontWeight: 'bold' } as const;

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingHorizontal: 44, paddingBottom: 60, fontSize: 9.5, fontFamily: 'Bill Sans', color: '#1d1d1d' },
  sender: { fontSize: 7, color: '#555', marginBottom: 4 },
  address: { marginBottom: 18, fontSize: 10 },
  brand: { position: 'absolute', top: 36, right: 44, fontSize: 15, ...BOLD, color: '#0b4f8a' },
  title: { fontSize: 14, ...BOLD, marginBottom: 10 },
  heading: { fontSize: 10.5, ...BOLD, marginTop: 8, marginBottom: 4 },
  text: { marginBottom: 3 },
  row: { flexDirection: 'row', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: '#bbb' },
  headRow: { flexDirection: 'row', paddingVertical: 2.5, borderBottomWidth: 1, borderBottomColor: '#444', ...BOLD },
  footer: { position: 'absolute', bottom: 24, left: 44, right: 44, fontSize: 6.5, color: '#555' },
  pageNumber: { position: 'absolute', bottom: 24, right: 44, fontSize: 7, color: '#555' },
});

export const text = (content: string) => h(Text, { style: styles.text }, content);
export const heading = (content: string) => h(Text, { style: styles.heading }, content);
export const title = (content: string) => h(Text, { style: styles.title }, content);

/** A label on the left and its value on the right, on one line. */
export const pair = (label: string, value: string, labelWidth = '55%') =>
  h(View, { style: styles.row }, h(Text, { style: { width: labelWidth } }, label), h(Text, { style: { flexGrow: 1, textAlign: 'right' } }, value));

/**
 * A table: a header row and value rows, each cell at its column's share of the width (numbers
 * right-aligned). A cell may be narrow enough that its text wraps onto a second line.
 */
export function table(widths: string[], head: string[], rows: string[][], alignRight: boolean[] = widths.map((_, index) => index > 0)): ReactElement {
  const cells = (values: string[]) =>
    values.map((value, index) => h(Text, { key: index, style: { width: widths[index], textAlign: alignRight[index] ? 'right' : 'left', paddingRight: 4 } }, value));
  return h(View, { style: { marginBottom: 8 } }, h(View, { style: styles.headRow }, ...cells(head)), ...rows.map((row, index) => h(View, { key: index, style: styles.row }, ...cells(row))));
}

/** Letterhead: the supplier's return line above the customer's address window, the brand top right. */
export function letterhead(facts: BillFacts, brand = facts.supplier.name): ReactNode[] {
  const { supplier, customer } = facts;
  return [
    h(Text, { key: 'brand', style: styles.brand }, brand),
    h(Text, { key: 'sender', style: styles.sender }, `${supplier.name} · ${supplier.street} · ${supplier.city}`),
    h(View, { key: 'address', style: styles.address }, h(Text, null, customer.name), h(Text, null, customer.street), h(Text, null, `${customer.postcode} ${customer.city}`)),
  ];
}

export function footer(content: string, page: number, pages: number): ReactNode[] {
  return [h(Text, { key: 'footer', style: styles.footer, fixed: true }, content), h(Text, { key: 'page', style: styles.pageNumber }, `Seite ${page} von ${pages}`)];
}

export const page = (...children: ReactNode[]) => h(Page, { size: 'A4', style: styles.page }, ...children);

export function renderPdf(pages: ReactElement[]): Promise<Buffer> {
  return renderToBuffer(h(Document, null, ...pages) as Parameters<typeof renderToBuffer>[0]);
}
