import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_COMPANIES, DEMO_COMPANY_ID } from '../src/domain/constants.ts';
import { manifest } from '../src/platform/manifest.ts';
import { signInAndGetTokens, startSignIn, submitLogin, tokenRequest } from './test-support/oidc-flow.ts';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { precompress } from './precompress.ts';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT = `${PUBLIC_URL}/dashboard`;

describe('one server: app shell, runtime config, API and bundled OpenID provider', () => {
  let root: string;
  let config: ServerConfig;
  const running: FastifyInstance[] = [];

  const start = async (overrides: NodeJS.ProcessEnv = {}) => {
    const app = await buildApp(readConfig({ DATA_DIR: path.join(root, 'data'), DIST_DIR: path.join(root, 'dist'), ...overrides }), { logger: false });
    running.push(app);
    return app;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vor-ort-server-'));
    await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Vor-Ort</title>');
    await writeFile(path.join(root, 'dist', 'assets', 'main-abc123.js'), 'console.log(1)');
    config = readConfig({ DATA_DIR: path.join(root, 'data'), DIST_DIR: path.join(root, 'dist') });
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.close()));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('serves the runtime config with the API base and OIDC client settings', async () => {
    const app = await start();
    const response = await app.inject('/config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      API_BASE_URL: '/api',
      OIDC_AUTHORITY: `${PUBLIC_URL}/oidc`,
      OIDC_CLIENT_ID: 'vor-ort-app',
      OIDC_SCOPE: 'openid offline_access profile email',
      OIDC_RESPONSE_TYPE: 'code',
    });
  });

  it('answers every client-side route with the shell and caches hashed assets forever', async () => {
    const app = await start();
    for (const url of ['/', '/dashboard', '/companies/c1/projekte/p1/men%C3%BC', '/projekte/p1/dach']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Vor-Ort</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends every text answer compressed when the client takes it, brotli before gzip; fonts and plain requests as they are', async () => {
    const dist = path.join(root, 'dist');
    const shell = `<!doctype html><html lang="de"><head><title>Vor-Ort</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head></html>`;
    await writeFile(path.join(dist, 'index.html'), shell);
    await writeFile(path.join(dist, 'assets', 'texts-def456.js'), `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Zählerschrank ${i}`))};`);
    await writeFile(path.join(dist, 'assets', 'styles-def456.css'), Array.from({ length: 50 }, (_, i) => `.slot-${i} { margin: ${i}px; }`).join('\n'));
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'assets', 'noto-def456.woff'), randomBytes(4096));
    await precompress(dist);
    const app = await start();
    const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

    for (const url of ['/', '/dashboard', '/assets/texts-def456.js', '/assets/styles-def456.css', '/manifest.webmanifest']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
    }
    expect((await get('/assets/noto-def456.woff', 'br')).headers['content-encoding']).toBeUndefined();

    // The API's JSON, compressed on its way out.
    const tokens = await signInAndGetTokens(app, config.oidc.clientId, REDIRECT, 'demo', 'demo');
    const authorization = `Bearer ${tokens.access_token}`;
    const companies = await get('/api/companies', 'br', { authorization });
    expect(companies.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(companies.rawPayload).toString())).toEqual((await get('/api/companies', undefined, { authorization })).json());
  });

  it('answers unknown API paths and missing files with a JSON 404, not the shell', async () => {
    const app = await start();
    for (const url of ['/api/gibt-es-nicht', '/assets/fehlt.js']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
  });

  it('signs demo in with the authorization code flow and PKCE, issuing a JWT access token with company_access', async () => {
    const app = await start();
    const tokens = await signInAndGetTokens(app, config.oidc.clientId, REDIRECT, 'demo', 'demo');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const jwks = createRemoteJWKSet(new URL(`http://127.0.0.1:${address.port}/oidc/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: `${PUBLIC_URL}/oidc`, audience: `${PUBLIC_URL}/api` });
    expect(payload).toMatchObject({ sub: 'demo', company_access: DEMO_COMPANY_ID });
  });

  it("the app's default scopes put the demo user's names and email into the ID token, for the first fill of the local profile", async () => {
    const app = await start();
    const tokens = await signInAndGetTokens(app, config.oidc.clientId, REDIRECT, 'demo', 'demo', config.oidc.scope);
    if (!tokens.id_token) throw new Error('no ID token issued');
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: 'demo',
      preferred_username: 'demo',
      given_name: 'Demo',
      family_name: 'Monteur',
      email: 'demo@vor-ort.example',
    });
  });

  it('gives the multi-company admin access to every company', async () => {
    const app = await start();
    const tokens = await signInAndGetTokens(app, config.oidc.clientId, REDIRECT, 'admin', 'admin');
    const payload = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'admin', company_access: ALL_COMPANIES });
  });

  it('refuses wrong credentials with the German message and no redirect', async () => {
    const app = await start();
    const { jar, loginPath, loginPage } = await startSignIn(app, config.oidc.clientId, REDIRECT);
    expect(loginPage.body).toContain('<label for="username">Benutzername</label>');
    expect(loginPage.body).toContain('<label for="password">Passwort</label>');
    expect(loginPage.body).toContain('>Anmelden</button>');
    const refused = await submitLogin(app, jar, loginPath, 'demo', 'falsch');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain('Benutzername oder Passwort ist falsch.');
  });

  it('sends a Content-Security-Policy with the app and the sign-in pages, and the usual security headers everywhere', async () => {
    const app = await start();
    const { loginPage } = await startSignIn(app, config.oidc.clientId, REDIRECT);
    const csp = String(loginPage.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const api = await app.inject('/api/companies');
    expect(api.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(api.headers['permissions-policy']).toContain('camera=(self)');
  });

  it('rate-limits sign-in: after five wrong passwords even the right one waits, with a German message and Retry-After', async () => {
    const app = await start();
    const { jar, loginPath } = await startSignIn(app, config.oidc.clientId, REDIRECT);
    for (let i = 0; i < 5; i += 1) expect((await submitLogin(app, jar, loginPath, 'admin', `falsch${i}`)).statusCode).toBe(401);
    // A forged X-Forwarded-For does not reset the count: the server trusts no proxy unless told to.
    const forged = await app.inject({
      method: 'POST',
      url: `${loginPath}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
      payload: 'username=admin&password=admin',
    });
    expect(forged.statusCode).toBe(429);
    const locked = await submitLogin(app, jar, loginPath, 'admin', 'admin');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.body).toContain('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
  });

  it('keeps signing keys and refresh tokens across a restart, so nobody is signed out', async () => {
    const first = await start();
    const tokens = await signInAndGetTokens(first, config.oidc.clientId, REDIRECT, 'demo', 'demo');
    const kidBefore = decodeProtectedHeader(tokens.access_token).kid;
    await first.close();

    const second = await start();
    const renewed = await tokenRequest(second, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token as string,
      client_id: config.oidc.clientId,
    });
    expect(decodeProtectedHeader(renewed.access_token).kid).toBe(kidBefore);
    const jwks = (await second.inject('/oidc/jwks')).json() as { keys: Array<{ kid: string; d?: string }> };
    expect(jwks.keys.map((key) => key.kid)).toContain(kidBefore);
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('with an external OIDC_AUTHORITY the bundled provider is not started', async () => {
    const app = await start({ OIDC_AUTHORITY: 'https://login.example.test/realms/vor-ort/', OIDC_CLIENT_ID: 'field-app' });
    expect((await app.inject('/config.json')).json()).toMatchObject({
      OIDC_AUTHORITY: 'https://login.example.test/realms/vor-ort',
      OIDC_CLIENT_ID: 'field-app',
    });
    expect((await app.inject('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  });
});
