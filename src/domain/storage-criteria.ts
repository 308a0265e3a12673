// The five criteria a storage site is rated by (SPEC §3), apart from the explanation's schema so
// screens and the analysis name them without loading the schemas.
export const STORAGE_CRITERIA = ['belueftung', 'temperatur', 'mindestabstaende', 'feuchtigkeit', 'brandschutz'] as const;
export type StorageCriterion = (typeof STORAGE_CRITERIA)[number];
