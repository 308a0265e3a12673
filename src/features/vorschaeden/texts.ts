// German texts of the vorschaeden feature.
export const VORSCHAEDEN_TEXTS = {
  vorschaedenTitle: 'Vorschäden',
  vorschadenDetailTitle: 'Vorschaden',
} as const;
