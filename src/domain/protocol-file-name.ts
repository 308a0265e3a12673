// The protocol PDF's file name (SPEC §9): 'protocol' plus the customer's first and last name,
// otherwise projekt-protokoll.pdf. Characters a file system may refuse are dropped; every letter
// and emoji stays, the download header carries it as filename* (server/http/content-disposition.ts).
export const DEFAULT_PROTOCOL_FILE_NAME = 'projekt-protokoll.pdf';
const FORBIDDEN = '\\/:*?"<>|';

/** Control characters and lone surrogates (which no file name or header can hold) are dropped too. */
function allowed(char: string): boolean {
  return !/^[\p{Cc}\p{Cs}]$/u.test(char) && !FORBIDDEN.includes(char);
}

export function protocolFileName(firstName?: string | null, lastName?: string | null): string {
  const parts = [firstName, lastName]
    .map((part) => [...(part ?? '')].filter(allowed).join('').trim().replace(/\s+/g, '_'))
    .filter(Boolean);
  return parts.length ? `protocol_${parts.join('_')}.pdf` : DEFAULT_PROTOCOL_FILE_NAME;
}
