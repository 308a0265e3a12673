// German texts of the haus feature.
export const HAUS_TEXTS = {
  zustandHausTitle: 'Zustand des Hauses',
  bill: 'Stromrechnung',
  busy: 'Stromrechnung wird analysiert',
} as const;
