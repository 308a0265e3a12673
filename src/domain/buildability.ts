// The buildability assessment (SPEC §3 Buildability assessment).
import { Type, type Static } from 'typebox';
import { IsoDateTime, Opt } from './schema-helpers.ts';

export const OVERALL_STATUSES = ['GEEIGNET', 'BEDINGT_GEEIGNET', 'UNGEEIGNET'] as const;
export const FACTOR_CATEGORIES = ['DACH_ZUSTAND', 'STATIK', 'ELEKTRIK_EIGNUNG', 'VORSCHAEDEN', 'BRANDSCHUTZ'] as const;
export const FACTOR_IMPACTS = ['POSITIVE', 'MINOR', 'MAJOR', 'NONE'] as const;

/** The ids of the factors the rules produce: they steer the detail page's link, never the titles. */
export const FACTOR_IDS = {
  roof: 'dach-zustand',
  roofAge: 'dachalter',
  statics: 'statik',
  electric: 'elektrik-eignung',
  earthing: 'erdung',
  storage: 'aufstellort',
  damages: 'vorschaeden',
  pvFaces: 'pv-flaechen',
} as const;

/**
 * SPEC §2: the factor with this title is listed neither on the check page nor in the protocol (the
 * damages factor when there are none). Assessments of an external analysis carry only the title.
 */
export const HIDDEN_FACTOR_TITLE = 'Vorschäden Übersicht';

export function isHiddenFactor(factor: { titel: string }): boolean {
  return factor.titel.trim() === HIDDEN_FACTOR_TITLE;
}

/** The assessment a protocol makes at print time from the values it lists: it is not stored. */
export const PROTOCOL_ASSESSMENT_ID = 'protokoll';

export const BuildabilityFactor = Type.Object({
  id: Type.String(),
  titel: Type.String(),
  category: Type.Enum(FACTOR_CATEGORIES),
  beschreibung: Type.String(),
  impact: Type.Enum(FACTOR_IMPACTS),
  empfehlung: Opt(Type.String()),
  /** The rule the factor applies, in words. */
  regel: Opt(Type.String()),
  /** The captured values the rule used. */
  werte: Opt(Type.Array(Type.String())),
  /** false: inputs are missing, so the factor has no impact to state (its text names them). */
  bewertbar: Opt(Type.Boolean()),
});
export type BuildabilityFactor = Static<typeof BuildabilityFactor>;

export const BuildabilityAssessment = Type.Object({
  id: Type.String(),
  overallStatus: Type.Enum(OVERALL_STATUSES),
  assessment: Type.String(),
  empfehlung: Type.String(),
  factors: Type.Array(BuildabilityFactor),
  createdAt: IsoDateTime,
});
export type BuildabilityAssessment = Static<typeof BuildabilityAssessment>;
