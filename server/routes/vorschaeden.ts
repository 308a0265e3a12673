// Prior damages (SPEC §7): list per project, manual entries created with status NEU, detail,
// and delete answering 204, or 404 for an unknown or foreign id.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { CreateVorschaden, Vorschaden } from '../../src/domain/vorschaden.ts';
import { canAccessCompany } from '../access.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import type { Services } from '../services.ts';

export async function vorschadenRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db } = services;
  const damages = new VorschadenRepository(db);

  projectRoute(api, 'GET', '/vorschaeden', { tags: ['vorschaeden'], summary: 'Vorschäden des Projekts', response: { 200: Type.Array(Vorschaden) } }, async (request) => {
    const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
    return damages.list(companyId, project.id);
  });

  projectRoute(
    api,
    'POST',
    '/vorschaden',
    { tags: ['vorschaeden'], summary: 'Manuellen Vorschaden anlegen', body: CreateVorschaden, response: { 201: Vorschaden } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
      const body = request.body as CreateVorschaden;
      // A client-chosen id makes the call idempotent: sent again, the stored damage answers.
      const existing = body.id ? await damages.get(body.id) : null;
      if (existing) {
        if (existing.companyId !== companyId || existing.projectId !== project.id) throw new HttpError(409, 'conflict', API_TEXTS.damageIdTaken);
        return reply.status(201).send(existing.vorschaden);
      }
      const created = await damages.insert(companyId, project.id, {
        id: body.id ?? randomUUID(),
        titel: body.titel.trim(),
        kurzbeschreibung: body.kurzbeschreibung.trim(),
        kategorie: body.kategorie,
        schweregrad: body.schweregrad,
        status: body.status,
        details: { empfohleneBehandlung: body.details?.empfohleneBehandlung ?? '' },
        erkannteElemente: [],
        bildUrls: [],
      });
      return reply.status(201).send(created);
    },
  );

  const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
  const findOwn = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const record = await damages.get(request.params.id);
    if (!record || !canAccessCompany(request.caller, record.companyId)) throw new HttpError(404, 'not_found', API_TEXTS.damageNotFound);
    return record;
  };

  api.get<{ Params: { id: string } }>(
    `/${LEGACY_PREFIX}/vorschaden/:id`,
    { schema: { tags: ['vorschaeden', 'legacy'], summary: 'Ein Vorschaden', params: IdParams, response: { 200: Vorschaden } } },
    async (request) => (await findOwn(request)).vorschaden,
  );

  api.delete<{ Params: { id: string } }>(
    `/${LEGACY_PREFIX}/vorschaden/:id`,
    { schema: { tags: ['vorschaeden', 'legacy'], summary: 'Vorschaden löschen', params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const record = await findOwn(request);
      await damages.delete(record.vorschaden.id);
      return reply.status(204).send();
    },
  );
}
