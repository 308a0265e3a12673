// The analysis that runs with no setup: sorts photos by the hints in their file names, finds
// no values on its own yet, and rates buildability and storage criteria by explainable rules
// from what the project already holds.
import type { BuildabilityFactor } from '../../src/domain/buildability.ts';
import type { StorageCriterion } from '../../src/domain/explanation.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Analysis, PhotoCategory } from './analysis.ts';
import { ANALYSIS_TEXTS as T } from './texts.ts';

const NAME_HINTS: Array<[RegExp, PhotoCategory]> = [
  [/dach.?innen|sparren|daemmung|dämmung|dachboden|speicher.?boden/i, 'dach-innen'],
  [/dach|ziegel|roof|traufe|regenrinne/i, 'dach-aussen'],
  [/erdung|potential|hes|fundamenterder/i, 'erdung'],
  [/zaehler|zähler|elektrik|sicherung|verteil|meter/i, 'elektrik'],
  [/aufstell|keller|heizraum|technikraum/i, 'aufstellort'],
  [/rechnung|stromrechnung|bill/i, 'stromrechnung'],
];

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A factor that only says whether the data it needs has been captured yet. */
function dataFactor(
  id: string,
  category: BuildabilityFactor['category'],
  known: boolean,
  texts: { title: string; known: string; unknown: string; recommend: string },
): BuildabilityFactor {
  return {
    id,
    titel: texts.title,
    category,
    beschreibung: known ? texts.known : texts.unknown,
    impact: known ? 'POSITIVE' : 'MINOR',
    ...(known ? {} : { empfehlung: texts.recommend }),
  };
}

export function localAnalysis(): Analysis {
  return {
    async categorize(file) {
      const hit = NAME_HINTS.find(([pattern]) => pattern.test(file.originalName));
      return hit ? { category: hit[1], confidence: 0.6 } : { category: 'sonstiges', confidence: 0 };
    },

    async analyzeArea() {
      return { results: {}, damages: [] };
    },

    async assessBuildability(project, damages) {
      const roofKnown = present(project.roof?.inside?.sparren) || present(project.roof?.outside?.ziegel) ||
        (project.roof?.outside?.analyse?.images?.length ?? 0) > 0;
      const electricKnown = present(project.electric?.zaehlerschrank?.zaehlertyp) ||
        (project.electric?.zaehlerschrank?.analyse?.images?.length ?? 0) > 0;
      const severe = damages.filter((damage) => /hoch|kritisch/i.test(damage.schweregrad)).length;
      const factors: BuildabilityFactor[] = [
        dataFactor('dach-zustand', 'DACH_ZUSTAND', roofKnown, T.buildability.roof),
        dataFactor('elektrik-eignung', 'ELEKTRIK_EIGNUNG', electricKnown, T.buildability.electric),
        {
          id: 'vorschaeden',
          titel: damages.length ? T.buildability.damagesTitle : T.buildability.overviewTitle,
          category: 'VORSCHAEDEN',
          beschreibung: damages.length ? T.buildability.damagesSome(damages.length) : T.buildability.damagesNone,
          impact: severe ? 'MAJOR' : damages.length ? 'MINOR' : 'NONE',
          ...(damages.length ? { empfehlung: T.buildability.damagesRecommend } : {}),
        },
      ];
      const overallStatus = severe ? 'UNGEEIGNET' : roofKnown && electricKnown && !damages.length ? 'GEEIGNET' : 'BEDINGT_GEEIGNET';
      const wording = {
        GEEIGNET: [T.buildability.suitable, T.buildability.recommendSuitable],
        BEDINGT_GEEIGNET: [T.buildability.conditional, T.buildability.recommendConditional],
        UNGEEIGNET: [T.buildability.unsuitable, T.buildability.recommendUnsuitable],
      } as const;
      return { overallStatus, assessment: wording[overallStatus][0], empfehlung: wording[overallStatus][1], factors };
    },

    async explainCriterion(project: Project, criterion: StorageCriterion) {
      const value = (project.storage?.[criterion] ?? {}) as { zustand?: string; reasoning?: string; qualitaet?: string };
      const state = ['geeignet', 'ungeeignet', 'unklar'].includes(value.zustand ?? '') ? (value.zustand as 'geeignet') : 'unbekannt';
      const title = T.criterionTitles[criterion];
      return {
        title,
        status_display: { text: T.statusText[state], icon: { geeignet: 'check', ungeeignet: 'close', unklar: 'help', unbekannt: 'remove' }[state] },
        reasoning: value.reasoning?.trim() || (state === 'unbekannt' ? T.notAnalysed : T.noReasoning),
        summary: T.summary(title, T.statusText[state]),
        requirements: [...T.criterionRequirements[criterion]],
        confidence_level: value.qualitaet ?? 'niedrig',
      };
    },
  };
}
