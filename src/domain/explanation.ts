// The explanation of one storage criterion's rating (SPEC §3), and which reasoning is worth showing.
import { Type, type Static } from 'typebox';

/** SPEC §5: the reasoning an analysis gives when it has none; shown nowhere. */
export const NO_REASONING = 'Keine detaillierte Begründung verfügbar';
/** SPEC §5: reasoning that carries no information and is ignored. */
const IGNORED_REASONING: readonly string[] = [NO_REASONING, 'nicht_erkannt'];

/** A reasoning text worth showing, or null when empty or one of the ignored values. */
export function usableReasoning(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed && !IGNORED_REASONING.some((ignored) => ignored.toLowerCase() === trimmed.toLowerCase()) ? trimmed : null;
}

export const CriterionExplanation = Type.Object({
  title: Type.String(),
  status_display: Type.Object({ text: Type.String(), icon: Type.String() }),
  reasoning: Type.String(),
  summary: Type.String(),
  requirements: Type.Array(Type.String()),
  confidence_level: Type.String(),
});
export type CriterionExplanation = Static<typeof CriterionExplanation>;
