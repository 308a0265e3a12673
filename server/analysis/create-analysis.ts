// Picks the analysis provider from the environment (ANALYSIS_PROVIDER and the OPENAI_* settings),
// so the server wires it with one line: analysis: createAnalysis(process.env, app.log).
import type { Analysis } from './analysis.ts';
import type { PhotoExamples } from './embedding/photo-examples.ts';
import type { TaughtExamples } from './embedding/taught-vote.ts';
import { lazyAnalysis } from './lazy-analysis.ts';
import { analysisConfigFromEnv } from './openai/openai-config.ts';
import { openaiAnalysis, type AnalysisLog } from './openai/openai-analysis.ts';

/** Throws a German message for a wrong setting, so the server stops at start and says why. */
export function createAnalysis(
  env: NodeJS.ProcessEnv,
  log: AnalysisLog,
  options: { fetch?: typeof fetch; examples?: PhotoExamples; taught?: TaughtExamples } = {},
): Analysis {
  const config = analysisConfigFromEnv(env);
  const local = () => lazyAnalysis(async () => (await import('./local-analysis.ts')).localAnalysis({ examples: options.examples, taught: options.taught, log }));
  if (config.provider === 'local') return local();
  log.info?.({ provider: 'openai', baseUrl: config.baseUrl, model: config.model, timeoutMs: config.timeoutMs }, 'analysis provider: OpenAI-compatible endpoint');
  return openaiAnalysis({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey || undefined,
    model: config.model,
    timeoutMs: config.timeoutMs,
    fetch: options.fetch,
    log,
    fallback: local(),
  });
}
