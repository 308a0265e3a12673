// The API under its base path: error format, multipart limits, OpenAPI docs, health, and
// the resource routes of SPEC §7 behind the token check.
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { checkApiInput } from '../http/api-input.ts';
import { registerErrorHandling } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { aufstellortRoutes } from './aufstellort.ts';
import { buildabilityRoutes } from './buildability.ts';
import { companyRoutes } from './companies.ts';
import { imageMoveRoutes } from './image-move.ts';
import { imageRoutes } from './images.ts';
import { markupRoutes } from './markups.ts';
import { masterdataRoutes } from './masterdata.ts';
import { processingRoutes } from './processing.ts';
import { projectExportRoutes } from './project-export.ts';
import { projectHistoryRoutes } from './project-history.ts';
import { projectTrashRoutes } from './project-trash.ts';
import { projectRoutes } from './projects.ts';
import { protocolRoutes } from './protocol.tsx';
import { uploadRoutes } from './uploads.ts';
import { voiceMemoRoutes } from './voice-memos.ts';
import { vorschadenRoutes } from './vorschaeden.ts';

export async function apiRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  registerErrorHandling(api);
  checkApiInput(api);
  // Answers hold a company's private data and change with every save; none may sit in the
  // browser's HTTP cache (Chromium keeps a 410 Gone fresh for ever without a header, so a
  // project deleted and restored stayed gone on that device). Stored files say otherwise.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Project documents keep properties the schemas do not list (raw analysis values), so
  // answers are serialized as they are instead of being trimmed to the response schema.
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await api.register(multipart, {
    limits: { fileSize: services.config.uploads.maxFileBytes, fieldSize: 1024 * 1024, parts: services.config.uploads.maxCollectionFiles + 20 },
  });
  await api.register(swagger, {
    openapi: {
      info: { title: 'Vor-Ort API', version: '1.0.0', description: 'Projekte, Uploads, Analyse und Protokolle der Vor-Ort-App (SPEC §7).' },
      servers: [{ url: services.config.apiBasePath }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  api.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${services.config.apiBasePath}/docs`)) route.config = { ...route.config, public: true };
  });
  await api.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });

  api.get('/health', { schema: { tags: ['health'], summary: 'Betriebsbereitschaft' }, config: { public: true } }, async () => {
    await services.db.query('SELECT 1');
    return { status: 'ok', database: services.db.kind };
  });

  for (const routes of [
    companyRoutes,
    projectRoutes,
    projectTrashRoutes,
    projectExportRoutes,
    projectHistoryRoutes,
    uploadRoutes,
    processingRoutes,
    imageRoutes,
    imageMoveRoutes,
    markupRoutes,
    voiceMemoRoutes,
    vorschadenRoutes,
    buildabilityRoutes,
    aufstellortRoutes,
    protocolRoutes,
  ]) {
    await api.register(routes, { services });
  }
  await api.register(masterdataRoutes);
}
