// German texts of the aufstellort feature.
export const AUFSTELLORT_TEXTS = {
  aufstellortTitle: 'Aufstellort für Speicher',
  busy: 'Aufstellort wird analysiert',
} as const;
