// The sign-in session: wraps oidc-client-ts, exposes one of the four states of SPEC §4
// (loading, authenticated, signed out, error) and keeps a signed-in user working offline
// with an expired token until the network is back to renew it. No React in here.
// The library itself is loaded on demand: a stored user is read directly, so the first screen
// does not wait for the sign-in code.
import type { User, UserManager } from 'oidc-client-ts';
import type { Connectivity } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { companyAccessClaim, subjectOfToken } from './company-claim';
import { profileClaims, type ProfileClaims } from './profile-claims';
import { classifyRenewalFailure, renewalAccepted } from './renewal';
import { SESSION_TIMING } from './session-timing';
import { NO_LOGIN_PROMPT_MARK, type LoginPromptMark, type StoredUser, type StoredUserAccess } from './stored-user';
import { AUTH_TEXTS } from './texts';

export interface SessionUser {
  sub: string;
  name: string;
  accessToken: string;
  /** Epoch seconds. */
  expiresAt: number | null;
  /** The raw company_access claim. */
  companyAccess: string | null;
  /** The profile fields the ID token names, for the first fill of the local profile. */
  claims: ProfileClaims;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser; renewalPending: boolean }
  | { status: 'signedOut' }
  | { status: 'error'; message: string };

/** The state the app carries through the sign-in redirect. */
interface SignInState {
  returnTo?: string;
}

export interface CallbackResult {
  /** Where to continue after a completed sign-in: the requested deep link, if any. */
  returnTo: string | null;
  accessToken: string | null;
}

export function isSignInCallback(url: URL): boolean {
  return url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
}

function toSessionUser(user: User | StoredUser): SessionUser {
  const profile = user.profile;
  return {
    sub: profile.sub,
    name: profile.name ?? profile.preferred_username ?? profile.sub,
    accessToken: user.access_token,
    expiresAt: user.expires_at ?? null,
    companyAccess: companyAccessClaim(user.access_token),
    claims: profileClaims(profile),
  };
}

export class AuthSession {
  private state: AuthState = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private renewing: Promise<void> | null = null;
  private loadedManager: Promise<UserManager> | null = null;

  constructor(
    private readonly loadManager: () => Promise<UserManager>,
    private readonly connectivity: Connectivity,
    private readonly storedUser: StoredUserAccess,
    private readonly loginPrompt: LoginPromptMark = NO_LOGIN_PROMPT_MARK,
  ) {
    connectivity.onOnline(() => {
      if (this.state.status === 'authenticated' && this.state.renewalPending) void this.renew();
    });
  }

  /** The UserManager, loaded once; a failed load is tried again on the next call. */
  private manager(): Promise<UserManager> {
    this.loadedManager ??= this.loadManager().then(
      (manager) => {
        manager.events.addUserLoaded((user) => this.onUserLoaded(user));
        manager.events.addSilentRenewError((error) => this.onRenewalFailed(error));
        manager.events.addUserSignedOut(() => void this.endSession());
        return manager;
      },
      (error: unknown) => {
        this.loadedManager = null;
        throw error;
      },
    );
    return this.loadedManager;
  }

  getState = (): AuthState => this.state;

  /** Where the signed-in user is kept in localStorage: what the device keeps for that user checks it is still there. */
  storedUserKey(): string {
    return this.storedUser.key;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Current access token, even an expired one: the API decides, and the outbox waits on 401. */
  accessToken(): string | null {
    return this.state.status === 'authenticated' ? this.state.user.accessToken : null;
  }

  /** Completes a sign-in redirect if the URL carries one, otherwise restores the stored user. */
  async start(url: URL): Promise<CallbackResult | null> {
    if (isSignInCallback(url)) {
      try {
        const user = await (await this.manager()).signinRedirectCallback(url.href);
        this.loginPrompt.clear();
        this.setState({ status: 'authenticated', user: toSessionUser(user), renewalPending: false });
        return { returnTo: (user.state as SignInState | undefined)?.returnTo ?? null, accessToken: user.access_token };
      } catch (error) {
        logWarning('Anmelde-Rückruf fehlgeschlagen', error);
        this.setState({ status: 'error', message: `${AUTH_TEXTS.callbackFailed} ${(error as Error).message}` });
        return { returnTo: null, accessToken: null };
      }
    }
    const user = this.storedUser.read();
    if (!user) {
      // Signed out means a sign-in redirect is next: fetch the library now, not when it starts.
      this.manager().catch((error: unknown) => logWarning('Anmeldebibliothek nicht geladen', error));
      this.setState({ status: 'signedOut' });
      return null;
    }
    this.setState({ status: 'authenticated', user: toSessionUser(user), renewalPending: user.expired === true });
    // Offline, the 'online' event starts the renewal; trying now would only fail.
    if (user.expired && this.connectivity.isOnline()) void this.renew();
    return null;
  }

  /**
   * Loads the sign-in library for a signed-in user once the first screen is up, so the token is
   * renewed before it expires and a sign-out at the provider is noticed (SPEC §9).
   */
  async connect(): Promise<void> {
    if (this.state.status !== 'authenticated') return;
    try {
      // getUser arms the expiry timers of automatic silent renewal.
      await (await this.manager()).getUser();
    } catch (error) {
      logWarning('Anmeldebibliothek nicht geladen', error);
    }
  }

  async signIn(returnTo?: string): Promise<void> {
    const state: SignInState = { returnTo };
    await (await this.manager()).signinRedirect({ state, ...(this.loginPrompt.isSet() ? { prompt: 'login' } : {}) });
  }

  async signOut(): Promise<void> {
    if (this.connectivity.isOnline()) {
      try {
        await (await this.manager()).signoutRedirect();
        return;
      } catch (error) {
        logWarning('Abmelden beim Anmeldedienst fehlgeschlagen; lokal abgemeldet', error);
      }
    }
    // The provider did not hear of it: the next sign-in on this device must not slip through as this user.
    this.loginPrompt.set();
    await this.endSession();
  }

  /** Renews now and tells whether a fresh token is at hand afterwards. */
  async renewNow(): Promise<boolean> {
    await this.renew();
    return this.state.status === 'authenticated' && !this.state.renewalPending;
  }

  /** Renews the access token with the refresh token; safe to call repeatedly. */
  renew(): Promise<void> {
    this.renewing ??= this.manager()
      .then((manager) => manager.signinSilent())
      .then(() => undefined)
      .catch((error: unknown) => this.onRenewalFailed(error))
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  private onUserLoaded(user: User): void {
    const current = this.state.status === 'authenticated' ? this.state.user.sub : null;
    if (!renewalAccepted(current, [user.profile.sub ?? null, subjectOfToken(user.access_token)])) {
      logWarning('Erneuerte Anmeldung mit fremdem Benutzer abgelehnt');
      void this.forgetUser();
      this.setState({ status: 'error', message: AUTH_TEXTS.subjectMismatch });
      return;
    }
    this.setState({ status: 'authenticated', user: toSessionUser(user), renewalPending: false });
  }

  private onRenewalFailed(error: unknown): void {
    if (this.state.status !== 'authenticated') return;
    const failure = this.connectivity.isOnline() ? classifyRenewalFailure(error) : 'wait-for-network';
    logWarning(`Token-Erneuerung fehlgeschlagen (${failure})`, error);
    if (failure === 'sign-in') {
      void this.endSession();
      return;
    }
    this.setState({ ...this.state, renewalPending: true });
    // Offline, the 'online' event retries. A browser that claims to be online while the
    // provider is unreachable (weak signal in a cellar) gets a slower retry instead.
    const retryMs =
      failure === 'retry-soon'
        ? SESSION_TIMING.silentRenewRetryMs
        : this.connectivity.isOnline()
          ? SESSION_TIMING.unreachableRetryMs
          : null;
    clearTimeout(this.retryTimer);
    if (retryMs !== null) this.retryTimer = setTimeout(() => void this.renew(), retryMs);
  }

  private async endSession(): Promise<void> {
    clearTimeout(this.retryTimer);
    await this.forgetUser();
    this.setState({ status: 'signedOut' });
  }

  /** Removes the stored user through the library (which stops its timers), or directly. */
  private async forgetUser(): Promise<void> {
    try {
      await (await this.manager()).removeUser();
    } catch {
      this.storedUser.remove();
    }
  }

  private setState(next: AuthState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
