// Whether a stored check no longer matches the project (issue 25's tester: the check still said
// 'Ungeeignet' after the roof faces were corrected, while the protocol, printed from the values,
// said 'Bedingt geeignet'). The same rules on this device's values give another overall rating,
// or another impact for a factor both have. Only a check the rules made is judged: an external
// analysis's factors are not the rules', so its result is not second-guessed.
import { FACTOR_IDS, type BuildabilityAssessment } from '@/domain/buildability';

const RULE_FACTORS: ReadonlySet<string> = new Set(Object.values(FACTOR_IDS));

export function outdatedBy(stored: BuildabilityAssessment, current: BuildabilityAssessment): boolean {
  if (!stored.factors.some((factor) => RULE_FACTORS.has(factor.id))) return false;
  if (stored.overallStatus !== current.overallStatus) return true;
  const impacts = new Map(current.factors.map((factor) => [factor.id, factor.impact]));
  return stored.factors.some((factor) => impacts.has(factor.id) && impacts.get(factor.id) !== factor.impact);
}
