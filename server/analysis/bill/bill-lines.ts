// A bill page's text as lines and table cells (pure): what every field's search reads, and the
// ranked candidate each search answers, with the line it was read from.

export type Qualitaet = 'hoch' | 'mittel' | 'niedrig';

/** One page's text; 'ocr' text is read from pixels and so less certain than a PDF's text layer. */
export interface BillPage {
  /** 1-based, counted across all files of the bill in upload order. */
  page: number;
  /** Lines parted by newlines, a table's cells within a line by tabs. */
  text: string;
  source: 'text' | 'ocr';
}

/** A line of a page: its text with cells parted by single spaces, and the cells themselves. */
export interface BillLine {
  text: string;
  cells: string[];
}

/** A value found somewhere, ranked: quality first, then how telling its label was. */
export interface Candidate<T> {
  wert: T;
  qualitaet: Qualitaet;
  score: number;
  page: number;
  /** Where on the page the value was read, in German ('Gelesen aus: „…“'); empty if nowhere in particular. */
  quelle: string;
}

const RANK: Record<Qualitaet, number> = { hoch: 3, mittel: 2, niedrig: 1 };

export function best<T>(candidates: Array<Candidate<T>>): Candidate<T> | undefined {
  return [...candidates].sort((a, b) => RANK[b.qualitaet] - RANK[a.qualitaet] || b.score - a.score || a.page - b.page)[0];
}

/** Labelled and from the text layer is sure; labelled but read by OCR is a step less. */
export const labelled = (source: BillPage['source']): Qualitaet => (source === 'text' ? 'hoch' : 'mittel');

/** Strokes OCR makes of a rule or a cell's border at the edge of a cell: '__', '|', '—'. */
const EDGE_STROKES = /^[\s_|—–-]+|[\s_|—–]+$/g;
/** A cell OCR made of a speck or a stroke: punctuation alone, one letter, or two lower-case ones. */
const SPECK = /^(?:[\W_]+|\p{L}|[a-zäöü]{2})$/u;

/** OCR's 'kwn' for a figure's 'kWh'. */
const KWH_MISREAD = /(\d\s?)kwn\b/gi;

const tidy = (text: string) => text.replace(EDGE_STROKES, '').replace(/[ \u00a0\u202f]+/g, ' ').replace(KWH_MISREAD, '$1kWh').trim();

/** A line about gas, which a combined bill also bills: its meter, its kWh and its operator are not the electricity's. */
const GAS = /\berdgas|\bgas(?:zähler|zaehler|netz\w*|verbrauch|lieferung)?\b|m³|brennwert|zustandszahl/i;
/** A section's heading: one short cell without figures ('Abrechnung Erdgas', 'Abrechnung Strom'). */
const isHeading = (line: BillLine) => line.cells.length === 1 && line.text.length <= 40 && !/\d/.test(line.text);

/**
 * The page's lines, without those about gas: a line naming it, and every line of a section whose
 * heading names gas alone, up to the next heading that names electricity alone.
 */
export function linesOf(text: string): BillLine[] {
  let inGasSection = false;
  return text.split(/\r?\n/).flatMap((raw) => {
    const cells = raw
      .split('\t')
      .map(tidy)
      .filter((cell) => cell && !SPECK.test(cell));
    if (!cells.length) return [];
    const line = { text: cells.join(' '), cells };
    const gas = GAS.test(line.text);
    const power = /strom/i.test(line.text);
    // A heading naming both ('Energieabrechnung Strom und Gas') leaves the section as it was.
    if (isHeading(line) && gas !== power) inGasSection = gas;
    return gas || inGasSection ? [] : [line];
  });
}

/** A German number: thousands parted by dots or spaces, decimals after a comma. */
export function parseGermanNumber(integer: string, decimals?: string): number {
  return Number(`${integer.replace(/[. ]/g, '')}${decimals ? `.${decimals}` : ''}`);
}

/** The number a table cell holds ('3.639', '3 639 kWh', '5.120,5'), or null for any other cell. */
export function cellNumber(cell: string): number | null {
  const match = /^(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d{1,3}))?(?:\s?kWh)?$/i.exec(cell.trim());
  return match ? parseGermanNumber(match[1], match[2]) : null;
}

/**
 * A row's cell in the column of the head's cell `column`. Where OCR split or merged a cell, the
 * row has more or fewer cells than the head; a column in the head's right half is then counted
 * from the right, where the figures stand, one in its left half from the left.
 */
export function cellUnder(head: BillLine, row: BillLine, column: number): string | undefined {
  if (row.cells.length === head.cells.length || column < head.cells.length / 2) return row.cells[column];
  return row.cells[row.cells.length - (head.cells.length - column)];
}

/**
 * The rows under a table's header line: the lines that follow with about as many cells as the
 * head (one fewer where a cell is empty), up to the first line that is not such a row (running
 * text, a heading, a label-value pair) or `limit` rows.
 */
export function rowsUnder(lines: BillLine[], headerIndex: number, limit = 8): BillLine[] {
  const minCells = Math.max(2, lines[headerIndex].cells.length - 1);
  const rows: BillLine[] = [];
  for (const line of lines.slice(headerIndex + 1, headerIndex + 1 + limit)) {
    if (line.cells.length < minCells) break;
    rows.push(line);
  }
  return rows;
}
