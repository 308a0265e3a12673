// Settings of the oidc-client-ts UserManager, derived from the runtime config. The timing
// values are SPEC §9's; the user is kept in localStorage so a cold start offline stays signed in.
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/domain/runtime-config';
import { SESSION_TIMING } from './session-timing';
import { USER_STORE_PREFIX } from './stored-user';

/** Where the provider sends the browser after sign-in and sign-out (SPEC §2). */
export const AUTH_RETURN_PATH = '/dashboard';

export function oidcSettings(config: RuntimeConfig, origin: string, storage: Storage): UserManagerSettings {
  const returnUrl = `${origin}${AUTH_RETURN_PATH}`;
  return {
    authority: config.OIDC_AUTHORITY,
    client_id: config.OIDC_CLIENT_ID,
    scope: config.OIDC_SCOPE,
    response_type: config.OIDC_RESPONSE_TYPE,
    redirect_uri: returnUrl,
    post_logout_redirect_uri: returnUrl,
    automaticSilentRenew: true,
    monitorSession: true,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: SESSION_TIMING.silentRequestTimeoutInSeconds,
    checkSessionIntervalInSeconds: SESSION_TIMING.checkSessionIntervalInSeconds,
    accessTokenExpiringNotificationTimeInSeconds: SESSION_TIMING.accessTokenExpiringNotificationTimeInSeconds,
    staleStateAgeInSeconds: SESSION_TIMING.staleStateAgeInSeconds,
    popupWindowFeatures: { height: SESSION_TIMING.popupHeight },
    userStore: new WebStorageStateStore({ store: storage, prefix: USER_STORE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: storage, prefix: 'vor-ort.oidc-state.' }),
  };
}
