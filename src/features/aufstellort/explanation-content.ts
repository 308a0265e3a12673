// What the explanation dialog shows for one criterion (SPEC §5 'Explanations', §8 'Explanation
// fetch failure'): local reasoning first unless it says nothing, then the server's explanation,
// then the built-in texts per criterion and state with the guidance values of SPEC §9.
import { ratingOf, STORAGE_DEFAULT_QUALITY, type Rating } from '@/domain/assessment';
import { usableReasoning, type CriterionExplanation } from '@/domain/explanation';
import { type StorageCriterion } from '@/domain/storage-criteria';
import { RATING_LABELS } from '@/domain/value-labels';
import type { CriterionValue } from './criteria-table';
import { AUFSTELLORT_TEXTS as T } from './texts';

/** Why the built-in texts stand in: no connection, or the server did not answer. */
export type FallbackReason = 'offline' | 'failed';

export interface ExplanationContent {
  title: string;
  rating: Rating;
  status: { text: string; icon: string };
  reasoning: string;
  summary: string;
  requirements: string[];
  /** The AI's confidence; null for a rating the user gave by hand without any analysed value. */
  confidence: string | null;
  /** Set when the server's explanation is missing and built-in texts are shown. */
  fallback: FallbackReason | null;
  /** The user rated the criterion by hand: the AI's reasoning no longer applies. */
  manual: boolean;
  /** The user's note, '' when there is none. */
  note: string;
}

/** What the screen knows beyond the stored value: the user's own rating and note, the photos. */
export interface ExplanationContext {
  corrected?: boolean;
  note?: string;
  /** How many photos of the site are stored. */
  photoCount?: number;
}

const RATING_ICONS: Record<Rating, string> = { geeignet: 'check', ungeeignet: 'close', unklar: 'help', unbekannt: 'remove' };

/** The icon name of a rating, in the server's vocabulary. */
export function ratingIcon(rating: Rating): string {
  return RATING_ICONS[rating];
}

/** The built-in explanation of a criterion in a state (SPEC §8), used whole when the server cannot answer. */
export function fallbackExplanation(criterion: StorageCriterion, rating: Rating): CriterionExplanation {
  const title = T.criteria[criterion];
  return {
    title,
    status_display: { text: RATING_LABELS[rating], icon: ratingIcon(rating) },
    reasoning: T.fallback.reasoning[criterion][rating],
    summary: T.fallback.summary(title, RATING_LABELS[rating]),
    requirements: [...T.fallback.requirements[criterion]],
    confidence_level: STORAGE_DEFAULT_QUALITY,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function explanationContent(
  criterion: StorageCriterion,
  local: CriterionValue,
  server: CriterionExplanation | null,
  fallbackReason: FallbackReason = 'failed',
  { corrected = false, note = '', photoCount = 0 }: ExplanationContext = {},
): ExplanationContent {
  const rating = ratingOf(local.zustand);
  const builtIn = fallbackExplanation(criterion, rating);
  // The server may not have the user's latest rating yet; the status follows this device's.
  const source = server && !corrected ? server : builtIn;
  return {
    title: text(source.title) ?? builtIn.title,
    rating,
    status: {
      text: text(source.status_display?.text) ?? builtIn.status_display.text,
      icon: text(source.status_display?.icon) ?? builtIn.status_display.icon,
    },
    reasoning: corrected ? builtIn.reasoning : analysedReasoning(criterion, local, server, photoCount) ?? builtIn.reasoning,
    summary: text(source.summary) ?? builtIn.summary,
    requirements: source.requirements?.length ? [...source.requirements] : builtIn.requirements,
    // A confidence rates the AI's reading: the user's own rating, or none at all, has none.
    confidence: corrected ? null : (text(server?.confidence_level) ?? text(local.qualitaet) ?? (rating === 'unbekannt' ? null : STORAGE_DEFAULT_QUALITY)),
    fallback: server ? null : fallbackReason,
    manual: corrected,
    note: note.trim(),
  };
}

/**
 * The analysis's reasoning: local first, then the server's. A criterion the photos did not show
 * says so, so the dialog never claims there are no photos while the screen shows some.
 */
function analysedReasoning(
  criterion: StorageCriterion,
  local: CriterionValue,
  server: CriterionExplanation | null,
  photoCount: number,
): string | null {
  const own = usableReasoning(local.reasoning);
  if (own) return own;
  if (ratingOf(local.zustand) === 'unbekannt' && photoCount > 0) return T.dialog.notRecognised(T.criteria[criterion], photoCount);
  return usableReasoning(server?.reasoning);
}
