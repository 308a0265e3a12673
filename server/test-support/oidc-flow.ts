// Walks the bundled provider's authorization code flow with PKCE over HTTP (fastify inject),
// as a browser would: sign-in form, automatic consent, code exchange.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function pathOf(location: string): string {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export async function startSignIn(app: FastifyInstance, clientId: string, redirectUri: string, scope = 'openid offline_access') {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'test-state',
  });
  const start = await app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  jar.store(start);
  const loginPage = await app.inject({ method: 'GET', url: pathOf(start.headers.location as string), headers: { cookie: jar.header() } });
  return { jar, verifier, loginPath: pathOf(start.headers.location as string), loginPage };
}

export async function submitLogin(app: FastifyInstance, jar: CookieJar, loginPath: string, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${loginPath}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  jar.store(response);
  return response;
}

/** Follows redirects within the server until the browser would leave for the redirect URI. */
export async function followToCallback(app: FastifyInstance, jar: CookieJar, first: LightMyRequestResponse, redirectUri: string) {
  let response = first;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.location as string | undefined;
    if (!location) throw new Error(`flow stopped with status ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (location.startsWith(redirectUri)) return new URL(location);
    response = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.store(response);
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>): Promise<TokenSet> {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`token request failed: ${response.statusCode} ${response.body}`);
  return response.json() as TokenSet;
}

export async function signInAndGetTokens(app: FastifyInstance, clientId: string, redirectUri: string, username: string, password: string, scope?: string) {
  const { jar, verifier, loginPath } = await startSignIn(app, clientId, redirectUri, scope);
  const login = await submitLogin(app, jar, loginPath, username, password);
  const callback = await followToCallback(app, jar, login, redirectUri);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  return tokenRequest(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier });
}
