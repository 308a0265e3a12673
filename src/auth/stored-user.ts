// The signed-in user as oidc-client-ts keeps it in localStorage, read and removed without the
// library: a cold start (offline too) shows the dashboard before the sign-in code is loaded.
import type { RuntimeConfig } from '@/domain/runtime-config';

/** Prefix of the user store the UserManager is configured with (see oidc-settings). */
export const USER_STORE_PREFIX = 'vor-ort.oidc.';

export interface StoredUser {
  /** The ID token's claims. */
  profile: { sub: string; name?: string; preferred_username?: string; [claim: string]: unknown };
  access_token: string;
  /** Epoch seconds. */
  expires_at?: number;
  expired?: boolean;
}

export interface StoredUserAccess {
  /** Its localStorage key. */
  key: string;
  read(): StoredUser | null;
  remove(): void;
}

export function storedUserAccess(storage: Storage, config: RuntimeConfig): StoredUserAccess {
  // oidc-client-ts' key: `user:{authority}:{client_id}` behind the store's prefix.
  const key = `${USER_STORE_PREFIX}user:${config.OIDC_AUTHORITY}:${config.OIDC_CLIENT_ID}`;
  return {
    key,
    read: () => parseStoredUser(storage.getItem(key)),
    remove: () => storage.removeItem(key),
  };
}

export function parseStoredUser(stored: string | null, nowSeconds = Math.floor(Date.now() / 1000)): StoredUser | null {
  if (!stored) return null;
  try {
    const user = JSON.parse(stored) as Partial<StoredUser>;
    if (typeof user.access_token !== 'string' || typeof user.profile?.sub !== 'string') return null;
    const expiresAt = typeof user.expires_at === 'number' ? user.expires_at : undefined;
    return {
      profile: user.profile,
      access_token: user.access_token,
      expires_at: expiresAt,
      expired: expiresAt === undefined ? undefined : expiresAt - nowSeconds <= 0,
    };
  } catch {
    return null;
  }
}

/**
 * Set when a user signed out on this device without reaching the provider (offline): the
 * provider still remembers them, and would sign the next user of a shared tablet in as them
 * without asking. The next sign-in therefore asks for the password ('prompt=login').
 */
export interface LoginPromptMark {
  set(): void;
  isSet(): boolean;
  clear(): void;
}

export const NO_LOGIN_PROMPT_MARK: LoginPromptMark = { set: () => undefined, isSet: () => false, clear: () => undefined };

export function loginPromptMark(storage: Storage): LoginPromptMark {
  const key = `${USER_STORE_PREFIX}prompt-login`;
  return {
    set: () => storage.setItem(key, '1'),
    isSet: () => storage.getItem(key) === '1',
    clear: () => storage.removeItem(key),
  };
}

