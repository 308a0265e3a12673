// Verifies bearer access tokens against the issuer's JWKS and attaches the caller's identity.
// Routes opt out with `config: { public: true }`; everything else under the API needs a token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { COMPANY_ACCESS_CLAIM } from '../../src/domain/constants.ts';
import { apiError } from '../api-errors.ts';

export interface Caller {
  sub: string;
  /** A company id, ALL_COMPANIES, or null when the token names none. */
  companyAccess: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
    /** Legacy path form: a non-UUID company id means the legacy company. */
    legacy?: boolean;
    /** The route's own body limit, named in its 413 (a project document: PROJECT_MAX_KB). */
    bodyLimitKb?: number;
  }
}

export interface TokenVerification {
  issuer: string;
  /** Empty accepts any audience. */
  audience: string;
  keys: JWTVerifyGetKey;
}

/** Keys of the bundled provider, read in-process: no HTTP round trip to ourselves. */
export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  const publicOnly = jwks.keys.map(({ kty, kid, alg, use, n, e, crv, x, y }) => ({ kty, kid, alg, use, n, e, crv, x, y }));
  return createLocalJWKSet({ keys: publicOnly });
}

/** Keys of an external provider, found through its discovery document and cached by jose. */
export function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery failed with status ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}

/** How far the provider's clock may be ahead of ours when it stamps `iat`. */
const CLOCK_SKEW_S = 60;

async function verifyAccessToken(token: string, verification: TokenVerification): Promise<{ caller: Caller; expiresAtMs: number }> {
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    ...(verification.audience ? { audience: verification.audience } : {}),
    // A token that never expires would open the API for ever once it leaked.
    requiredClaims: ['exp'],
  });
  if (!payload.sub) throw new Error('token has no subject');
  // Issued in the future: a forged clock, or a token made to outlive its own lifetime.
  if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + CLOCK_SKEW_S) throw new Error('token issued in the future');
  const claim = payload[COMPANY_ACCESS_CLAIM];
  const caller = { sub: payload.sub, companyAccess: typeof claim === 'string' && claim ? claim : null };
  return { caller, expiresAtMs: (payload.exp as number) * 1000 };
}

/**
 * Tokens that passed the full check, by their exact text, until their `exp`: a device sends the
 * same token with every call for an hour, and the RSA check was most of the server's work per
 * request. Only accepted tokens are kept (each has an `exp`), so a refusal is always checked
 * afresh. The oldest entry makes room once `capacity` tokens are held.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { caller: Caller; expiresAtMs: number }>();

  constructor(private readonly capacity = 10_000) {}

  get(token: string): Caller | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // jose refuses a token from its `exp` second on; so does the cache.
    if (Date.now() < entry.expiresAtMs) return entry.caller;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, caller: Caller, expiresAtMs: number): void {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { caller, expiresAtMs });
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

export const authPlugin = fp(async (app: FastifyInstance, verification: TokenVerification) => {
  const verified = new VerifiedTokens();
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (!token) return reply.status(401).send(apiError('unauthorized', 'Zugriffstoken fehlt.'));
    const known = verified.get(token);
    if (known) {
      request.caller = known;
      return;
    }
    try {
      const { caller, expiresAtMs } = await verifyAccessToken(token, verification);
      verified.remember(token, caller, expiresAtMs);
      request.caller = caller;
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token rejected');
      return reply.status(401).send(apiError('unauthorized', 'Zugriffstoken ist ungültig oder abgelaufen.'));
    }
  });
});
