// Which analysis provider runs, read from the environment (ANALYSIS_PROVIDER, OPENAI_BASE_URL,
// OPENAI_API_KEY, OPENAI_MODEL, ANALYSIS_TIMEOUT_MS). A pure function, so a wrong setting stops
// the server at start with a German message instead of failing at the first upload.

export const ANALYSIS_PROVIDERS = ['local', 'openai'] as const;

export const DEFAULT_ANALYSIS_TIMEOUT_MS = 60_000;

export interface LocalAnalysisConfig {
  provider: 'local';
  timeoutMs: number;
}

export interface OpenaiAnalysisConfig {
  provider: 'openai';
  /** Without a trailing slash and without /chat/completions, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  /** Empty for on-premises servers that take no key (Ollama, vLLM without --api-key). */
  apiKey: string;
  model: string;
  /** Per request to the model; a slower answer counts as not detected. */
  timeoutMs: number;
}

export type AnalysisConfig = LocalAnalysisConfig | OpenaiAnalysisConfig;

export const CONFIG_TEXTS = {
  unknownProvider: (value: string) =>
    `ANALYSIS_PROVIDER muss „local“ oder „openai“ sein, ist aber „${value}“.`,
  missingBaseUrl:
    'ANALYSIS_PROVIDER=openai braucht OPENAI_BASE_URL, die Adresse eines OpenAI-kompatiblen Servers ' +
    '(z. B. https://api.openai.com/v1, http://localhost:11434/v1 für Ollama oder http://localhost:8000/v1 für vLLM).',
  invalidBaseUrl: (value: string) => `OPENAI_BASE_URL muss eine http- oder https-Adresse sein, ist aber „${value}“.`,
  missingModel: 'ANALYSIS_PROVIDER=openai braucht OPENAI_MODEL, den Namen eines Modells mit Bildeingabe (z. B. gpt-4o-mini oder qwen2.5vl:7b).',
  invalidTimeout: (value: string) => `ANALYSIS_TIMEOUT_MS muss eine positive Zahl von Millisekunden sein, ist aber „${value}“.`,
};

const text = (value: string | undefined) => (value ?? '').trim();

export function analysisConfigFromEnv(env: NodeJS.ProcessEnv): AnalysisConfig {
  const provider = (text(env.ANALYSIS_PROVIDER) || 'local').toLowerCase();
  if (!(ANALYSIS_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(CONFIG_TEXTS.unknownProvider(text(env.ANALYSIS_PROVIDER)));
  }
  const timeoutMs = timeoutFrom(env.ANALYSIS_TIMEOUT_MS);
  if (provider === 'local') return { provider: 'local', timeoutMs };

  const rawUrl = text(env.OPENAI_BASE_URL);
  if (!rawUrl) throw new Error(CONFIG_TEXTS.missingBaseUrl);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(CONFIG_TEXTS.invalidBaseUrl(rawUrl));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(CONFIG_TEXTS.invalidBaseUrl(rawUrl));
  // A pasted full endpoint (…/v1/chat/completions) means the same server.
  const baseUrl = rawUrl.replace(/\/+$/, '').replace(/\/chat\/completions$/, '');

  const model = text(env.OPENAI_MODEL);
  if (!model) throw new Error(CONFIG_TEXTS.missingModel);
  return { provider: 'openai', baseUrl, apiKey: text(env.OPENAI_API_KEY), model, timeoutMs };
}

function timeoutFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ANALYSIS_TIMEOUT_MS;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value <= 0) throw new Error(CONFIG_TEXTS.invalidTimeout(raw));
  return Math.round(value);
}
