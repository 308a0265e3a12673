// Mounts the bundled OpenID provider under /oidc and serves its German sign-in interaction:
// login with the demo accounts, then consent granted automatically for our own first-party app.
import middie from '@fastify/middie';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { BUNDLED_ISSUER_PATH, SIGN_IN_PAGES_PATH } from '../../src/domain/runtime-config.ts';
import { authenticate } from './accounts.ts';
import { FileStore } from './file-adapter.ts';
import { loadOrCreateSecrets, type ProviderSecrets } from './keys.ts';
import { errorPage, loginPage } from './pages.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { createProvider, interactionPath } from './provider.ts';
import { OIDC_TEXTS } from './texts.ts';

interface LoginBody {
  username?: string;
  password?: string;
}

export async function bundledOidc(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<{ provider: Provider; jwks: ProviderSecrets['jwks'] }> {
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const store = await FileStore.open(config.dataDir);
  const provider = createProvider(config, secrets, store);
  const appUrl = `${config.publicUrl}/dashboard`;
  app.addHook('onClose', () => store.flush());

  await app.register(formbody);
  await app.register(middie);

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get<{ Params: { uid: string } }>(`${SIGN_IN_PAGES_PATH}/:uid`, async (request, reply) => {
    const details = await interactionDetailsOrNull(provider, request, reply);
    if (!details) return html(reply, errorPage(appUrl, OIDC_TEXTS.expiredInteraction), 400);
    if (details.prompt.name === 'login') {
      return html(reply, loginPage({ action: `${interactionPath(details.uid)}/login` }));
    }
    // Vor-Ort is the provider's only, first-party client: consent is implied by signing in.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId, clientId: details.params.client_id as string });
    if (!grant) return html(reply, errorPage(appUrl, OIDC_TEXTS.expiredInteraction), 400);
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  const throttle = new SignInThrottle();
  app.post<{ Params: { uid: string }; Body: LoginBody }>(
    `${SIGN_IN_PAGES_PATH}/:uid/login`,
    async (request, reply) => {
      const details = await interactionDetailsOrNull(provider, request, reply);
      if (!details) return html(reply, errorPage(appUrl, OIDC_TEXTS.expiredInteraction), 400);
      const username = String(request.body?.username ?? '').trim();
      const password = String(request.body?.password ?? '');
      const action = `${interactionPath(details.uid)}/login`;
      if (!username || !password) {
        return html(reply, loginPage({ action, username, error: OIDC_TEXTS.missingCredentials }), 400);
      }
      const waitMs = throttle.waitMs(request.ip, username);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        request.log.warn({ username, ip: request.ip }, 'sign-in refused: too many failed attempts');
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return html(reply, loginPage({ action, username, error: OIDC_TEXTS.tooManyAttempts(minutes) }), 429);
      }
      const account = authenticate(username, password);
      if (!account) {
        throttle.failed(request.ip, username);
        request.log.info({ username }, 'sign-in refused: wrong credentials');
        return html(reply, loginPage({ action, username, error: OIDC_TEXTS.wrongCredentials }), 401);
      }
      throttle.succeeded(request.ip, username);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.username, remember: true } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.use(BUNDLED_ISSUER_PATH, provider.callback());
  return { provider, jwks: secrets.jwks };
}

async function interactionDetailsOrNull(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    request.log.info({ err: error }, 'sign-in interaction not found or expired');
    return null;
  }
}
