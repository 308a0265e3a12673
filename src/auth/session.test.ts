import { ErrorResponse, ErrorTimeout, type User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY_ID } from '@/domain/constants';
import { unsignedJwt } from '../../tests/unit/jwt';
import type { Connectivity } from '@/platform/connectivity';
import { AuthSession } from './session';
import { loginPromptMark } from './stored-user';

/** Stands in for oidc-client-ts' UserManager: the session only uses these members. */
class FakeManager {
  stored: User | null = null;
  renewals: Array<() => Promise<User>> = [];
  removed = 0;
  private loaded: Array<(user: User) => void> = [];
  private renewErrors: Array<(error: Error) => void> = [];

  events = {
    addUserLoaded: (cb: (user: User) => void) => this.loaded.push(cb),
    addSilentRenewError: (cb: (error: Error) => void) => this.renewErrors.push(cb),
    addUserSignedOut: () => undefined,
  };

  redirects: Array<Record<string, unknown>> = [];
  callbackUser: User | null = null;

  async getUser() {
    return this.stored;
  }
  async signinRedirect(args: Record<string, unknown>) {
    this.redirects.push(args);
  }
  async signinRedirectCallback() {
    if (!this.callbackUser) throw new Error('no callback scripted');
    return this.callbackUser;
  }
  async removeUser() {
    this.removed += 1;
    this.stored = null;
  }
  async signinSilent() {
    const next = this.renewals.shift();
    if (!next) throw new Error('no renewal scripted');
    const user = await next();
    this.stored = user;
    for (const cb of this.loaded) cb(user);
    return user;
  }
  raiseRenewError(error: Error) {
    for (const cb of this.renewErrors) cb(error);
  }
}

function user(sub: string, expiresInSeconds: number): User {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    profile: { sub, name: sub },
    access_token: unsignedJwt({ sub, company_access: DEMO_COMPANY_ID }),
    expires_at: expiresAt,
    expired: expiresInSeconds <= 0,
    state: undefined,
  } as unknown as User;
}

class FakeConnectivity implements Connectivity {
  online = true;
  private listeners: Array<() => void> = [];
  isOnline = () => this.online;
  onOnline(cb: () => void) {
    this.listeners.push(cb);
    return () => undefined;
  }
  goOnline() {
    this.online = true;
    for (const cb of this.listeners) cb();
  }
}

describe('sign-in session (SPEC §4)', () => {
  let manager: FakeManager;
  let network: FakeConnectivity;
  let session: AuthSession;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    manager = new FakeManager();
    network = new FakeConnectivity();
    session = new AuthSession(async () => manager as unknown as UserManager, network, {
      key: 'user',
      read: () => manager.stored,
      remove: () => {
        manager.stored = null;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is signed out without a stored user, authenticated with one', async () => {
    await session.start(new URL('http://app.test/dashboard'));
    expect(session.getState()).toEqual({ status: 'signedOut' });

    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { sub: 'demo', companyAccess: DEMO_COMPANY_ID } });
    expect(session.accessToken()).toBe(manager.stored.access_token);
  });

  it('offline, an expired token keeps the user working and is renewed when the network is back', async () => {
    network.online = false;
    manager.stored = user('demo', -60);
    await session.start(new URL('http://app.test/dashboard'));
    expect(session.getState()).toMatchObject({ status: 'authenticated', renewalPending: true });
    await session.connect();
    manager.raiseRenewError(new TypeError('Failed to fetch'));
    expect(session.getState()).toMatchObject({ status: 'authenticated', renewalPending: true });
    expect(manager.removed).toBe(0);

    manager.renewals.push(async () => user('demo', 3600));
    network.goOnline();
    await vi.waitFor(() => expect(session.getState()).toMatchObject({ status: 'authenticated', renewalPending: false }));
  });

  it('"A silent-renew timeout is retried after 5 seconds"', async () => {
    vi.useFakeTimers();
    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    manager.renewals.push(() => Promise.reject(new ErrorTimeout('timeout')));
    await session.renew();
    manager.renewals.push(async () => user('demo', 3600));
    await vi.advanceTimersByTimeAsync(4999);
    expect(manager.renewals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(manager.renewals).toHaveLength(0);
    expect(session.getState()).toMatchObject({ status: 'authenticated', renewalPending: false });
  });

  it('"A renewal whose returned subject differs from the current user is rejected"', async () => {
    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    manager.renewals.push(async () => user('admin', 3600));
    await session.renew();
    expect(session.getState()).toMatchObject({ status: 'error' });
    expect(session.accessToken()).toBeNull();
    expect(manager.removed).toBe(1);
  });

  it('retries every 30 s while the browser claims to be online but the provider is unreachable', async () => {
    vi.useFakeTimers();
    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    await session.connect();
    manager.raiseRenewError(new TypeError('Failed to fetch'));
    manager.renewals.push(async () => user('demo', 3600));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(manager.renewals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getState()).toMatchObject({ status: 'authenticated', renewalPending: false });
  });

  it('a refresh token the provider refuses ends the session so the user signs in again', async () => {
    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    await session.connect();
    manager.raiseRenewError(new ErrorResponse({ error: 'invalid_grant' }));
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'signedOut' }));
  });

  it('restores a stored user without loading the sign-in library, and loads it once asked to connect', async () => {
    let loads = 0;
    const lazy = new AuthSession(
      async () => {
        loads += 1;
        return manager as unknown as UserManager;
      },
      network,
      { key: 'user', read: () => manager.stored, remove: () => undefined },
    );
    manager.stored = user('demo', 3600);
    await lazy.start(new URL('http://app.test/dashboard'));
    expect(lazy.getState()).toMatchObject({ status: 'authenticated', user: { sub: 'demo' } });
    expect(loads).toBe(0);
    await lazy.connect();
    await lazy.renew().catch(() => undefined);
    expect(loads).toBe(1);
  });

  it('a sign-in library that fails to load is loaded again on the next attempt', async () => {
    let attempts = 0;
    const flaky = new AuthSession(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return manager as unknown as UserManager;
      },
      network,
      { key: 'user', read: () => manager.stored, remove: () => undefined },
    );
    manager.stored = user('demo', 3600);
    await flaky.start(new URL('http://app.test/dashboard'));
    await flaky.renew();
    expect(flaky.getState()).toMatchObject({ status: 'authenticated', renewalPending: true });
    manager.renewals.push(async () => user('demo', 3600));
    await flaky.renew();
    expect(attempts).toBe(2);
    expect(flaky.getState()).toMatchObject({ status: 'authenticated', renewalPending: false });
  });

  it('signing out offline signs out locally', async () => {
    manager.stored = user('demo', 3600);
    await session.start(new URL('http://app.test/dashboard'));
    network.online = false;
    await session.signOut();
    expect(session.getState()).toEqual({ status: 'signedOut' });
    expect(manager.stored).toBeNull();
  });

  it('after signing out offline, the next sign-in asks the provider for the password; once signed in, no longer', async () => {
    const storage = new Map<string, string>();
    const mark = loginPromptMark({ setItem: (key: string, value: string) => storage.set(key, value), getItem: (key: string) => storage.get(key) ?? null, removeItem: (key: string) => storage.delete(key) } as unknown as Storage);
    const shared = new AuthSession(async () => manager as unknown as UserManager, network, { key: 'user', read: () => manager.stored, remove: () => undefined }, mark);
    manager.stored = user('demo', 3600);
    await shared.start(new URL('http://app.test/dashboard'));
    network.online = false;
    await shared.signOut();
    network.online = true;
    await shared.signIn('/dashboard');
    expect(manager.redirects.at(-1)).toMatchObject({ prompt: 'login' });

    manager.callbackUser = user('admin', 3600);
    await shared.start(new URL('http://app.test/dashboard?code=abc&state=xyz'));
    expect(shared.getState()).toMatchObject({ status: 'authenticated', user: { sub: 'admin' } });
    await shared.signIn('/dashboard');
    expect(manager.redirects.at(-1)).not.toHaveProperty('prompt');
  });
});
