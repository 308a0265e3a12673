import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@/domain/runtime-config';
import { parseStoredUser, storedUserAccess } from './stored-user';
import { createUserManager } from './user-manager';
import { memoryStorage } from '../../tests/unit/memory-storage';

const config: RuntimeConfig = {
  API_BASE_URL: '/api',
  OIDC_AUTHORITY: 'https://login.example.test/oidc',
  OIDC_CLIENT_ID: 'vor-ort-app',
  OIDC_SCOPE: 'openid offline_access',
  OIDC_RESPONSE_TYPE: 'code',
};

describe('stored sign-in user (read without oidc-client-ts)', () => {
  const stored = JSON.stringify({ access_token: 'token', profile: { sub: 'demo', name: 'Demo' }, expires_at: 2000 });

  it("reads the user under oidc-client-ts' key and tells whether its token has expired", () => {
    const storage = memoryStorage();
    storage.setItem('vor-ort.oidc.user:https://login.example.test/oidc:vor-ort-app', stored);
    expect(storedUserAccess(storage, config).read()).toMatchObject({ access_token: 'token', profile: { sub: 'demo' } });
    expect(parseStoredUser(stored, 1000)?.expired).toBe(false);
    expect(parseStoredUser(stored, 2000)?.expired).toBe(true);
  });

  it('finds the user exactly where the real UserManager stores it', async () => {
    const storage = memoryStorage();
    const manager = createUserManager(config, 'https://app.example.test', storage);
    await manager.storeUser(
      new User({ access_token: 'real', token_type: 'Bearer', profile: { sub: 'demo' } as never, expires_at: 4000 }),
    );
    expect(storedUserAccess(storage, config).read()).toMatchObject({ access_token: 'real', expires_at: 4000 });
    storedUserAccess(storage, config).remove();
    expect(await manager.getUser()).toBeNull();
  });

  it('a user of another provider or client is not taken', () => {
    const storage = memoryStorage();
    storage.setItem('vor-ort.oidc.user:https://other.example.test:vor-ort-app', stored);
    expect(storedUserAccess(storage, config).read()).toBeNull();
  });

  it('a damaged or incomplete entry means signed out', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ profile: { sub: 'demo' } }))).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('remove deletes the stored user', () => {
    const storage = memoryStorage();
    const access = storedUserAccess(storage, config);
    storage.setItem('vor-ort.oidc.user:https://login.example.test/oidc:vor-ort-app', stored);
    access.remove();
    expect(access.read()).toBeNull();
  });
});
