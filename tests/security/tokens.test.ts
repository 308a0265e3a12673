// The API takes only access tokens its issuer signed for it, still valid, and with a company:
// forged, foreign, expired and unsigned tokens are refused with 401 and a German JSON error on
// the real server, before any company data is read.
import { createPublicKey } from 'node:crypto';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_COMPANIES, COMPANY_ACCESS_CLAIM, DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { readConfig } from '../../server/config.ts';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { signInAndGetTokens } from '../../server/test-support/oidc-flow.ts';
import { mintToken, realClaims } from '../../server/test-support/server-tokens.ts';

afterAll(() => dropTestDatabases());

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(BACKENDS)('access tokens on $name', (backend) => {
  let server: TestServer;
  const projectsUrl = `/companies/${DEMO_COMPANY_ID}`;
  const get = (authorization: string | undefined, url = projectsUrl) =>
    server.call(null, { method: 'GET', url, headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 120_000);
  afterAll(() => server.close());

  it('a token the server issued, and one minted the same way, open the company (the refusals below are about the flaw alone)', async () => {
    expect((await get(`Bearer ${server.token.demo}`)).statusCode).toBe(200);
    expect((await get(`Bearer ${await mintToken(server, { companyAccess: DEMO_COMPANY_ID })}`)).statusCode).toBe(200);
  });

  const forged: Array<[string, () => Promise<string | undefined>]> = [
    ['no Authorization header', async () => undefined],
    ['another scheme than Bearer', async () => `Basic ${Buffer.from('demo:demo').toString('base64')}`],
    ['a malformed token', async () => 'Bearer not.a.token'],
    ['a token of another issuer, signed with the right key', async () => `Bearer ${await mintToken(server, { issuer: 'https://evil.example/oidc' })}`],
    ['a token for another audience', async () => `Bearer ${await mintToken(server, { audience: 'https://other.example/api' })}`],
    ['an expired token', async () => `Bearer ${await mintToken(server, { expiresIn: -60 })}`],
    ['a token not valid yet', async () => `Bearer ${await mintToken(server, { notBefore: 3600 })}`],
    ['a correctly signed token that never expires (no exp)', async () => `Bearer ${await mintToken(server, { expiresIn: null })}`],
    ['a correctly signed token issued a day in the future', async () => `Bearer ${await mintToken(server, { issuedIn: 86_400, expiresIn: 90_000 })}`],
    [
      'a real token whose claims were changed (bad signature)',
      async () => {
        const [header, , signature] = server.token.demo.split('.');
        const payload = { ...decodeJwt(server.token.demo), [COMPANY_ACCESS_CLAIM]: ALL_COMPANIES };
        return `Bearer ${header}.${encode(payload)}.${signature}`;
      },
    ],
    [
      'a real token with its signature cut short',
      async () => `Bearer ${server.token.demo.slice(0, -10)}`,
    ],
    [
      'a token signed with another key under the same key id',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        const { kid } = JSON.parse(Buffer.from(server.token.demo.split('.')[0], 'base64url').toString()) as { kid: string };
        const { issuer, audience } = realClaims(server);
        return `Bearer ${await new SignJWT({ [COMPANY_ACCESS_CLAIM]: ALL_COMPANIES })
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
          .setSubject('mallory')
          .setIssuer(issuer)
          .setAudience(audience)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey)}`;
      },
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const payload = { ...decodeJwt(server.token.demo), [COMPANY_ACCESS_CLAIM]: ALL_COMPANIES };
        return `Bearer ${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(payload)}.`;
      },
    ],
    [
      'a token signed with HS256 using the public key as the secret (algorithm confusion)',
      async () => {
        const { kid } = JSON.parse(Buffer.from(server.token.demo.split('.')[0], 'base64url').toString()) as { kid: string };
        const jwks = (await server.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: Array<{ kid: string }> };
        const publicJwk = jwks.keys.find((key) => key.kid === kid);
        const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
        const { issuer, audience } = realClaims(server);
        return `Bearer ${await new SignJWT({ [COMPANY_ACCESS_CLAIM]: ALL_COMPANIES })
          .setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' })
          .setSubject('mallory')
          .setIssuer(issuer)
          .setAudience(audience)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(String(pem)))}`;
      },
    ],
    [
      'the ID token instead of the access token',
      async () => {
        const config = readConfig(server.env);
        const tokens = await signInAndGetTokens(server.app, config.oidc.clientId, `${config.publicUrl}/dashboard`, 'demo', 'demo');
        if (!tokens.id_token) throw new Error('no ID token issued');
        return `Bearer ${tokens.id_token}`;
      },
    ],
  ];

  it.each(forged)('refuses %s with 401 and a German JSON error', async (_label, authorization) => {
    const response = await get(await authorization());
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/Zugriffstoken/) });
    expect(response.body).not.toContain('Solar Schmidt');
  });

  it('a token sent in the query string instead of the header is not taken', async () => {
    const response = await get(undefined, `${projectsUrl}?access_token=${server.token.demo}`);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['without a company claim', null],
    ['with an empty company claim', ''],
  ])('a valid token %s gets 403 with a German JSON error and sees no company', async (_label, companyAccess) => {
    const token = `Bearer ${await mintToken(server, { companyAccess })}`;
    const response = await get(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: 'Kein Zugriff auf diese Firma.' });
    const project = await get(token, `/companies/${DEMO_COMPANY_ID}/projects/${DEMO_COMPANY_ID}`);
    expect(project.statusCode).toBe(403);
    expect((await get(token, '/companies')).json()).toEqual([]);
  });

  it('the published key set holds public key parts only', async () => {
    const jwks = (await server.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.length).toBeGreaterThan(0);
    const privateParts = jwks.keys.flatMap((key) => Object.keys(key).filter((name) => ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'].includes(name)));
    expect(privateParts).toEqual([]);
  });

  it('a company claim that is not a string is no company at all', async () => {
    const token = `Bearer ${await mintToken(server, { companyAccess: [DEMO_COMPANY_ID] as unknown as string })}`;
    expect((await get(token)).statusCode).toBe(403);
  });
});
