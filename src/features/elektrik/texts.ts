// German texts of the elektrik feature.
export const ELEKTRIK_TEXTS = {
  elektrikTitle: 'Die Elektrik',
  elektrikDetailTitle: 'Elektrik',
} as const;
