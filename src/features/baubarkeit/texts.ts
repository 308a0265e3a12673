// German texts of the baubarkeit feature.
export const BAUBARKEIT_TEXTS = {
  baubarkeitTitle: 'Baubarkeits-Check',
  baubarkeitDetailTitle: 'Baubarkeitsfaktor',
} as const;
