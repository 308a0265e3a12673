// A project's history (issue 23): every change with who made it and when, newest first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HistoryEntry } from '../../src/domain/project-history.ts';
import { Opt } from '../../src/domain/schema-helpers.ts';
import { projectRoute, ProjectParamsSchema } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { HISTORY_PAGE, ProjectHistoryRepository } from '../repositories/project-history.ts';
import type { Services } from '../services.ts';

export async function projectHistoryRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  projectRoute(
    api,
    'GET',
    '/history',
    {
      tags: ['projects'],
      summary: `Verlauf des Projekts: jede Änderung mit wer, wann und was, neueste zuerst, höchstens ${HISTORY_PAGE}; before=<id> für ältere`,
      params: ProjectParamsSchema,
      querystring: Type.Object({ before: Opt(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })) }),
      response: { 200: Type.Array(HistoryEntry) },
    },
    async (request: FastifyRequest) => {
      const { companyId, project } = await requireProject(services.db, request, request.params as ProjectParams);
      const { before } = request.query as { before?: string };
      return new ProjectHistoryRepository(services.db).list(companyId, project.id, before ? Number(before) : undefined);
    },
    { legacy: false },
  );
}
