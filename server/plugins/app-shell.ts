// Serves the built app: hashed assets cached forever, the shell and service worker always
// revalidated, the runtime config document, and index.html for every client-side route.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../src/domain/runtime-config.ts';
import type { ServerConfig } from '../config.ts';
import { isServerPath } from '../../src/domain/runtime-config.ts';
import { apiError } from '../api-errors.ts';
import { API_TEXTS } from '../http/texts.ts';

const MAX_ECHOED_PATH = 200;
/** A path as an error message repeats it: never kilobytes of it. */
const shortened = (pathname: string) => (pathname.length > MAX_ECHOED_PATH ? `${pathname.slice(0, MAX_ECHOED_PATH)}…` : pathname);

export function runtimeConfig(config: ServerConfig): RuntimeConfig {
  return {
    API_BASE_URL: config.apiBaseUrl,
    OIDC_AUTHORITY: config.oidc.authority,
    OIDC_CLIENT_ID: config.oidc.clientId,
    OIDC_SCOPE: config.oidc.scope,
    OIDC_RESPONSE_TYPE: config.oidc.responseType,
  };
}

export async function appShell(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(runtimeConfig(config)),
  );

  await app.register(fastifyStatic, {
    root: config.distDir,
    wildcard: true,
    index: ['index.html'],
    // The .br and .gz copies written at build time (server/precompress.ts), when the client takes them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(config.distDir, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isShellRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(pathname, config.apiBasePath) &&
      !path.extname(pathname);
    if (isShellRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(apiError('not_found', `Nicht gefunden: ${request.method} ${shortened(pathname)}`));
  });
  // The static files' own refusals, answered like the API's: a path the file handler cannot even
  // check (a segment past the file system's name limit, an alias) is a file that is not there.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send(apiError('bad_request', API_TEXTS.badRequest));
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(apiError('internal', API_TEXTS.internal));
  });
}
