// German texts of the protokoll feature.
export const PROTOKOLL_TEXTS = {
  protokollTitle: 'Protokoll',
} as const;
