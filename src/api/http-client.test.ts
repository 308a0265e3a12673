import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_COMPANY_ID, LEGACY_PREFIX } from '@/domain/constants';
import { ApiError, parseRetryAfter } from './errors';
import { createApiClient, resolveUrl } from './http-client';
import { API_PATHS } from './paths';

describe('API paths (SPEC §5, §7)', () => {
  const company = '3f6c2a9e-4b1d-4c8e-9a57-1d2e3f4a5b6c';
  const project = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';

  it('uses the company-scoped API when both ids are UUIDs', () => {
    expect(API_PATHS.project(company, project)).toBe(`/companies/${company}/projects/${project}`);
  });

  it('otherwise the legacy API with the fixed legacy company id', () => {
    expect(API_PATHS.project('firma', project)).toBe(`/${LEGACY_PREFIX}/${LEGACY_COMPANY_ID}/${project}`);
    expect(API_PATHS.project(company, 'alt-7')).toBe(`/${LEGACY_PREFIX}/${company}/alt-7`);
    expect(API_PATHS.company('firma')).toBe(`/${LEGACY_PREFIX}/firma`);
  });

  it('damages and buildability take the legacy company for a non-UUID project', () => {
    expect(API_PATHS.vorschaeden(company, 'alt-7')).toBe(`/${LEGACY_PREFIX}/${LEGACY_COMPANY_ID}/alt-7/vorschaeden`);
    expect(API_PATHS.buildabilityLatest(company, project)).toBe(`/buildability/${company}/${project}/latest`);
    expect(API_PATHS.buildabilityCheck(company, 'alt-7')).toBe(`/buildability/${LEGACY_COMPANY_ID}/alt-7/check`);
  });
});

describe('HTTP client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefixes relative URLs with the API base and leaves absolute ones', () => {
    expect(resolveUrl('/api', '/images/1', 'https://app.test')).toBe('https://app.test/api/images/1');
    expect(resolveUrl('https://api.test/v1/', 'images/1', 'https://app.test')).toBe('https://api.test/v1/images/1');
    expect(resolveUrl('/api', 'https://cdn.test/a.jpg', 'https://app.test')).toBe('https://cdn.test/a.jpg');
  });

  it('sends the bearer token; without one it still tries and logs a warning (SPEC §6)', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let token: string | null = 'abc';
    const api = createApiClient({ baseUrl: 'http://x.test/api', getToken: () => token, fetch });
    await api.json('GET', '/companies');
    expect(fetch.mock.calls[0]).toMatchObject([expect.any(String), { headers: { authorization: 'Bearer abc' } }]);
    token = null;
    await api.json('GET', '/companies');
    expect((fetch.mock.calls[1] as unknown as [string, { headers: Record<string, string> }])[1].headers.authorization).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    await api.json('GET', '/masterdata/ziegel', { anonymous: true });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('401 throws the authentication message; other failures the load message with the status', async () => {
    const answers = [new Response('{}', { status: 401 }), Response.json({ error: 'x' }, { status: 503, headers: { 'retry-after': '7' } })];
    const api = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch: async () => answers.shift() as Response });
    await expect(api.json('GET', '/a')).rejects.toMatchObject({ kind: 'http', status: 401, message: 'Authentication fehlgeschlagen - bitte neu einloggen' });
    await expect(api.json('GET', '/a')).rejects.toMatchObject({ status: 503, message: 'Netzwerkantwort war nicht ok (Status: 503)', retryAfterMs: 7000, body: { error: 'x' } });
  });

  it('no answer at all is a network error', async () => {
    const api = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await api.json('GET', '/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('an answer cut off mid-body, or one that is not our JSON (a portal page), is a network error too', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('network error'));
      },
    });
    const answers = [new Response(cut, { status: 200 }), new Response('<html>Anmeldung im WLAN</html>', { status: 200 })];
    const api = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch: async () => answers.shift() as Response });
    await expect(api.json('PUT', '/a')).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
    await expect(api.json('PUT', '/a')).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:00 GMT', Date.parse('2026-11-22T10:00:00Z'))).toBe(60_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('bald')).toBeNull();
  });
});
