// The analysis that runs with no setup: sorts photos by their nearest neighbours among the
// company's own labelled photos (by the hints in their file names while it has none), reads
// electricity bills and the labels on meter cabinet, earthing and storage-site photos (text
// layer and German OCR), and rates buildability and storage criteria by
// explainable rules from what the project already holds.
import { assessBuildability } from '../../src/domain/buildability-rules.ts';
import type { StorageCriterion } from '../../src/domain/storage-criteria.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Analysis, AnalysisFile, PhotoCategory } from './analysis.ts';
import { analyzeBill } from './bill/analyze-bill.ts';
import type { FilePage } from './bill/bill-text.ts';
import { ocrImage } from './ocr/ocr-image.ts';
import { embedImage } from './embedding/embedder.ts';
import type { PhotoExamples } from './embedding/photo-examples.ts';
import { photoSorter, type SortLog } from './embedding/photo-sorter.ts';
import { learnedValues, type TaughtExamples } from './embedding/taught-vote.ts';
import { analyzeLabels, readsLabels } from './labels/label-findings.ts';
import { labelPages } from './labels/label-pages.ts';
import { pageReader } from './labels/page-reader.ts';
import { isArea } from './openai/schemas.ts';
import { isTaughtArea } from '../../src/domain/taught-values.ts';
import { ANALYSIS_TEXTS as T } from './texts.ts';

const NAME_HINTS: Array<[RegExp, PhotoCategory]> = [
  [/dach.?innen|sparren|daemmung|dämmung|dachboden|speicher.?boden/i, 'dach-innen'],
  [/dach|ziegel|roof|traufe|regenrinne/i, 'dach-aussen'],
  [/erdung|potential|hes|fundamenterder/i, 'erdung'],
  [/zaehler|zähler|elektrik|sicherung|verteil|meter/i, 'elektrik'],
  [/aufstell|keller|heizraum|technikraum/i, 'aufstellort'],
  [/rechnung|stromrechnung|bill/i, 'stromrechnung'],
];

export interface LocalAnalysisOptions {
  /** The companies' labelled photos; without it photos are sorted by their names only. */
  examples?: PhotoExamples;
  /** The values the companies' users set on earlier projects (issue 26); without it nothing is learned. */
  taught?: TaughtExamples;
  log?: SortLog;
  /** Test seams: the feature extractor and OCR (by default the packaged MobileNetV2 and tesseract). */
  embed?: (bytes: Buffer) => Promise<Float32Array>;
  ocr?: (bytes: Buffer) => Promise<string>;
  /** Test seam: the text of each page of a file (by default its text layer or German OCR). */
  pages?: (file: AnalysisFile) => Promise<FilePage[]>;
}

function categorizeByName(originalName: string): { category: PhotoCategory; confidence: number } {
  const hit = NAME_HINTS.find(([pattern]) => pattern.test(originalName));
  return hit ? { category: hit[1], confidence: 0.6 } : { category: 'sonstiges', confidence: 0 };
}

/**
 * Why a criterion has its state: the user's own rating with the note, the analysis's reasoning, or
 * what the photos did not show. It names photos only as the project holds them (never 'no photos'
 * while the screen shows some).
 */
function explanationReasoning(project: Project, criterion: StorageCriterion, state: string, reasoning: string | undefined): string {
  const note = project.storage?.notizen?.[criterion]?.trim();
  if (project.storage?.korrigiert?.includes(criterion)) return note ? `${T.byHand}: ${note}` : T.byHand;
  if (reasoning?.trim()) return reasoning.trim();
  if (state !== 'unbekannt') return T.noReasoning;
  const photos = project.storage?.analyse?.images?.length ?? 0;
  return photos ? T.notRecognised(T.criterionTitles[criterion], photos) : T.notAnalysed;
}

/**
 * What the company's earlier corrections say of these photos: their vectors (kept from the
 * sorting, else made now) voted on by the area's labelled photos of the company's other projects.
 */
async function learnedFor(taught: TaughtExamples, embed: (bytes: Buffer) => Promise<Float32Array>, area: string, files: AnalysisFile[], projectId: string, companyId: string) {
  const examples = await taught.list(companyId, area, projectId);
  if (!examples.length) return [];
  const photos = files.filter((file) => file.contentType.startsWith('image/'));
  const kept = await taught.vectors(photos.map((file) => file.id));
  const vectors = await Promise.all(photos.map((file) => kept.get(file.id) ?? embed(file.bytes)));
  return learnedValues(vectors, examples);
}

export function localAnalysis(options: LocalAnalysisOptions = {}): Analysis {
  const sorter = options.examples
    ? photoSorter({ examples: options.examples, embed: options.embed ?? embedImage, ocr: options.ocr ?? ocrImage, log: options.log })
    : null;
  const pages = pageReader(options.pages ?? labelPages);
  return {
    async categorize(file, context) {
      const sorted = sorter && context ? await sorter.categorize(file, context.companyId) : null;
      // An unsure vote leaves the photo to the user, unless its name says where it belongs.
      if (sorted && sorted.category !== 'sonstiges') return sorted;
      const byName = categorizeByName(file.originalName);
      return byName.category !== 'sonstiges' || !sorted ? byName : sorted;
    },

    async learn(file, { companyId, component, slot }) {
      await sorter?.learn(file, companyId, component, slot);
    },

    async analyzeArea(component, files, project, context) {
      if (component === 'stromrechnung') return { ...(await analyzeBill(files)), damages: [] };
      if (!isArea(component)) return { results: {}, damages: [] };
      const findings = await analyzeLabels(component, files, (file) => pages.pages(component, file));
      if (!options.taught || !context || !isTaughtArea(component)) return findings;
      // Proposals are extra: a store or a photo that fails them must not fail the area's reading.
      const learned = await learnedFor(options.taught, options.embed ?? embedImage, component, files, project.id, context.companyId).catch((error: unknown) => {
        options.log?.warn?.({ reason: 'learned', component, detail: String(error) }, 'no values proposed from earlier corrections');
        return [];
      });
      return learned.length ? { ...findings, learned } : findings;
    },

    readAhead(component, file) {
      if (readsLabels(component)) pages.readAhead(component, file);
    },

    async assessBuildability(project, damages, pvSettings) {
      return assessBuildability({ project, damages, year: new Date().getFullYear(), pvSettings });
    },

    async explainCriterion(project: Project, criterion: StorageCriterion) {
      const value = (project.storage?.[criterion] ?? {}) as { zustand?: string; reasoning?: string; qualitaet?: string };
      const state = ['geeignet', 'ungeeignet', 'unklar'].includes(value.zustand ?? '') ? (value.zustand as 'geeignet') : 'unbekannt';
      const title = T.criterionTitles[criterion];
      return {
        title,
        status_display: { text: T.statusText[state], icon: { geeignet: 'check', ungeeignet: 'close', unklar: 'help', unbekannt: 'remove' }[state] },
        reasoning: explanationReasoning(project, criterion, state, value.reasoning),
        summary: T.summary(title, T.statusText[state]),
        requirements: [...T.criterionRequirements[criterion]],
        confidence_level: value.qualitaet ?? 'niedrig',
      };
    },
  };
}
