// The API's routes, mounted under the configured base path behind the token check.
import type { FastifyInstance } from 'fastify';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  api.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
