// The dashboard's search (issue 24): a project is found by its name, its customer's name or its
// address, however the surveyor spells the letters a keyboard makes awkward: 'Muller', 'Müller'
// and 'Mueller' find each other, 'sahin' finds 'Şahin', 'lodz' finds 'Łódź', 'strasse' 'Straße'.
import type { Project } from './project.ts';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const PLAIN_LETTERS: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i', þ: 'th' };

/**
 * The form a query and a project's fields are compared in: lower case, without accents, and an
 * umlaut, its plain vowel and its spelling with 'e' all alike ('Müller', 'Muller' and 'Mueller'
 * fold to 'muller'). Both sides fold the same way, so a word the folding shortens ('Manuel' to
 * 'manul') still finds itself.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßłøæœđıþ]/g, (letter) => PLAIN_LETTERS[letter])
    .replace(/([aou])e/g, '$1');
}

/** The words of a query, each of which must occur in a project's fields. */
export function queryWords(query: string): string[] {
  return searchKey(query).split(/\s+/).filter(Boolean);
}

export function customerName(project: Project): string {
  return [project.customer?.firstName, project.customer?.lastName].filter(Boolean).join(' ');
}

/** What a project is found by: its name, its customer's name and its address. */
export function projectSearchKey(project: Project): string {
  return searchKey([project.name, customerName(project), project.customer?.address ?? ''].join('\n'));
}

export function matchesQuery(key: string, words: readonly string[]): boolean {
  return words.every((word) => key.includes(word));
}
