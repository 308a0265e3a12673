import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { authPlugin, localKeys } from './auth.ts';

const ISSUER = 'http://localhost:8080/oidc';
const AUDIENCE = 'http://localhost:8080/api';

describe('API token check (SPEC §6: every call sends a bearer access token)', () => {
  let issuerKey: CryptoKey;
  let strangerKey: CryptoKey;
  const app = Fastify({ logger: false });

  const token = (key: CryptoKey, claims: Record<string, unknown> = {}, options: { issuer?: string; audience?: string; expiresIn?: string } = {}) =>
    new SignJWT({ company_access: DEMO_COMPANY_ID, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setSubject('demo')
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(key);

  beforeAll(async () => {
    const issuer = await generateKeyPair('RS256', { extractable: true });
    issuerKey = issuer.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(issuer.privateKey)), kid: 'k1', alg: 'RS256' };
    await app.register(authPlugin, { issuer: ISSUER, audience: AUDIENCE, keys: localKeys({ keys: [jwk] }) });
    app.get('/whoami', async (request) => request.caller);
    app.get('/open', { config: { public: true } }, async (request) => ({ caller: request.caller }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/whoami', headers: authorization ? { authorization } : {} });

  it('accepts a token signed with the issuer key and exposes subject and company', async () => {
    const response = await call(`Bearer ${await token(issuerKey)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub: 'demo', companyAccess: DEMO_COMPANY_ID });
  });

  it.each([
    ['no token', async () => undefined],
    ['a token signed with another key', async () => `Bearer ${await token(strangerKey)}`],
    ['a token of another issuer', async () => `Bearer ${await token(issuerKey, {}, { issuer: 'https://evil.test' })}`],
    ['a token for another audience', async () => `Bearer ${await token(issuerKey, {}, { audience: 'other-api' })}`],
    ['an expired token', async () => `Bearer ${await token(issuerKey, {}, { expiresIn: '-1m' })}`],
    ['a malformed token', async () => 'Bearer abc.def.ghi'],
  ])('refuses %s with 401 and a JSON error', async (_label, authorization) => {
    const response = await call(await authorization());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
  });

  describe('a token accepted before', () => {
    afterEach(() => vi.useRealTimers());

    it('is accepted again with the same caller while it is valid', async () => {
      const authorization = `Bearer ${await token(issuerKey)}`;
      await call(authorization);
      const again = await call(authorization);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ sub: 'demo', companyAccess: DEMO_COMPANY_ID });
    });

    it('is refused with 401 once it has expired', async () => {
      const authorization = `Bearer ${await token(issuerKey, {}, { expiresIn: '2m' })}`;
      expect((await call(authorization)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
      const response = await call(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    });

    it('does not open the door to the same token with its signature changed', async () => {
      const valid = await token(issuerKey);
      expect((await call(`Bearer ${valid}`)).statusCode).toBe(200);
      const [header, payload] = valid.split('.');
      const forged = `${header}.${payload}.${(await token(strangerKey)).split('.')[2]}`;
      expect((await call(`Bearer ${forged}`)).statusCode).toBe(401);
    });
  });

  it('lets public routes through without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/open' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ caller: null });
  });
});
