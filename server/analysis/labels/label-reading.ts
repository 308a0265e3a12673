// What one photo's text says about an area's fields: the evidence a label reader found, before
// it is tied to a page. Readers are pure functions of OCR text, so they are tested on plain strings.
import type { Quality } from '../../../src/domain/assessment.ts';

export interface FieldReading {
  /** What the results list shows (true, 63, 'digital', '21,5 °C'). */
  wert: unknown;
  qualitaet: Quality;
  zustand?: 'geeignet' | 'ungeeignet' | 'unklar';
  /** The text the value was read from, as OCR saw it: where it came from. */
  beleg: string;
  /** The section value in the shape the detail editors read; absent when only the result is known. */
  value?: unknown;
}

export type LabelReading = Record<string, FieldReading>;

/** OCR text as trimmed lines with single spaces; readers match case-insensitively. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The first line matching a pattern and the match, or null. */
export function findLine(lines: string[], pattern: RegExp): { line: string; match: RegExpMatchArray } | null {
  for (const line of lines) {
    const match = line.match(pattern);
    if (match) return { line, match };
  }
  return null;
}

/** A German decimal ('21,5') or a plain one as a number. */
export const germanNumber = (text: string): number => Number(text.replace(',', '.'));

/** A number as Germans write it: '21,5'. */
export const formatGerman = (value: number): string => String(Math.round(value * 10) / 10).replace('.', ',');
