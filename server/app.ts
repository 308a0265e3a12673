// Assembles the one server of Vor-Ort: the bundled OpenID provider (unless an external one is
// configured), the API under its base path, and the built app with its runtime config.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { bundledOidc } from './oidc/plugin.ts';
import { appShell } from './plugins/app-shell.ts';
import { authPlugin, localKeys, remoteKeys, type TokenVerification } from './plugins/auth.ts';
import { apiRoutes } from './routes/api.ts';

export async function buildApp(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? true,
    trustProxy: true,
  });

  let verification: TokenVerification;
  if (config.oidc.bundled) {
    const { provider, jwks } = await bundledOidc(app, config);
    verification = { issuer: provider.issuer, audience: config.oidc.audience, keys: localKeys(jwks) };
  } else {
    verification = { issuer: config.oidc.authority, audience: config.oidc.audience, keys: remoteKeys(config.oidc.authority) };
  }

  await app.register(
    async (api) => {
      await api.register(authPlugin, verification);
      await api.register(apiRoutes);
    },
    { prefix: config.apiBasePath },
  );
  await appShell(app, config);
  return app;
}
