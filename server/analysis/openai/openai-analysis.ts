// The analysis through any OpenAI-compatible chat-completions endpoint with image input (OpenAI,
// Azure-compatible gateways, Ollama, vLLM, LM Studio …). Photos go to the model as data URLs with
// a JSON schema per area; the answer becomes findings. Anything that goes wrong is logged and
// degrades to 'nicht_erkennbar' with quality niedrig: an upload never fails because the model did.
// Buildability and storage explanations stay with the local rules (the fallback).
import type { Analysis, AnalysisFile, AreaFindings, PhotoCategory } from '../analysis.ts';
import { chatJson, type ChatClientOptions, type ContentPart } from './chat-client.ts';
import { notDetected } from '../findings.ts';
import { degradedFindings, mapAreaAnswer, schemaOf } from './mapping.ts';
import { CATEGORIZE_PROMPT, SKIPPED_HINT, SYSTEM_PROMPT, areaUserText, categorizeUserText } from './prompts.ts';
import { CategorySchema, isArea, type AnyAreaAnswer, type Area, type CategoryAnswer } from './schemas.ts';

/** Below this confidence a photo goes to 'sonstiges' for the user to assign (issue 8 point 3). */
export const MIN_CATEGORY_CONFIDENCE = 0.5;

/** Image types chat-completions servers take as image_url data URLs. */
const SENDABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface AnalysisLog {
  warn(details: object, message: string): void;
  info?(details: object, message: string): void;
}

export interface OpenaiAnalysisOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Defaults to the global fetch; tests may pass their own. */
  fetch?: typeof fetch;
  log: AnalysisLog;
  /** The local rules: buildability, criterion explanations, and whatever the model cannot see (PDFs). */
  fallback: Analysis;
  /** Longest Retry-After waited out once on a 429 (default 10 s). */
  maxRetryAfterMs?: number;
}

const isSendable = (file: AnalysisFile) => SENDABLE.has(file.contentType.toLowerCase());
const dataUrl = (file: AnalysisFile) => `data:${file.contentType.toLowerCase()};base64,${file.bytes.toString('base64')}`;

export function openaiAnalysis(options: OpenaiAnalysisOptions): Analysis {
  const { log, fallback } = options;
  const client: ChatClientOptions = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey,
    model: options.model,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    maxRetryAfterMs: options.maxRetryAfterMs,
  };

  async function visionFindings(area: Area, files: AnalysisFile[]): Promise<AreaFindings> {
    const images = files.filter(isSendable);
    const skipped = files.filter((file) => !isSendable(file)).map((file) => file.originalName);
    if (!images.length) return degradedFindings(area);
    const user: ContentPart[] = [
      { type: 'text', text: areaUserText(area, images.map((file) => file.originalName), skipped) },
      ...images.map((file): ContentPart => ({ type: 'image_url', image_url: { url: dataUrl(file) } })),
    ];
    const answer = await chatJson<AnyAreaAnswer>(client, { name: `vor_ort_${area.replace(/-/g, '_')}`, schema: schemaOf(area), system: SYSTEM_PROMPT, user });
    if (!answer.ok) {
      log.warn({ reason: answer.reason, component: area, status: answer.status, detail: answer.detail, model: options.model }, 'vision analysis failed; findings set to nicht_erkennbar');
      return degradedFindings(area);
    }
    return mapAreaAnswer(area, answer.value, {
      imageIds: images.map((file) => file.id),
      positions: images.map((file) => files.indexOf(file) + 1),
    });
  }

  return {
    async categorize(file, context) {
      try {
        // Only images can be shown to the model; anything else is sorted by the local rules.
        if (!isSendable(file)) return await fallback.categorize(file, context);
        const answer = await chatJson<CategoryAnswer>(client, {
          name: 'vor_ort_kategorie',
          schema: CategorySchema,
          system: CATEGORIZE_PROMPT,
          user: [
            { type: 'text', text: categorizeUserText(file.originalName) },
            { type: 'image_url', image_url: { url: dataUrl(file) } },
          ],
        });
        if (!answer.ok) {
          // Without the model the company's own examples and the photo's name still sort it.
          log.warn({ reason: answer.reason, component: 'fotosammlung', status: answer.status, detail: answer.detail, file: file.originalName }, 'photo sorting by the model failed; sorted locally');
          return await fallback.categorize(file, context);
        }
        const { kategorie, konfidenz } = answer.value;
        return konfidenz < MIN_CATEGORY_CONFIDENCE ? { category: 'sonstiges', confidence: konfidenz } : { category: kategorie as PhotoCategory, confidence: konfidenz };
      } catch (error) {
        log.warn({ reason: 'unexpected', component: 'fotosammlung', detail: String(error) }, 'photo sorting failed; photo left as sonstiges');
        return { category: 'sonstiges', confidence: 0 };
      }
    },

    // The company's photos stay labelled examples while a model sorts, so the local sorting is
    // ready when the model fails or the company goes back to it.
    ...(fallback.learn ? { learn: fallback.learn } : {}),

    async analyzeArea(component, files, project) {
      if (!isArea(component)) return fallback.analyzeArea(component, files, project);
      try {
        const documents = files.filter((file) => !isSendable(file));
        const vision = await visionFindings(component, files);
        if (!documents.length) return vision;
        // PDFs (e.g. a bill) are not images for the model: the local analysis reads them, and
        // fills what the photos did not show. Each result says it did not come from the model.
        const local = await fallback.analyzeArea(component, documents, project).catch((error: unknown) => {
          log.warn({ reason: 'fallback_failed', component, detail: String(error) }, 'local analysis of documents failed');
          return { results: {}, damages: [] } as AreaFindings;
        });
        return mergeDocumentFindings(vision, local, documents.map((file) => file.originalName));
      } catch (error) {
        log.warn({ reason: 'unexpected', component, detail: String(error) }, 'vision analysis failed; findings set to nicht_erkennbar');
        return degradedFindings(component);
      }
    },

    assessBuildability: (project, damages, pvSettings) => fallback.assessBuildability(project, damages, pvSettings),
    explainCriterion: (project, criterion) => fallback.explainCriterion(project, criterion),
  };
}

type Result = { wert?: unknown } & Record<string, unknown>;
const detected = (result: unknown) => {
  const wert = (result as Result | undefined)?.wert;
  return wert !== undefined && wert !== null && wert !== 'nicht_erkennbar' && wert !== '';
};

/** The vision findings, with the local findings of the documents where the photos showed nothing. */
function mergeDocumentFindings(vision: AreaFindings, local: AreaFindings, documents: string[]): AreaFindings {
  const hint = SKIPPED_HINT(documents);
  const results: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(vision.results), ...Object.keys(local.results)])) {
    const fromVision = vision.results[key];
    const fromLocal = local.results[key];
    if (detected(fromVision)) results[key] = fromVision;
    else if (detected(fromLocal)) results[key] = fromLocal;
    else results[key] = { ...(fromVision ?? notDetected()), hinweis: hint };
  }
  const values = { ...(local.values ?? {}), ...(vision.values ?? {}) };
  const detections = [...(vision.detections ?? []), ...(local.detections ?? [])];
  return {
    results,
    ...(Object.keys(values).length ? { values } : {}),
    ...(detections.length ? { detections } : {}),
    damages: [...vision.damages, ...local.damages],
  };
}
