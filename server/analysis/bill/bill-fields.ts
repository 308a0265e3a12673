// The fields of an electricity bill read from its pages' texts (pure, no I/O): annual
// consumption, meter number, grid operator and the metering point, each with a quality level
// and the page it came from.
import { MATCH_CONFIDENCE, matchNetzbetreiber } from './netzbetreiber.ts';

export type Qualitaet = 'hoch' | 'mittel' | 'niedrig';

/** One page's text; 'ocr' text is read from pixels and so less certain than a PDF's text layer. */
export interface BillPage {
  /** 1-based, counted across all files of the bill in upload order. */
  page: number;
  text: string;
  source: 'text' | 'ocr';
}

export interface BillResult {
  wert: number | string;
  qualitaet: Qualitaet;
  pageReference: number | null;
}

export interface BillFields {
  results: Record<string, BillResult>;
  values: Partial<{ stromverbrauch: number; zaehlernummer: string; netzbetreiber: string }>;
}

/** A value found somewhere, ranked: quality first, then how telling its label was. */
interface Candidate<T> {
  wert: T;
  qualitaet: Qualitaet;
  score: number;
  page: number;
}

const RANK: Record<Qualitaet, number> = { hoch: 3, mittel: 2, niedrig: 1 };
const NOT_FOUND: BillResult = { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null };

/** Labelled and from the text layer is sure; labelled but read by OCR is a step less. */
const labelled = (source: BillPage['source']): Qualitaet => (source === 'text' ? 'hoch' : 'mittel');

function best<T>(candidates: Array<Candidate<T>>): Candidate<T> | undefined {
  return [...candidates].sort((a, b) => RANK[b.qualitaet] - RANK[a.qualitaet] || b.score - a.score || a.page - b.page)[0];
}

const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.replace(/[ \t\u00a0\u202f]+/g, ' ').trim()).filter(Boolean);

// ---- Consumption ------------------------------------------------------------------------------

/**
 * A quantity in kWh: German thousands separators (. or space), decimals after a comma. A price
 * ('32,15 ct/kWh') has its unit between number and kWh, so it never matches.
 */
const KWH = /(?<![\d.,])(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d{1,3}))?\s?k\s?w\s?h\b/gi;
/** The annual or total figure. */
const TOTAL_LABEL = /jahres(?:strom)?verbrauch|gesamt(?:strom)?verbrauch|verbrauch\s+(?:gesamt|insgesamt)|summe\s+(?:des\s+)?verbrauch[a-z]*|verbrauch\s+(?:im|für\s+den)\s+abrechnungszeitraum|ihr\s+(?:strom)?verbrauch|abgerechnete[rn]?\s+verbrauch/i;
/** Any consumption label, e.g. of one period of several. */
const ANY_LABEL = /verbrauch/i;
/** Figures in kWh that are not this household's consumption of the billed period. */
const OTHER_FIGURE = /vorjahr|vergleich|durchschnitt|haushalte?\b|prognos|voraussichtlich|hochgerechnet|abschlag/i;
/** Meter readings are in kWh too; on such a line only a figure after a consumption label counts. */
const READING = /z(?:ä|ae|a)hlerstand|\bstand\b|ablesung/i;
const PRICE = /preis|ct\s*\/|cent|€|eur\b/i;

function parseGermanNumber(integer: string, decimals?: string): number {
  return Number(`${integer.replace(/[. ]/g, '')}${decimals ? `.${decimals}` : ''}`);
}

/** A household's plausible yearly kWh; outside this it is a meter reading, a price or noise. */
const plausibleConsumption = (kwh: number) => kwh >= 100 && kwh <= 200_000;

function consumptionCandidates(page: BillPage): Array<Candidate<number>> {
  const candidates: Array<Candidate<number>> = [];
  for (const line of linesOf(page.text)) {
    if (OTHER_FIGURE.test(line)) continue;
    const label = TOTAL_LABEL.exec(line) ?? ANY_LABEL.exec(line);
    if (!label && READING.test(line)) continue;
    const total = label !== null && TOTAL_LABEL.test(label[0]);
    for (const match of line.matchAll(KWH)) {
      const kwh = parseGermanNumber(match[1], match[2]);
      if (!plausibleConsumption(kwh)) continue;
      if (!label) candidates.push({ wert: kwh, qualitaet: 'niedrig', score: PRICE.test(line) ? 0 : 1, page: page.page });
      // A figure before the label belongs to something else (a reading, a period's start).
      else if (match.index > label.index) candidates.push({ wert: kwh, qualitaet: total ? labelled(page.source) : 'mittel', score: total ? 3 : 2, page: page.page });
    }
  }
  return candidates;
}

// ---- Meter number -----------------------------------------------------------------------------

/** 'Zählernummer', 'Zähler-Nr.', 'Zählernr.', 'Zähler Nr', also as OCR writes them without umlaut. */
const METER_LABEL = /z(?:ä|ae|a)hler[\s-]?(?:nummer|mummer|nr\.?|no\.?)\s*[:;,.]?\s*/i;
/** Meter numbers carry a manufacturer code (FNN), e.g. '1 ESY11 1234 5678' or 'EMH 12345678'. */
const METER_GUESS = /\b(?:\d\s?)?(?:ESY|EMH|ISK|EBZ|DZG|ITF|LGZ|EFR|HAG|APX|ELS|KFM)[\s-]?\d{0,2}[\s-]?\d{4}[\s-]?\d{2,4}\b/;
/** The metering point (Zählpunkt): DE plus 31 letters and digits, often grouped by spaces. */
const ZAEHLPUNKT = /\bDE(?:\s?[0-9A-Z]){31}\b/;
const MARKTLOKATION = /marktlokation(?:s-?id)?\s*(?:nr\.?|nummer)?\s*[:.]?\s*(\d{11})\b/i;

/** The tokens of a meter number after its label: upper-case letters, digits and hyphens. */
function meterValue(rest: string): string | null {
  const tokens: string[] = [];
  for (const token of rest.split(' ')) {
    if (!/^[A-Z0-9][A-Z0-9-]*$/.test(token) || [...tokens, token].join(' ').length > 24) break;
    tokens.push(token);
  }
  const value = tokens.join(' ').replace(/-+$/, '');
  const digits = value.replace(/\D/g, '').length;
  // A Zählpunkt ('DE000…') or an 11-digit market location ID is not the meter.
  if (digits < 4 || /^DE\s?\d/.test(value) || /^\d{11}$/.test(value)) return null;
  return value;
}

function meterCandidates(page: BillPage): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = [];
  const lines = linesOf(page.text);
  lines.forEach((line, index) => {
    const label = METER_LABEL.exec(line);
    if (label) {
      const sameLine = meterValue(line.slice(label.index + label[0].length));
      // In a two-row table the number stands under its label, on the next line.
      const nextLine = sameLine ? null : lines[index + 1] && meterValue(lines[index + 1]);
      if (sameLine) candidates.push({ wert: sameLine, qualitaet: labelled(page.source), score: 3, page: page.page });
      else if (nextLine) candidates.push({ wert: nextLine, qualitaet: 'mittel', score: 2, page: page.page });
      return;
    }
    const guess = METER_GUESS.exec(line);
    if (guess) candidates.push({ wert: guess[0].trim(), qualitaet: 'niedrig', score: 1, page: page.page });
  });
  return candidates;
}

function zaehlpunktCandidates(page: BillPage): Array<Candidate<string>> {
  return linesOf(page.text).flatMap((line) => {
    const zaehlpunkt = ZAEHLPUNKT.exec(line);
    return zaehlpunkt ? [{ wert: zaehlpunkt[0].replace(/\s/g, ''), qualitaet: labelled(page.source), score: 1, page: page.page }] : [];
  });
}

function marktlokationCandidates(page: BillPage): Array<Candidate<string>> {
  return linesOf(page.text).flatMap((line) => {
    const id = MARKTLOKATION.exec(line);
    return id ? [{ wert: id[1], qualitaet: labelled(page.source), score: 1, page: page.page }] : [];
  });
}

// ---- Grid operator ----------------------------------------------------------------------------

const OPERATOR_LABEL = /(?:verteil)?netzbetreiber(?:in)?\b\s*(?:ist\s+(?:die\s+)?)?[:;,.]?\s*/i;
/** An operator named after the label but missing from the list: its name up to the legal form. */
const COMPANY = /^(.{3,80}?\b(?:GmbH\s*&\s*Co\.\s*KG|GmbH|AG|mbH|KG|eG))(?:\s|$)/;

function operatorCandidates(page: BillPage): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = [];
  const lines = linesOf(page.text);
  lines.forEach((line, index) => {
    const label = OPERATOR_LABEL.exec(line);
    if (!label) return;
    const rest = line.slice(label.index + label[0].length);
    const named = matchNetzbetreiber(rest) ?? (rest ? null : matchNetzbetreiber(lines[index + 1] ?? ''));
    if (named && named.confidence > MATCH_CONFIDENCE.hint) {
      candidates.push({ wert: named.name, qualitaet: labelled(page.source), score: 3, page: page.page });
      return;
    }
    const company = COMPANY.exec(rest);
    if (company) candidates.push({ wert: company[1], qualitaet: page.source === 'text' ? 'mittel' : 'niedrig', score: 2, page: page.page });
  });
  const anywhere = matchNetzbetreiber(page.text);
  if (anywhere) {
    const guess = anywhere.confidence <= MATCH_CONFIDENCE.hint;
    candidates.push({ wert: anywhere.name, qualitaet: guess ? 'niedrig' : 'mittel', score: guess ? 0 : 1, page: page.page });
  }
  return candidates;
}

// ---- All fields -------------------------------------------------------------------------------

const toResult = <T extends number | string>(candidate: Candidate<T> | undefined): BillResult =>
  candidate ? { wert: candidate.wert, qualitaet: candidate.qualitaet, pageReference: candidate.page } : NOT_FOUND;

/**
 * The bill's fields from all its pages: per field the best candidate (highest quality, the most
 * telling label, then the first page). A field not found is 'nicht_erkennbar' and sets no value.
 */
export function extractBillFields(pages: BillPage[]): BillFields {
  const verbrauch = best(pages.flatMap(consumptionCandidates));
  const zaehler = best(pages.flatMap(meterCandidates));
  const betreiber = best(pages.flatMap(operatorCandidates));
  const zaehlpunkt = best(pages.flatMap(zaehlpunktCandidates));
  const marktlokation = best(pages.flatMap(marktlokationCandidates));
  return {
    results: {
      stromverbrauch: toResult(verbrauch),
      zaehlernummer: toResult(zaehler),
      netzbetreiber: toResult(betreiber),
      ...(zaehlpunkt ? { zaehlpunkt: toResult(zaehlpunkt) } : {}),
      ...(marktlokation ? { marktlokation: toResult(marktlokation) } : {}),
    },
    values: {
      ...(verbrauch ? { stromverbrauch: verbrauch.wert } : {}),
      ...(zaehler ? { zaehlernummer: zaehler.wert } : {}),
      ...(betreiber ? { netzbetreiber: betreiber.wert } : {}),
    },
  };
}
