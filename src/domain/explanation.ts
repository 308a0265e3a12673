// Storage-site criteria and the explanation of one criterion's rating (SPEC §3).
import { Type, type Static } from 'typebox';

export const STORAGE_CRITERIA = ['belueftung', 'temperatur', 'mindestabstaende', 'feuchtigkeit', 'brandschutz'] as const;
export type StorageCriterion = (typeof STORAGE_CRITERIA)[number];

export const CriterionExplanation = Type.Object({
  title: Type.String(),
  status_display: Type.Object({ text: Type.String(), icon: Type.String() }),
  reasoning: Type.String(),
  summary: Type.String(),
  requirements: Type.Array(Type.String()),
  confidence_level: Type.String(),
});
export type CriterionExplanation = Static<typeof CriterionExplanation>;
