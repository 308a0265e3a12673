// Deleting, restoring and erasing projects (issue 23): a delete moves the project to its
// company's trash, where it can be restored for TRASH_DAYS; erasing from the trash (or the daily
// sweep) removes it for good. The legacy paths of SPEC §7 have no delete: it is a new call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Project } from '../../src/domain/project.ts';
import { Identifier } from '../../src/domain/schema-helpers.ts';
import { eraseDate, RETENTION_DELETER, TrashedProject } from '../../src/domain/trash.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { actorOf, refuseRemoved, requireCompany, requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ProjectHistoryRepository } from '../repositories/project-history.ts';
import { ProjectTrashRepository, type TrashedProject as StoredTrash } from '../repositories/project-trash.ts';
import type { Services } from '../services.ts';
import { eraseProject } from '../trash/erase-project.ts';

const TrashParams = Type.Object({ companyId: Identifier, projectId: Identifier });

export async function projectTrashRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, config } = services;
  const shown = (trashed: StoredTrash): TrashedProject => ({
    project: trashed.project,
    deletedAt: trashed.deletedAt,
    automatic: trashed.deletedBy === RETENTION_DELETER,
    eraseAt: eraseDate(trashed.deletedAt, config.trashDays),
  });

  /** The project in the caller's company's trash, or 404 (410 once it was erased). */
  const requireTrashed = async (request: FastifyRequest, { companyId, projectId }: ProjectParams) => {
    await requireCompany(db, request, companyId);
    const trashed = await new ProjectTrashRepository(db).get(companyId, projectId);
    if (trashed) return trashed;
    await refuseRemoved(db, companyId, projectId);
    throw new HttpError(404, 'not_found', API_TEXTS.notInTrash);
  };

  projectRoute(
    api,
    'DELETE',
    '',
    { tags: ['trash'], summary: 'Projekt löschen: in den Papierkorb der Firma, dort wiederherstellbar', response: { 200: TrashedProject } },
    async (request) => {
      const params = request.params as ProjectParams;
      const trash = new ProjectTrashRepository(db);
      // Deleting again (a retried call) answers the trash entry as it is.
      const already = await trash.get(params.companyId, params.projectId);
      if (already) return shown(already);
      const { companyId } = await requireProject(db, request, params);
      const trashed = await trash.trash(companyId, params.projectId, request.caller?.sub ?? '');
      if (!trashed) throw new HttpError(404, 'not_found', API_TEXTS.projectNotFound);
      await new ProjectHistoryRepository(db).record(companyId, params.projectId, actorOf(request), 'deleted', []);
      request.log.info({ companyId, projectId: params.projectId }, 'project moved to the trash');
      return shown(trashed);
    },
    { legacy: false },
  );

  api.get<{ Params: { companyId: string } }>(
    '/companies/:companyId/trash',
    {
      schema: {
        tags: ['trash'],
        summary: 'Papierkorb der Firma: gelöschte Projekte, zuletzt gelöschte zuerst',
        params: Type.Object({ companyId: Identifier }),
        response: { 200: Type.Array(TrashedProject) },
      },
    },
    async (request) => {
      await requireCompany(db, request, request.params.companyId);
      return (await new ProjectTrashRepository(db).list(request.params.companyId)).map(shown);
    },
  );

  api.post<{ Params: ProjectParams }>(
    '/companies/:companyId/trash/:projectId/restore',
    { schema: { tags: ['trash'], summary: 'Projekt aus dem Papierkorb wiederherstellen', params: TrashParams, response: { 200: Project } } },
    async (request) => {
      await requireTrashed(request, request.params);
      const restored = await new ProjectTrashRepository(db).restore(request.params.companyId, request.params.projectId);
      if (!restored) throw new HttpError(404, 'not_found', API_TEXTS.notInTrash);
      await new ProjectHistoryRepository(db).record(request.params.companyId, request.params.projectId, actorOf(request), 'restored', []);
      request.log.info({ companyId: request.params.companyId, projectId: request.params.projectId }, 'project restored from the trash');
      return restored;
    },
  );

  api.delete<{ Params: ProjectParams }>(
    '/companies/:companyId/trash/:projectId',
    { schema: { tags: ['trash'], summary: 'Projekt endgültig löschen: mit allen Fotos, Dateien und Analyseergebnissen', params: TrashParams } },
    async (request, reply) => {
      await requireTrashed(request, request.params);
      if (!(await eraseProject(services, request.params.companyId, request.params.projectId))) throw new HttpError(404, 'not_found', API_TEXTS.notInTrash);
      request.log.info({ companyId: request.params.companyId, projectId: request.params.projectId }, 'project erased');
      return reply.status(204).send();
    },
  );
}
