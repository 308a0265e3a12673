// Issue 26, point 3: the same photographed fixtures through each analysis provider, side by side:
// field accuracy, seconds per photo, and the tokens and cost the endpoint reports. The local
// provider always runs; the configured model when OPENAI_BASE_URL is set.
import type { Analysis, AnalysisFile } from '../../server/analysis/analysis.ts';
import { localAnalysis } from '../../server/analysis/local-analysis.ts';
import { openaiAnalysis, type AnalysisLog } from '../../server/analysis/openai/openai-analysis.ts';
import { analysisConfigFromEnv } from '../../server/analysis/openai/openai-config.ts';
import { newProject } from '../../src/domain/new-project.ts';
import { answeredValues, fieldAccuracy, percent, type FieldCase } from './score.ts';

/** One fixture: what an upload to `area` brings and what it truly shows. */
export interface ProviderCase {
  name: string;
  area: string;
  files: () => Promise<AnalysisFile[]>;
  truth: Record<string, unknown>;
}

/** What a chat-completions endpoint reported for the requests it answered. */
export interface Usage {
  requests: number;
  promptTokens: number;
  completionTokens: number;
  /** Only some endpoints (OpenRouter, some gateways) report a price with the tokens. */
  cost: number | null;
}

export interface Provider {
  name: string;
  analysis: Analysis;
  /** Present when the provider talks to an endpoint whose answers report usage. */
  usage?: Usage;
}

export interface ProviderRun {
  provider: string;
  right: number;
  total: number;
  photos: number;
  secondsPerPhoto: number;
  usage?: Usage;
  misses: string[];
}

/** A fetch that adds up the `usage` of every chat-completions answer passing through it. */
export function meteredFetch(inner: typeof fetch = fetch): { fetch: typeof fetch; usage: Usage } {
  const usage: Usage = { requests: 0, promptTokens: 0, completionTokens: 0, cost: null };
  const metered: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; cost?: unknown } } | null;
    if (response.ok && body?.usage) {
      usage.requests += 1;
      usage.promptTokens += Number(body.usage.prompt_tokens) || 0;
      usage.completionTokens += Number(body.usage.completion_tokens) || 0;
      if (typeof body.usage.cost === 'number') usage.cost = (usage.cost ?? 0) + body.usage.cost;
    }
    return response;
  };
  return { fetch: metered, usage };
}

/**
 * The local provider and, when OPENAI_BASE_URL is set, the model OPENAI_MODEL names on that
 * endpoint, read as the server reads them (a wrong setting stops with the server's message).
 * The model's failures are written to `log` and count as misses, as a user would see them.
 */
export function configuredProviders(env: NodeJS.ProcessEnv, log: AnalysisLog, inner: typeof fetch = fetch): Provider[] {
  const local = localAnalysis();
  const providers: Provider[] = [{ name: 'lokal', analysis: local }];
  if (!env.OPENAI_BASE_URL?.trim()) return providers;
  const config = analysisConfigFromEnv({ ...env, ANALYSIS_PROVIDER: 'openai' });
  if (config.provider !== 'openai') return providers;
  const metered = meteredFetch(inner);
  const analysis = openaiAnalysis({ ...config, apiKey: config.apiKey || undefined, fetch: metered.fetch, log, fallback: local });
  return [...providers, { name: config.model, analysis, usage: metered.usage }];
}

export async function runProvider(provider: Provider, cases: ProviderCase[]): Promise<ProviderRun> {
  const project = newProject('eval-vergleich');
  const results: FieldCase[] = [];
  let photos = 0;
  let analysisMs = 0;
  for (const { name, area, files, truth } of cases) {
    const uploaded = await files();
    photos += uploaded.length;
    const started = performance.now();
    const findings = await provider.analysis.analyzeArea(area, uploaded, project);
    analysisMs += performance.now() - started;
    const found = answeredValues(truth, findings.results);
    results.push({ name, truth, found });
  }
  const tallies = [...fieldAccuracy(results).values()];
  return {
    provider: provider.name,
    right: tallies.reduce((sum, tally) => sum + tally.right, 0),
    total: tallies.reduce((sum, tally) => sum + tally.total, 0),
    photos,
    secondsPerPhoto: photos ? analysisMs / 1000 / photos : 0,
    ...(provider.usage ? { usage: { ...provider.usage } } : {}),
    misses: tallies.flatMap((tally) => tally.misses),
  };
}

const perPhoto = (value: number, photos: number) => (photos ? Math.round(value / photos).toLocaleString('de-DE') : '–');

/** The table `npm run eval` prints: one row per provider, its misses below it. */
export function comparisonTable(runs: ProviderRun[]): string[] {
  const head = ['Anbieter', 'Felder richtig', 'Anteil', 's je Foto', 'Tokens je Foto (ein/aus)', 'Kosten gesamt'];
  const rows = runs.map((run) => [
    run.provider,
    `${run.right}/${run.total}`,
    percent(run.right, run.total),
    run.secondsPerPhoto.toFixed(2).replace('.', ','),
    run.usage ? `${perPhoto(run.usage.promptTokens, run.photos)} / ${perPhoto(run.usage.completionTokens, run.photos)}` : '–',
    run.usage?.cost != null ? `${run.usage.cost.toFixed(4).replace('.', ',')} (gemeldet)` : '–',
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  return [
    line(head),
    line(widths.map((width) => '-'.repeat(width))),
    ...runs.flatMap((run, index) => [line(rows[index]), ...run.misses.map((miss) => `      ✗ ${run.provider}: ${miss}`)]),
  ];
}
