// Which factors the check page lists, the key a factor's detail page is opened under, and how
// the detail page finds its content again: navigation state, the stored assessment, the
// built-in explanations, or nothing (SPEC §2 Baubarkeits-Check).
import { isHiddenFactor, type BuildabilityAssessment, type BuildabilityFactor } from '@/domain/buildability';
import { BAUBARKEIT_TEXTS as T } from './texts';

export interface ListedFactor {
  factor: BuildabilityFactor;
  /** The detail page's URL segment. */
  key: string;
}

export interface FallbackFactor {
  titel: string;
  beschreibung: string;
  checks: readonly string[];
}

export type DetailContent =
  | { kind: 'factor'; factor: BuildabilityFactor }
  | { kind: 'fallback'; fallback: FallbackFactor }
  | { kind: 'missing' };

/** The factor id, else its category, else its position in the assessment. */
export function factorKey(factor: Partial<Pick<BuildabilityFactor, 'id' | 'category'>>, index: number): string {
  return factor.id?.trim() || factor.category?.trim() || String(index);
}

/** The visible factors with their keys; keys count positions in the full list, so a lookup finds them again. */
export function listedFactors(assessment: Pick<BuildabilityAssessment, 'factors'>): ListedFactor[] {
  return assessment.factors
    .map((factor, index) => ({ factor, key: factorKey(factor, index) }))
    .filter(({ factor }) => !isHiddenFactor(factor));
}

/** The factor a key names in an assessment: by id, then category, then position. */
export function findFactor(assessment: Pick<BuildabilityAssessment, 'factors'> | null | undefined, key: string): BuildabilityFactor | null {
  const factors = assessment?.factors ?? [];
  const byId = factors.find((factor) => factor.id === key);
  if (byId) return byId;
  const byCategory = factors.find((factor) => !factor.id && factor.category === key);
  if (byCategory) return byCategory;
  if (/^\d+$/.test(key)) {
    const byIndex = factors[Number(key)];
    if (byIndex && factorKey(byIndex, Number(key)) === key) return byIndex;
  }
  return null;
}

const FALLBACK_ALIASES: Record<string, keyof typeof T.fallbacks> = {
  abstandsflaechen: 'abstandsflächen',
};

/** The built-in explanation for dachstatik, abstandsflächen, denkmalschutz or nachbarrecht. */
export function fallbackFactor(key: string): FallbackFactor | null {
  const normalized = key.trim().toLowerCase().normalize('NFC');
  const name = (FALLBACK_ALIASES[normalized] ?? normalized) as keyof typeof T.fallbacks;
  return Object.hasOwn(T.fallbacks, name) ? T.fallbacks[name] : null;
}

/** A factor passed as navigation state, if the state holds one. */
export function stateFactor(state: unknown): BuildabilityFactor | null {
  const factor = (state as { factor?: unknown } | null)?.factor as Partial<BuildabilityFactor> | undefined;
  return factor && typeof factor === 'object' && typeof factor.titel === 'string' && typeof factor.beschreibung === 'string'
    ? (factor as BuildabilityFactor)
    : null;
}

/** Navigation state first, then the stored assessment, then a built-in explanation. */
export function resolveDetail(key: string, state: unknown, stored: Pick<BuildabilityAssessment, 'factors'> | null | undefined): DetailContent {
  const fromState = stateFactor(state);
  if (fromState) return { kind: 'factor', factor: fromState };
  const fromStore = findFactor(stored, key);
  if (fromStore) return { kind: 'factor', factor: fromStore };
  const fallback = fallbackFactor(key);
  return fallback ? { kind: 'fallback', fallback } : { kind: 'missing' };
}
