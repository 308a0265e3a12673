// German texts the bill analysis writes beside a value: where on the bill it was read, and how
// a figure that is not printed as such follows from what is.
import { ANALYSIS_TEXTS } from '../texts.ts';

const date = (iso: string) => iso.split('-').reverse().join('.');
const kwh = (value: number) => `${value.toLocaleString('de-DE')} kWh`;

export const BILL_TEXTS = {
  readFrom: ANALYSIS_TEXTS.readFrom,
  /** The rows of a table column a figure was summed or taken from. */
  column: (head: string, rows: string[]) => ANALYSIS_TEXTS.readFrom(`${head}: ${rows.join(' / ')}`),
  /** A two-rate meter's registers, summed. */
  summed: (lines: string[]) => `Gelesen aus: ${lines.map((line) => `„${line}“`).join(' und ')}, zusammengezählt`,
  annualised: (source: string, billed: number, von: string, bis: string, tage: number) =>
    `${source} · ${kwh(billed)} vom ${date(von)} bis ${date(bis)} (${tage} Tage), auf ein Jahr hochgerechnet`,
  fromPostcode: (line: string, city: string) => `Aus der Lieferadresse „${line}“: Netzgebiet ${city}, ohne Nennung auf der Rechnung`,
} as const;
