// The explanation of one storage-site criterion's rating (SPEC §7, legacy path).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CriterionExplanation } from '../../src/domain/explanation.ts';
import { STORAGE_CRITERIA, type StorageCriterion } from '../../src/domain/storage-criteria.ts';
import { LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { ProjectParamsSchema } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import type { Services } from '../services.ts';

export async function aufstellortRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, analysis } = services;
  api.get(
    `/${LEGACY_PREFIX}/:companyId/:projectId/aufstellort/explanation/:criterion`,
    {
      schema: {
        tags: ['aufstellort', 'legacy'],
        summary: 'Begründung der Bewertung eines Aufstellort-Kriteriums',
        params: Type.Object({ ...ProjectParamsSchema.properties, criterion: Type.Enum(STORAGE_CRITERIA) }),
        response: { 200: CriterionExplanation },
      },
      config: { legacy: true },
    },
    async (request: FastifyRequest) => {
      const params = request.params as ProjectParams & { criterion: StorageCriterion };
      const { project } = await requireProject(db, request, params);
      return analysis.explainCriterion(project, params.criterion);
    },
  );
}
