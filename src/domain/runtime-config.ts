// The runtime configuration document (`/config.json`) the server serves and the app reads at
// start-up, so one build runs against any API base and any OpenID provider.

export interface RuntimeConfig {
  /** Base address of the API; relative values resolve against the app's origin. */
  API_BASE_URL: string;
  OIDC_AUTHORITY: string;
  OIDC_CLIENT_ID: string;
  OIDC_SCOPE: string;
  OIDC_RESPONSE_TYPE: string;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

/** profile and email carry the names and address the first sign-in fills the local profile with. */
export const DEFAULT_OIDC_SCOPE = 'openid offline_access profile email';
export const DEFAULT_OIDC_RESPONSE_TYPE = 'code';
export const DEFAULT_OIDC_CLIENT_ID = 'vor-ort-app';
