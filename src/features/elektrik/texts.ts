// German texts of the elektrik feature.
export const ELEKTRIK_TEXTS = {
  elektrikTitle: 'Die Elektrik',
  elektrikDetailTitle: 'Elektrik',
  zaehlerschrank: 'Zählerschrank',
  erdung: 'Erdung',
  busy: 'Elektrik wird analysiert',
} as const;
