// Load and save a project (SPEC §7). Saves store the whole document, bump its version and
// answer with an ETag; with If-Match a stale version gets 412 so the client can merge.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutPositions } from '../../src/domain/photo-origin.ts';
import { CHANGED_AT_HEADER } from '../../src/domain/constants.ts';
import { changeMadeAt } from '../../src/domain/project-history.ts';
import { Project } from '../../src/domain/project.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { actorOf, assertCompanyAccess, etagOf, ifMatchVersion, refuseRemoved, requireCompany, requireProject, routeCompanyId, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import type { Services } from '../services.ts';

export async function projectRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, config } = services;

  projectRoute(api, 'GET', '', { tags: ['projects'], summary: 'Projekt laden', response: { 200: Project } }, async (request, reply) => {
    const { project } = await requireProject(db, request, request.params as ProjectParams);
    return reply.header('etag', etagOf(project)).send(project);
  });

  projectRoute(
    api,
    'PUT',
    '',
    { tags: ['projects'], summary: 'Projekt speichern (ganzes Dokument)', body: Project, response: { 200: Project } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as ProjectParams;
      const body = request.body as Project;
      if (body.id !== params.projectId) throw new HttpError(400, 'validation', API_TEXTS.idMismatch, 'id');
      const companyId = routeCompanyId(request, params.companyId);
      assertCompanyAccess(request, companyId);
      // A device that has not heard the company switched locations off yet still sends positions.
      const keepsPositions = (await new CompanyRepository(db).get(companyId))?.photoLocation !== false;
      const result = await new ProjectRepository(db).save(
        companyId,
        keepsPositions ? body : withoutPositions(body),
        ifMatchVersion(request.headers['if-match']),
        actorOf(request),
        changeMadeAt(request.headers[CHANGED_AT_HEADER], new Date()),
      );
      if ('conflict' in result) {
        // A save fails for a missing company too; that answer is 404, not a conflict.
        await requireCompany(db, request, companyId);
        await refuseRemoved(db, companyId, params.projectId);
        throw new HttpError(412, 'conflict', API_TEXTS.versionConflict, undefined, { current: result.conflict });
      }
      return reply.header('etag', etagOf(result.saved)).send(result.saved);
    },
    { bodyLimitKb: config.projectMaxKb },
  );
}
