import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

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
});
