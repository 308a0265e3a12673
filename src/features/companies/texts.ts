// German texts of the companies feature.
export const COMPANIES_TEXTS = {
  companyPickerTitle: 'Firma auswählen',
} as const;
