// German texts of the kundendaten feature.
export const KUNDENDATEN_TEXTS = {
  kundendatenTitle: 'Kundeninformationen',
} as const;
