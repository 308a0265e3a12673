import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config document', () => {
  const valid = {
    API_BASE_URL: '/api',
    OIDC_AUTHORITY: 'http://localhost:8080/oidc',
    OIDC_CLIENT_ID: 'vor-ort-app',
    OIDC_SCOPE: 'openid offline_access',
    OIDC_RESPONSE_TYPE: 'code',
  };

  it('accepts a complete document and drops unknown keys', () => {
    expect(parseRuntimeConfig({ ...valid, EXTRA: 'x' })).toEqual(valid);
  });

  it('names every missing or empty key in German', () => {
    expect(() => parseRuntimeConfig({ ...valid, OIDC_AUTHORITY: ' ', OIDC_CLIENT_ID: undefined })).toThrow(
      'Konfiguration unvollständig: OIDC_AUTHORITY, OIDC_CLIENT_ID',
    );
    expect(() => parseRuntimeConfig('nope')).toThrow('Konfiguration ist kein JSON-Objekt');
  });

  describe('in the service worker', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('takes the copy kept at install, without the network (a Background Sync offline)', async () => {
      const fetch = vi.fn();
      vi.stubGlobal('caches', { match: async () => Response.json({ ...valid, API_BASE_URL: 'https://api.example.test/v1' }) });
      vi.stubGlobal('fetch', fetch);
      expect((await keptRuntimeConfig()).API_BASE_URL).toBe('https://api.example.test/v1');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('asks the network when nothing was kept', async () => {
      vi.stubGlobal('caches', { match: async () => undefined });
      vi.stubGlobal('fetch', async () => Response.json(valid));
      expect(await keptRuntimeConfig()).toEqual(valid);
    });
  });
});
