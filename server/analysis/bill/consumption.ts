// The consumption of the billed period (pure): a labelled total, the sum of a two-rate meter's
// HT and NT, or a table's consumption column, never a meter reading, last year's figure, a
// comparison or a forecast. Scaled to a year when the bill's period is not one.
import { annualised, needsScaling, type BillingPeriod } from './billing-period.ts';
import { BILL_TEXTS as T } from './texts.ts';
import { best, cellNumber, cellUnder, labelled, linesOf, parseGermanNumber, rowsUnder, type BillLine, type BillPage, type Candidate } from './bill-lines.ts';

/**
 * A quantity in kWh: German thousands separators (. or space), decimals after a comma. A price
 * ('32,15 ct/kWh') has its unit between number and kWh, so it never matches.
 */
const KWH = /(?<![\d.,])(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d{1,3}))?\s?k\s?w\s?h+\b/gi;
const HAS_KWH = /\d\s?k\s?w\s?h\b/i;
/** The annual or total figure. */
const TOTAL_LABEL = /jahres(?:strom)?verbrauch|gesamt(?:strom)?verbrauch|verbrauch\s+(?:gesamt|insgesamt)|summe\s+(?:des\s+)?verbrauch[a-z]*|verbrauch\s+(?:im|für\s+den)\s+abrechnungszeitraum|ihr\s+(?:strom)?verbrauch|dein\s+(?:strom)?verbrauch|abgerechnete[rn]?\s+verbrauch|stromverbrauch/i;
/** A figure that is already a year's: never scaled. */
const YEAR_LABEL = /jahres/i;
/** Any consumption label, e.g. of one period of several. */
const ANY_LABEL = /verbrauch/i;
/** Figures in kWh that are not this household's consumption of the billed period. */
const OTHER_FIGURE = /vorjahr|vergleich|durchschnitt|haushalte?\b|prognos|voraussichtlich|hochgerechnet|abschlag/i;
/** Meter readings are in kWh too; on such a line only a figure after a consumption label counts. */
const READING = /z(?:ä|ae|a)hlerstand|\bstand\b|ablesung/i;
const PRICE = /preis|ct\s*\/|cent|€|eur\b/i;
/** A register of a two-rate meter: high rate (day) or low rate (night), by name or OBIS code. */
const HIGH_RATE = /\bHT\b|hochtarif|1\.8\.1\b/i;
const LOW_RATE = /\bNT\b|niedertarif|1\.8\.2\b/i;
/** A table column of consumed kWh: 'Verbrauch kWh', 'Verbr. (kWh)', 'Menge', 'Differenz'. */
const COLUMN = /verbr(?:auch|\.)|menge|differenz/i;
/** The consumption told in a sentence, its label after the figure: 'Sie haben … 3.412 kWh Strom verbraucht.' */
const SENTENCE = /\b(?:sie\s+haben|du\s+hast|wir\s+haben)\b[^.]*?(?<![\d.,])(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d{1,3}))?\s?kWh\b(?:\s+strom)?\s+(?:verbraucht|abgerechnet|geliefert)\b/i;
const SUM_ROW = /summe|gesamt|total/i;

/** A household's plausible yearly kWh; outside this it is a meter reading, a price or noise. */
const plausibleConsumption = (kwh: number) => kwh >= 100 && kwh <= 200_000;

interface Found extends Candidate<number> {
  /** Whether the figure is a year's already ('Jahresverbrauch'), not the period's. */
  yearly: boolean;
}

function labelledLines(page: BillPage, lines: BillLine[]): Found[] {
  const found: Found[] = [];
  for (const { text: line } of lines) {
    if (OTHER_FIGURE.test(line)) continue;
    const label = TOTAL_LABEL.exec(line) ?? ANY_LABEL.exec(line);
    if (!label && READING.test(line)) continue;
    const total = label !== null && TOTAL_LABEL.test(label[0]);
    // One register of a two-rate meter is part of the consumption, summed below.
    const register = HIGH_RATE.test(line) || LOW_RATE.test(line);
    const told = SENTENCE.exec(line);
    if (told) {
      const kwh = parseGermanNumber(told[1], told[2]);
      if (plausibleConsumption(kwh)) found.push({ wert: kwh, qualitaet: labelled(page.source), score: 3, page: page.page, quelle: T.readFrom(line), yearly: false });
      continue;
    }
    for (const match of line.matchAll(KWH)) {
      const kwh = parseGermanNumber(match[1], match[2]);
      if (!plausibleConsumption(kwh)) continue;
      const base = { wert: kwh, page: page.page, quelle: T.readFrom(line), yearly: label !== null && YEAR_LABEL.test(label[0]) };
      if (!label) found.push({ ...base, qualitaet: 'niedrig', score: PRICE.test(line) ? 0 : 1 });
      // A figure before the label belongs to something else (a reading, a period's start).
      else if (match.index > label.index) found.push({ ...base, qualitaet: total && !register ? labelled(page.source) : 'mittel', score: total && !register ? 3 : 2 });
    }
  }
  return found;
}

/** Each kWh figure of the line with the words since the figure before it, which name what it is. */
function namedFigures(line: string): Array<{ name: string; kwh: number }> {
  let from = 0;
  return [...line.matchAll(KWH)].map((match) => {
    const name = line.slice(from, match.index);
    from = match.index + match[0].length;
    return { name, kwh: parseGermanNumber(match[1], match[2]) };
  });
}

/** A two-rate meter's registers listed in one line ('HT: 2.345 kWh · NT: 1.234 kWh im Zeitraum …'), summed. */
function ratesInOneLine(page: BillPage, lines: BillLine[]): Found[] {
  return lines.flatMap(({ text }) => {
    if (OTHER_FIGURE.test(text) || READING.test(text)) return [];
    const figures = namedFigures(text);
    const high = figures.filter(({ name }) => HIGH_RATE.test(name) && !LOW_RATE.test(name));
    const low = figures.filter(({ name }) => LOW_RATE.test(name) && !HIGH_RATE.test(name));
    if (high.length !== 1 || low.length !== 1 || !plausibleConsumption(high[0].kwh + low[0].kwh)) return [];
    return [{ wert: high[0].kwh + low[0].kwh, qualitaet: labelled(page.source), score: 2, page: page.page, quelle: T.readFrom(text), yearly: false }];
  });
}

/** A two-rate meter's HT and NT consumption, each labelled on its own line, summed. */
function ratesSummed(page: BillPage, lines: BillLine[]): Found[] {
  const rate = (pattern: RegExp) =>
    lines.find(({ text }) => ANY_LABEL.test(text) && pattern.test(text) && !OTHER_FIGURE.test(text) && !READING.test(text) && HAS_KWH.test(text));
  const high = rate(HIGH_RATE);
  const low = rate(LOW_RATE);
  if (!high || !low || high === low) return [];
  const kwhOf = (line: BillLine) => {
    const match = [...line.text.matchAll(KWH)].at(-1);
    return match ? parseGermanNumber(match[1], match[2]) : null;
  };
  const [ht, nt] = [kwhOf(high), kwhOf(low)];
  if (ht === null || nt === null || !plausibleConsumption(ht + nt)) return [];
  return [{ wert: ht + nt, qualitaet: labelled(page.source), score: 3, page: page.page, quelle: T.summed([high.text, low.text]), yearly: false }];
}

/**
 * A table with a consumption column ('Verbrauch kWh' over '3.639', 'Dein Verbrauch' over
 * '2.404 kWh'): the sum row's figure, or the rows' figures summed (one row per register or
 * period, named in a cell before), read in the column under its head.
 */
function tableColumn(page: BillPage, lines: BillLine[]): Found[] {
  const found: Found[] = [];
  lines.forEach((head, index) => {
    if (head.cells.length < 2 || /\d/.test(head.text) || OTHER_FIGURE.test(head.text)) return;
    const column = head.cells.findIndex((cell) => COLUMN.test(cell));
    // A head naming the total ('Dein Verbrauch' over '2.404 kWh') needs no unit of its own; its figure then carries it.
    const unitInHead = column >= 0 && /kwh|menge|differenz/i.test(head.cells[column]);
    if (column < 0 || (!unitInHead && !TOTAL_LABEL.test(head.cells[column]))) return;
    const rows = rowsUnder(lines, index).filter((row) => !OTHER_FIGURE.test(row.text));
    const figures = rows.map((row) => {
      const cell = cellUnder(head, row, column);
      return { row, kwh: cell === undefined || (!unitInHead && !HAS_KWH.test(cell)) ? null : cellNumber(cell) };
    });
    const sum = figures.find(({ row, kwh }) => kwh !== null && SUM_ROW.test(row.cells[0]));
    const parts = figures.filter(({ row, kwh }) => kwh !== null && !SUM_ROW.test(row.cells[0]));
    // Rows named by their own kWh (a price letter's typical consumptions, a tariff's tiers) are
    // alternatives to look up, not registers or periods to add: a bill names those in a cell before.
    if (column === 0 && !sum && parts.length > 1) return;
    const kwh = sum ? sum.kwh : parts.reduce((total, part) => total + (part.kwh ?? 0), 0);
    if (!kwh || !plausibleConsumption(kwh)) return;
    const quelle = T.column(head.cells[column], (sum ? [sum] : parts).map(({ row }) => row.text));
    found.push({ wert: kwh, qualitaet: labelled(page.source), score: 3, page: page.page, quelle, yearly: false });
  });
  return found;
}

export interface Consumption extends Candidate<number> {
  /** Set when the figure was scaled to a year: the period and what the bill states for it. */
  zeitraum?: BillingPeriod & { verbrauch: number };
}

/** The billed period's consumption, as a year's figure when `period` is not a year. */
export function consumption(pages: BillPage[], period: BillingPeriod | null): Consumption | undefined {
  const found = best(
    pages.flatMap((page) => {
      const lines = linesOf(page.text);
      return [...labelledLines(page, lines), ...ratesSummed(page, lines), ...ratesInOneLine(page, lines), ...tableColumn(page, lines)];
    }),
  ) as Found | undefined;
  if (!found) return undefined;
  const { yearly, ...candidate } = found;
  if (yearly || !needsScaling(period)) return candidate;
  const quelle = T.annualised(candidate.quelle, candidate.wert, period.von, period.bis, period.tage);
  return { ...candidate, wert: annualised(candidate.wert, period), quelle, zeitraum: { ...period, verbrauch: candidate.wert } };
}
