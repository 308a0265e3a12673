// The meter number (pure), and the two identifiers bills print beside it that are not it: the
// Marktlokation (11 digits) and the Messlokation or Zählpunkt (DE and 31 letters and digits).
import { BILL_TEXTS as T } from './texts.ts';
import { cellUnder, labelled, linesOf, type BillLine, type BillPage, type Candidate } from './bill-lines.ts';

/**
 * 'Zählernummer', 'Zähler-Nr.', 'Zählernr.', 'Zähler Nr', 'Zähler', 'Zähl-Nr.', also as OCR writes
 * them without umlaut, and 'Gerätenummer', as bills name the meter the metering operator owns.
 */
const METER_LABEL = /(?:z(?:ä|ae|a)hl(?:er(?:[\s-]?(?:nummer|mummer|nr\.?|no\.?))?|[\s-]?nr\.?)|ger(?:ä|ae|a)te[\s-]?(?:nummer|nr\.?))\s*[:;,.]?\s*/i;
/** A label broken by hyphenation in a narrow table head: 'Zählernum-' over 'mer'. */
const BROKEN_LABEL = /^z(?:ä|ae|a)hler(?:num|nr)?-$/i;
/** Words after 'Zähler' that make it another label: the reading, the meter's kind or place. */
const NOT_METER = /^z(?:ä|ae|a)hler(?:stand|platz|art|typ|wechsel|schrank|ablesung|kosten|miete)|^z(?:ä|ae|a)hl(?:punkt|werk)/i;
/** Makers' codes (FNN) that meter numbers carry, e.g. '1 ESY11 1234 5678' or 'EMH 12345678'. */
const MAKERS = ['ESY', 'EMH', 'ISK', 'EBZ', 'DZG', 'ITF', 'LGZ', 'EFR', 'HAG', 'APX', 'ELS', 'KFM'];
const METER_GUESS = new RegExp(`\\b(?:\\d\\s?)?(?:${MAKERS.join('|')})[\\s-]?\\d{0,2}[\\s-]?\\d{4}[\\s-]?\\d{2,4}\\b`);
/** OCR reads a maker's leading I as 1: '11SK0061234567' is '1ISK0061234567'. */
const I_READ_AS_ONE = /^(\d)1([A-Z]{2})(\d{10})$/;
/** An FNN meter number in full: a digit, three letters of the maker, ten digits. */
const FNN_LENGTH = 14;
const FNN_START = /^\d?[A-Z]{3}\d*$/;
const ZAEHLPUNKT = /\bDE(?:\s?[0-9A-Z]){31}\b/;
const MARKTLOKATION = /marktlokation(?:s-?id)?\s*(?:nr\.?|nummer)?\s*[:.]?\s*(\d{11})\b/i;

/** The tokens of a meter number after its label: upper-case letters, digits and hyphens. */
function meterValue(rest: string): string | null {
  const tokens: string[] = [];
  // What the label says of the meter comes first: 'Zählernr. (Zweitarifzähler) 0901234567'.
  for (const word of rest.replace(/^\([^)]*\)\s*/, '').split(' ')) {
    // In running text a comma or full stop ends the number and belongs to the sentence.
    const token = word.replace(/[,;.]$/, '');
    if (!/^[A-Z0-9][A-Z0-9-]*$/.test(token) || [...tokens, token].join(' ').length > 24) break;
    tokens.push(token);
    if (token !== word) break;
  }
  const value = tokens.join(' ').replace(/-+$/, '');
  const digits = value.replace(/\D/g, '').length;
  // A Zählpunkt ('DE000…') or an 11-digit market location ID is not the meter.
  if (digits < 4 || /^DE\s?\d/.test(value) || /^\d{11}$/.test(value)) return null;
  const misread = I_READ_AS_ONE.exec(value);
  return misread && MAKERS.includes(`I${misread[2]}`) ? `${misread[1]}I${misread[2]}${misread[3]}` : value;
}

/**
 * A meter number a narrow cell wrapped onto the next line ('1 ITF 0098' over '7654 32'): the
 * rest is joined when the first part is the start of an FNN number, not all of it.
 */
function unwrapped(value: string, next: BillLine | undefined): string {
  const compact = value.replace(/[\s-]/g, '');
  const rest = next?.cells[0];
  if (!rest || !FNN_START.test(compact) || compact.length >= FNN_LENGTH || !/^[\d ]{2,12}$/.test(rest)) return value;
  return compact.length + rest.replace(/\s/g, '').length <= FNN_LENGTH ? `${value} ${rest}` : value;
}

/** The value under a label in a table head: the first row below whose cell in that column reads as a meter number. */
function underHead(lines: BillLine[], index: number, column: number): { value: string; line: BillLine } | null {
  for (let below = index + 1; below <= index + 3 && below < lines.length; below += 1) {
    const line = lines[below];
    const cell = line.cells.length > 1 ? cellUnder(lines[index], line, column) : line.text;
    const value = cell === undefined ? null : meterValue(cell);
    if (value) return { value: unwrapped(value, lines[below + 1]), line };
  }
  return null;
}

/** The first value in the first cell of the lines below a label, skipping lines without a digit. */
function valueBelow(lines: BillLine[], index: number): { value: string; line: BillLine } | null {
  for (let below = index + 1; below <= index + 3 && below < lines.length; below += 1) {
    const line = lines[below];
    if (!/\d/.test(line.text)) continue;
    const value = meterValue(line.cells[0]);
    return value ? { value: unwrapped(value, lines[below + 1]), line } : null;
  }
  return null;
}

export function meterCandidates(page: BillPage): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = [];
  const lines = linesOf(page.text);
  lines.forEach((line, index) => {
    // A table head: the number stands under its label, in the same column.
    const column = line.cells.length > 1 ? line.cells.findIndex((cell) => (METER_LABEL.test(cell) && !NOT_METER.test(cell) && !/\d/.test(cell)) || BROKEN_LABEL.test(cell)) : -1;
    const headOnly = column >= 0 && line.cells.every((cell) => !/\d{3}/.test(cell));
    if (headOnly) {
      const under = underHead(lines, index, column);
      if (under) candidates.push({ wert: under.value, qualitaet: labelled(page.source), score: 3, page: page.page, quelle: T.column(line.cells[column], [under.line.text]) });
      return;
    }
    const found = METER_LABEL.exec(line.text);
    const label = found && !NOT_METER.test(line.text.slice(found.index)) ? found : null;
    if (label) {
      const sameLine = meterValue(line.text.slice(label.index + label[0].length));
      // In a two-row table the number stands under its label, a line or two further down
      // where the head wrapped ('Zählernum-' over 'mer') or OCR read a rule as a line of its own.
      const below = sameLine ? null : valueBelow(lines, index);
      if (sameLine) candidates.push({ wert: unwrapped(sameLine, lines[index + 1]), qualitaet: labelled(page.source), score: 3, page: page.page, quelle: T.readFrom(line.text) });
      else if (below) candidates.push({ wert: below.value, qualitaet: 'mittel', score: 2, page: page.page, quelle: T.readFrom(`${line.text} ${below.line.text}`) });
      if (sameLine || below) return;
    }
    const guess = METER_GUESS.exec(line.text);
    if (guess) candidates.push({ wert: guess[0].trim(), qualitaet: 'niedrig', score: 1, page: page.page, quelle: T.readFrom(line.text) });
  });
  return candidates;
}

export function zaehlpunktCandidates(page: BillPage): Array<Candidate<string>> {
  return linesOf(page.text).flatMap(({ text }) => {
    const zaehlpunkt = ZAEHLPUNKT.exec(text);
    return zaehlpunkt ? [{ wert: zaehlpunkt[0].replace(/\s/g, ''), qualitaet: labelled(page.source), score: 1, page: page.page, quelle: T.readFrom(text) }] : [];
  });
}

export function marktlokationCandidates(page: BillPage): Array<Candidate<string>> {
  return linesOf(page.text).flatMap(({ text }) => {
    const id = MARKTLOKATION.exec(text);
    return id ? [{ wert: id[1], qualitaet: labelled(page.source), score: 1, page: page.page, quelle: T.readFrom(text) }] : [];
  });
}
