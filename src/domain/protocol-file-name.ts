// The protocol PDF's file name (SPEC §9): 'protocol' plus the customer's first and last name,
// otherwise projekt-protokoll.pdf. Characters a file system may refuse are dropped.
export const DEFAULT_PROTOCOL_FILE_NAME = 'projekt-protokoll.pdf';
const FORBIDDEN = '\\/:*?"<>|';

export function protocolFileName(firstName?: string | null, lastName?: string | null): string {
  const parts = [firstName, lastName]
    .map((part) => [...(part ?? '')].filter((char) => char >= ' ' && !FORBIDDEN.includes(char)).join('').trim().replace(/\s+/g, '_'))
    .filter(Boolean);
  return parts.length ? `protocol_${parts.join('_')}.pdf` : DEFAULT_PROTOCOL_FILE_NAME;
}
