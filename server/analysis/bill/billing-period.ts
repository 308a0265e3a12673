// The billing period a bill states (pure): 'Abrechnungszeitraum 15.10.2024 – 30.11.2025', and
// the consumption scaled to a year when that period is not one.
import type { BillPage } from './bill-lines.ts';
import { linesOf } from './bill-lines.ts';

export interface BillingPeriod {
  /** ISO dates, both days billed. */
  von: string;
  bis: string;
  tage: number;
}

const RANGE = /(\d{1,2})\.(\d{1,2})\.(\d{4})\s*(?:-|–|—|bis(?:\s+zum)?)\s*(\d{1,2})\.(\d{1,2})\.(\d{4})/;
/** A line ending in a range's first date, and one starting with the rest of the range. */
const BROKEN_START = /\d{1,2}\.\d{1,2}\.\d{4}$/;
const BROKEN_END = /^(?:-|–|—|bis)\s*(?:zum\s+)?\d{1,2}\.\d{1,2}\.\d{4}/;
/** How telling a line's label is: the billing period itself, any period, or a bare range. */
const PERIOD_LABELS: Array<[RegExp, number]> = [
  [/abrechnungszeitraum|rechnungszeitraum|lieferzeitraum/i, 3],
  [/zeitraum|\bvom\b/i, 2],
];
/** Ranges that are not this bill's period: last year's, the next instalments'. */
const OTHER_PERIOD = /vorjahr|abschlag|prognose|voraussichtlich/i;
const DAY_MS = 86_400_000;

/** A period shorter than this is not scaled to a year: a few months say too little of the winter. */
const MIN_SCALED_DAYS = 180;
/** A period within this many days of a year is billed as the year it is. */
const YEAR_TOLERANCE_DAYS = 7;

const iso = (day: string, month: string, year: string) => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

function periodOf(text: string): BillingPeriod | null {
  const match = RANGE.exec(text);
  if (!match) return null;
  const von = iso(match[1], match[2], match[3]);
  const bis = iso(match[4], match[5], match[6]);
  const tage = Math.round((Date.parse(bis) - Date.parse(von)) / DAY_MS) + 1;
  return Number.isFinite(tage) && tage > 0 && tage <= 800 ? { von, bis, tage } : null;
}

/** The bill's period: the range with the most telling label, the first of equals. */
export function billingPeriod(pages: BillPage[]): BillingPeriod | null {
  let found: { period: BillingPeriod; score: number } | null = null;
  for (const page of pages) {
    const lines = linesOf(page.text);
    for (const [at, line] of lines.entries()) {
      // Per cell: a table's head may set this period beside last year's ('Vorjahreszeitraum').
      const cells = line.cells.length > 1 ? [...line.cells] : [line.text];
      // Running text may break the range after its first date: 'vom 01.12.2024' over 'bis zum 31.12.2025'.
      const next = lines[at + 1]?.text ?? '';
      if (BROKEN_START.test(cells[cells.length - 1]) && BROKEN_END.test(next)) cells[cells.length - 1] += ` ${next}`;
      for (const [index, cell] of cells.entries()) {
        const period = periodOf(cell);
        // The range and what stands before it on its line; a label after it is another column's.
        if (!period || OTHER_PERIOD.test(cells.slice(0, index + 1).join(' '))) continue;
        const score = PERIOD_LABELS.find(([label]) => label.test(line.text))?.[1] ?? 1;
        if (!found || score > found.score) found = { period, score };
      }
    }
  }
  return found?.period ?? null;
}

/** Whether a consumption over `period` is to be scaled to a year. */
export const needsScaling = (period: BillingPeriod | null): period is BillingPeriod =>
  period !== null && period.tage >= MIN_SCALED_DAYS && Math.abs(period.tage - 365) > YEAR_TOLERANCE_DAYS;

/** The period's consumption as a year's: scaled by 365 days, to the kWh. */
export const annualised = (kwh: number, period: BillingPeriod): number => Math.round((kwh * 365) / period.tage);
