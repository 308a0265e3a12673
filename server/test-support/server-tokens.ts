// Access tokens for security tests, minted with the test server's own signing key: the API must
// judge them by their claims alone, exactly as it judges tokens the bundled provider issues.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { COMPANY_ACCESS_CLAIM } from '../../src/domain/constants.ts';
import { readConfig } from '../config.ts';
import type { ProviderSecrets } from '../oidc/keys.ts';
import type { TestServer } from './api-harness.ts';

export interface MintOptions {
  /** The company claim; null leaves it out. */
  companyAccess?: string | null;
  issuer?: string;
  audience?: string;
  subject?: string;
  /** Seconds from now; negative for a token that has expired; null for none at all. */
  expiresIn?: number | null;
  /** Seconds from now the token says it was issued (default: now). */
  issuedIn?: number;
  /** Seconds from now before which the token is not valid. */
  notBefore?: number;
}

async function signingKey(server: TestServer): Promise<JWK> {
  const file = path.join(readConfig(server.env).dataDir, 'oidc', 'secrets.json');
  const secrets = JSON.parse(await readFile(file, 'utf8')) as ProviderSecrets;
  return secrets.jwks.keys[0];
}

/** The issuer and audience the server demands, as the demo user's real token carries them. */
export function realClaims(server: TestServer): { issuer: string; audience: string } {
  const payload = decodeJwt(server.token.demo);
  return { issuer: String(payload.iss), audience: String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud) };
}

export async function mintToken(server: TestServer, options: MintOptions = {}): Promise<string> {
  const jwk = await signingKey(server);
  const real = realClaims(server);
  const now = Math.floor(Date.now() / 1000);
  const claims = options.companyAccess === null ? {} : { [COMPANY_ACCESS_CLAIM]: options.companyAccess ?? String(decodeJwt(server.token.demo)[COMPANY_ACCESS_CLAIM]) };
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: decodeProtectedHeader(server.token.demo).typ ?? 'at+jwt' })
    .setSubject(options.subject ?? 'security-test')
    .setIssuer(options.issuer ?? real.issuer)
    .setAudience(options.audience ?? real.audience)
    .setIssuedAt(now + (options.issuedIn ?? 0));
  if (options.expiresIn !== null) jwt.setExpirationTime(now + (options.expiresIn ?? 3600));
  if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
  return jwt.sign(await importJWK(jwk, 'RS256'));
}
