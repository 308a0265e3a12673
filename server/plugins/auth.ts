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

export async function verifyAccessToken(token: string, verification: TokenVerification): Promise<Caller> {
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    ...(verification.audience ? { audience: verification.audience } : {}),
  });
  if (!payload.sub) throw new Error('token has no subject');
  const claim = payload[COMPANY_ACCESS_CLAIM];
  return { sub: payload.sub, companyAccess: typeof claim === 'string' && claim ? claim : null };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

export const authPlugin = fp(async (app: FastifyInstance, verification: TokenVerification) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (!token) return reply.status(401).send(apiError('unauthorized', 'Zugriffstoken fehlt.'));
    try {
      request.caller = await verifyAccessToken(token, verification);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token rejected');
      return reply.status(401).send(apiError('unauthorized', 'Zugriffstoken ist ungültig oder abgelaufen.'));
    }
  });
});
