// The one place that calls fetch: prefixes the API base, sends the bearer token (or warns and
// tries without, SPEC §6), and turns every failure into a typed ApiError. An upload whose progress
// is watched goes by XMLHttpRequest, the only way a page learns how many bytes have left; where
// there is none (the service worker) it goes by fetch without progress.
import { logWarning } from '@/platform/log';
import { ApiError, API_MESSAGES, parseRetryAfter } from './errors';

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

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** fetch's contract (a Response, or a rejection on a network failure or abort) over XMLHttpRequest. */
function sendWatched(url: string, init: RequestInit & { headers: Record<string, string> }, onProgress: (sent: number, total: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded, event.total);
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Netzwerkfehler'));
    xhr.onabort = () => reject(new DOMException('Abgebrochen', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const url = (pathOrUrl: string) => resolveUrl(options.baseUrl, pathOrUrl, origin);

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
    let response: Response;
    try {
      const watched = request.onUploadProgress && typeof XMLHttpRequest !== 'undefined' && !options.fetch;
      response = watched
        ? await sendWatched(url(path), { method, headers, body, signal: request.signal }, request.onUploadProgress as (sent: number, total: number) => void)
        : await doFetch(url(path), { method, headers, body, signal: request.signal });
    } catch (error) {
      throw new ApiError('network', (error as Error).message || 'Netzwerkfehler');
    }
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
      return (response.status === 204 ? null : await response.json()) as T;
    },
  };
}
