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

/** Where the API lives on the server's origin unless API_BASE_PATH says otherwise. */
export const DEFAULT_API_BASE_PATH = '/api';
/** The bundled OpenID provider's issuer, and its own pages (sign-in) outside the issuer path. */
export const BUNDLED_ISSUER_PATH = '/oidc';
export const SIGN_IN_PAGES_PATH = '/anmeldung';

/** The path or anything under it. */
export function isUnderPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Whether the server answers the path itself (the API, the bundled provider and its pages) rather
 * than the app shell: the server's fallback and the service worker's navigations ask this.
 */
export function isServerPath(pathname: string, apiBasePath: string): boolean {
  return [apiBasePath, BUNDLED_ISSUER_PATH, SIGN_IN_PAGES_PATH].some((prefix) => isUnderPath(pathname, prefix));
}

/** The API's path on `origin` as API_BASE_URL gives it; null when the API is on another origin. */
export function apiPathOn(apiBaseUrl: string, origin: string): string | null {
  const url = new URL(apiBaseUrl, origin);
  return url.origin === origin ? url.pathname.replace(/\/+$/, '') : null;
}
