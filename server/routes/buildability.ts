// Buildability (SPEC §7): the latest assessment (404 when there is none, so the client starts
// a check) and a new check through the analysis.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BuildabilityAssessment } from '../../src/domain/buildability.ts';
import { pvSettingsOf } from '../../src/domain/pv/pv-settings.ts';
import { HttpError } from '../http/errors.ts';
import { ProjectParamsSchema } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { AssessmentRepository } from '../repositories/assessments.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import type { Services } from '../services.ts';

export async function buildabilityRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, analysis } = services;
  const params = ProjectParamsSchema;

  api.get(
    '/buildability/:companyId/:projectId/latest',
    { schema: { tags: ['buildability'], summary: 'Letzte Baubarkeits-Bewertung', params, response: { 200: BuildabilityAssessment } }, config: { legacy: true } },
    async (request: FastifyRequest) => {
      const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
      const latest = await new AssessmentRepository(db).latest(companyId, project.id);
      if (!latest) throw new HttpError(404, 'not_found', API_TEXTS.noAssessment);
      return latest;
    },
  );

  api.post(
    '/buildability/:companyId/:projectId/check',
    { schema: { tags: ['buildability'], summary: 'Neue Baubarkeits-Prüfung', params, response: { 200: BuildabilityAssessment } }, config: { legacy: true } },
    async (request: FastifyRequest) => {
      const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
      const damages = await new VorschadenRepository(db).list(companyId, project.id);
      const pvSettings = pvSettingsOf((await new CompanyRepository(db).get(companyId))?.pvSettings);
      const assessment: BuildabilityAssessment = {
        ...(await analysis.assessBuildability(project, damages, pvSettings)),
        id: randomUUID(),
        createdAt: new Date().toISOString(),
      };
      await new AssessmentRepository(db).insert(companyId, project.id, assessment);
      return assessment;
    },
  );
}
