// German texts of the dach feature.
export const DACH_TEXTS = {
  dachTitle: 'Das Dach',
  dachDetailTitle: 'Dachelement',
  inside: 'Dachinnenseite',
  outside: 'Dachaußenseite',
  busy: 'Dach wird analysiert',
} as const;
