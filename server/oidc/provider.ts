// The bundled OpenID provider (oidc-provider, a certified implementation): authorization code
// flow with PKCE, refresh tokens and JWT access tokens for the API, signed with persisted keys.
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { COMPANY_ACCESS_CLAIM } from '../../src/domain/constants.ts';
import { SIGN_IN_PAGES_PATH } from '../../src/domain/runtime-config.ts';
import type { ServerConfig } from '../config.ts';
import { findAccount } from './accounts.ts';
import { fileAdapter, type FileStore } from './file-adapter.ts';
import type { ProviderSecrets } from './keys.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Scopes the API's access tokens carry; the app asks for these by default. */
const API_SCOPES = 'openid offline_access';

export function interactionPath(uid: string): string {
  return `${SIGN_IN_PAGES_PATH}/${uid}`;
}

export function createProvider(config: ServerConfig, secrets: ProviderSecrets, store: FileStore): Provider {
  const appUrl = `${config.publicUrl}/dashboard`;
  const configuration: Configuration = {
    adapter: fileAdapter(store),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Vor-Ort',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [appUrl],
        post_logout_redirect_uris: [appUrl],
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The app fills an empty local profile from these on the first sign-in.
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', COMPANY_ACCESS_CLAIM],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: account.name,
            given_name: account.givenName,
            family_name: account.familyName,
            preferred_username: account.username,
            email: account.email,
            email_verified: false,
            [COMPANY_ACCESS_CLAIM]: account.companyAccess,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      const account = 'accountId' in token && token.accountId ? findAccount(token.accountId) : undefined;
      return account
        ? { [COMPANY_ACCESS_CLAIM]: account.companyAccess, preferred_username: account.username }
        : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPES,
          audience: config.oidc.audience,
          accessTokenTTL: HOUR,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(appUrl);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 30 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    // Several tabs (and a tab coming back online) may renew at once with the same refresh token;
    // rotation would turn that race into a revoked grant and sign the user out.
    rotateRefreshToken: false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(appUrl, out.error_description ?? out.error);
    },
  };
  const provider = new Provider(config.oidc.authority, configuration);
  provider.proxy = true;
  return provider;
}
