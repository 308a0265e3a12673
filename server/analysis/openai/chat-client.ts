// One call to an OpenAI-compatible chat-completions endpoint that must answer JSON of a given
// schema. It never throws: every way the call can go wrong (time-out, rate limit, server error,
// dropped connection, an answer that is no JSON or not of the schema) comes back as a reason.
import type { TSchema } from 'typebox';
import { checkAnswer, jsonSchemaOf } from './schemas.ts';

export type FailureReason =
  | 'timeout'
  | 'rate_limited'
  | 'http_error'
  | 'network_error'
  | 'invalid_json'
  | 'schema_violation'
  | 'empty_answer'
  | 'refusal';

export type ChatResult<T> = { ok: true; value: T } | { ok: false; reason: FailureReason; detail: string; status?: number };

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatRequest {
  /** Name of the schema in response_format (letters, digits, _ and -). */
  name: string;
  schema: TSchema;
  system: string;
  user: ContentPart[];
}

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The longest Retry-After a 429 is waited out for, once (default 10 s). */
  maxRetryAfterMs?: number;
  /** For tests: how a Retry-After is waited out. */
  sleep?: (ms: number) => Promise<void>;
}

export const MAX_RETRY_AFTER_MS = 10_000;
/** Wait before the one retry when a 429 names no Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function chatJson<T>(options: ChatClientOptions, request: ChatRequest): Promise<ChatResult<T>> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const maxRetryAfter = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
  const body = JSON.stringify({
    model: options.model,
    temperature: 0,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: jsonSchemaOf(request.schema) } },
  });
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  for (let attempt = 0; ; attempt += 1) {
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      // The time-out covers the whole exchange, reading the answer included.
      const response = await doFetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, reason: 'timeout', detail: `no answer within ${options.timeoutMs} ms` };
      }
      const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
      return { ok: false, reason: 'network_error', detail: [(error as Error)?.message, cause?.code ?? cause?.message].filter(Boolean).join(': ') };
    }

    if (status === 429) {
      const waitMs = retryAfterMs(retryAfter);
      if (attempt === 0 && waitMs !== null && waitMs <= maxRetryAfter) {
        await sleep(waitMs);
        continue;
      }
      return {
        ok: false,
        reason: 'rate_limited',
        status,
        detail: attempt > 0 ? 'still rate limited after one retry' : `Retry-After ${retryAfter ?? '(none)'} is longer than ${maxRetryAfter} ms`,
      };
    }
    if (status < 200 || status >= 300) {
      return { ok: false, reason: 'http_error', status, detail: `HTTP ${status}: ${errorMessage(text)}` };
    }
    return parseAnswer<T>(text, request.schema);
  }
}

/** Seconds or an HTTP date; a 429 without the header is retried after a second. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : null;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function errorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 300);
}

function parseAnswer<T>(text: string, schema: TSchema): ChatResult<T> {
  let envelope: { choices?: Array<{ message?: { content?: unknown; refusal?: unknown }; finish_reason?: string }> };
  try {
    envelope = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid_json', detail: `the response is no JSON: ${text.slice(0, 120)}` };
  }
  const message = envelope?.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal) return { ok: false, reason: 'refusal', detail: message.refusal.slice(0, 300) };
  const content = contentText(message?.content);
  if (!content) return { ok: false, reason: 'empty_answer', detail: 'choices[0].message.content is empty' };
  let value: unknown;
  try {
    value = JSON.parse(stripFence(content));
  } catch {
    const finish = envelope.choices?.[0]?.finish_reason;
    return { ok: false, reason: 'invalid_json', detail: `content is no JSON${finish === 'length' ? ' (cut off at the token limit)' : ''}: ${content.slice(0, 120)}` };
  }
  const check = checkAnswer(schema, value);
  if (!check.ok) return { ok: false, reason: 'schema_violation', detail: check.detail };
  return { ok: true, value: value as T };
}

/** The content as text: a string, or the text parts some servers answer with. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content.trim();
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
      .join('')
      .trim();
  }
  return '';
}

/** Small local models like to wrap JSON in a Markdown fence even when asked not to. */
function stripFence(content: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(content);
  return fenced ? fenced[1] : content;
}
