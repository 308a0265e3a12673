// The one place that calls fetch: prefixes the API base, sends the bearer token (or warns and
// tries without, SPEC §6), and turns every failure into a typed ApiError. Every request has a
// deadline, so no screen waits on a connection that carries nothing (Wi-Fi without a route): an
// answer must begin within ANSWER_DEADLINE_MS, an upload must keep moving, and a request that
// misses its deadline fails like a lost network and marks the server unreachable until one succeeds.
// An upload whose progress is watched goes by XMLHttpRequest, the only way a page learns how many
// bytes have left; where there is none (the service worker) it goes by fetch.
import { reportServerReachable } from '@/platform/reachability';
import { logWarning } from '@/platform/log';
import { ApiError, API_MESSAGES, parseRetryAfter } from './errors';
import { API_PATHS } from './paths';

/** How long a JSON call may take to begin its answer. */
export const ANSWER_DEADLINE_MS = 10_000;
/** How long an upload may send nothing before it counts as stuck. */
export const UPLOAD_STALL_MS = 10_000;
/** How long the server may analyse an upload once it has every byte. */
export const UPLOAD_ANSWER_MS = 180_000;
/**
 * While an upload waits for its answer, how often the server is asked whether it is still there:
 * a network that takes the bytes and never answers (a captive portal, a proxy without uplink)
 * swallows a small photo whole, so progress alone cannot tell it from a long analysis.
 */
export const ANSWER_PROBE_MS = 10_000;

export interface ApiClientOptions {
  /** API_BASE_URL of the runtime config; relative values resolve against the app's origin. */
  baseUrl: string;
  getToken(): string | null;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  json?: unknown;
  body?: FormData | Blob;
  headers?: Record<string, string>;
  /** Send without a token even when signed in (master data). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Told the bytes of the body sent so far, while an upload is on its way. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** For a call the server takes long to answer (a PDF): how long its answer may take to begin. */
  deadlineMs?: number;
}

export interface ApiClient {
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  json<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** Absolute URL for a path or a relative URL the server returned (images). */
  url(pathOrUrl: string): string;
}

/** Absolute URLs stay; paths and relative URLs get the API base prepended (SPEC §7). */
export function resolveUrl(baseUrl: string, pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = new URL(baseUrl.replace(/\/+$/, ''), origin).toString().replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The deadline was missed: no answer in time, or an upload that stopped moving. */
class DeadlineMissed extends Error {}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

type Init = RequestInit & { headers: Record<string, string> };

/**
 * fetch's contract (a Response, or a rejection on a network failure or abort) over XMLHttpRequest,
 * with the upload judged by its progress: stuck for UPLOAD_STALL_MS while sending, without an
 * answer UPLOAD_ANSWER_MS after the last byte, or with the server no longer answering its health
 * probe while the answer is awaited, it fails with DeadlineMissed.
 */
function sendWatched(url: string, init: Init, onProgress: (sent: number, total: number) => void, serverThere: () => Promise<boolean>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let probe: ReturnType<typeof setInterval> | undefined;
    let missed = false;
    const miss = () => {
      missed = true;
      xhr.abort();
    };
    const deadline = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(miss, ms);
    };
    const stopWatching = () => {
      clearTimeout(timer);
      clearInterval(probe);
    };
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      deadline(UPLOAD_STALL_MS);
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.upload.onload = () => {
      deadline(UPLOAD_ANSWER_MS);
      probe = setInterval(() => void serverThere().then((there) => there || miss()), ANSWER_PROBE_MS);
    };
    xhr.onload = () => {
      stopWatching();
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      stopWatching();
      reject(new TypeError('Netzwerkfehler'));
    };
    xhr.onabort = () => {
      stopWatching();
      reject(missed ? new DeadlineMissed() : new DOMException('Abgebrochen', 'AbortError'));
    };
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    deadline(UPLOAD_STALL_MS);
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** fetch, failing with DeadlineMissed when the answer has not begun within `ms`. */
async function fetchWithin(doFetch: typeof fetch, url: string, init: Init, ms: number): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  init.signal?.addEventListener('abort', abort, { once: true });
  let missed = false;
  const timer = setTimeout(() => {
    missed = true;
    controller.abort();
  }, ms);
  try {
    return await doFetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw missed ? new DeadlineMissed() : error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abort);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const url = (pathOrUrl: string) => resolveUrl(options.baseUrl, pathOrUrl, origin);
  /** The server's own health answer in time; a portal's page in its place does not count. */
  const serverThere = () =>
    fetchWithin(doFetch, url(API_PATHS.health), { method: 'GET', headers: { accept: 'application/json' } }, ANSWER_DEADLINE_MS).then(
      async (response) => response.ok && ((await response.json()) as { status?: string }).status === 'ok',
      () => false,
    );

  async function request(method: string, path: string, request: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (!request.anonymous) {
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      else logWarning(`API-Aufruf ohne Zugriffstoken: ${method} ${path}`);
    }
    let body: BodyInit | undefined = request.body;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const init: Init = { method, headers, body, signal: request.signal };
    let response: Response;
    try {
      const watched = request.onUploadProgress && typeof XMLHttpRequest !== 'undefined' && !options.fetch;
      response = watched
        ? await sendWatched(url(path), init, request.onUploadProgress as (sent: number, total: number) => void, serverThere)
        : await fetchWithin(doFetch, url(path), init, request.deadlineMs ?? (request.body ? UPLOAD_ANSWER_MS : ANSWER_DEADLINE_MS));
    } catch (error) {
      // The caller's own abort says nothing about the server.
      if (!request.signal?.aborted) reportServerReachable(false);
      if (error instanceof DeadlineMissed) throw new ApiError('network', API_MESSAGES.noAnswer);
      throw new ApiError('network', (error as Error).message || 'Netzwerkfehler');
    }
    reportServerReachable(true);
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    const message = response.status === 401 ? API_MESSAGES.unauthorized : API_MESSAGES.loadFailed(response.status);
    throw new ApiError('http', message, response.status, parsed, parseRetryAfter(response.headers.get('retry-after')), response.statusText);
  }

  return {
    request,
    url,
    async json<T>(method: string, path: string, options?: RequestOptions) {
      const response = await request(method, path, options);
      if (response.status === 204) return null as T;
      try {
        return (await response.json()) as T;
      } catch {
        // The connection broke while the answer came, or something other than our server answered
        // (a Wi-Fi portal's page): the answer is lost, not refused, so the caller tries again.
        reportServerReachable(false);
        throw new ApiError('network', API_MESSAGES.answerLost);
      }
    },
  };
}
