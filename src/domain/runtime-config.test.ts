import { describe, expect, it } from 'vitest';
import { apiPathOn, isServerPath } from './runtime-config.ts';

describe('which paths the server answers itself, for its fallback and the service worker', () => {
  it('the API under its configured path, the bundled provider and its sign-in pages; everything else is the app', () => {
    expect(isServerPath('/api', '/api')).toBe(true);
    expect(isServerPath('/api/companies', '/api')).toBe(true);
    expect(isServerPath('/apis', '/api')).toBe(false);
    expect(isServerPath('/vor-ort/api/images/x', '/vor-ort/api')).toBe(true);
    expect(isServerPath('/api/images/x', '/vor-ort/api')).toBe(false);
    expect(isServerPath('/oidc/auth', '/api')).toBe(true);
    expect(isServerPath('/anmeldung/abc', '/api')).toBe(true);
    expect(isServerPath('/companies/c/projekte/p/menü', '/api')).toBe(false);
  });

  it("API_BASE_URL read on the app's origin: a path, an address on the same origin, or elsewhere", () => {
    const origin = 'https://vor-ort.example.de';
    expect(apiPathOn('/api', origin)).toBe('/api');
    expect(apiPathOn('/backend/api/', origin)).toBe('/backend/api');
    expect(apiPathOn('https://vor-ort.example.de/v2/api', origin)).toBe('/v2/api');
    expect(apiPathOn('https://api.example.de/api', origin)).toBeNull();
  });
});
