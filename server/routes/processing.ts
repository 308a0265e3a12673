// The photo collection (SPEC §4): the upload answers at once with a ticket, a worker does the
// rest, and the client polls the ticket's status every second.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { firstOfEachContent } from '../../src/domain/duplicates.ts';
import { ProcessingStatus, ProcessingTicket } from '../../src/domain/processing.ts';
import { COLLECTION_AREA, UPLOAD_FIELDS } from '../../src/domain/upload-areas.ts';
import { canAccessCompany } from '../access.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { documentedUploadBody } from '../http/upload-body-doc.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { PHOTO_COLLECTION_JOB } from '../processing/photo-collection.ts';
import { PROCESSING_TEXTS } from '../processing/texts.ts';
import { ImageRepository } from '../repositories/images.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { TicketRepository, toStatus } from '../repositories/tickets.ts';
import type { Services } from '../services.ts';
import { faceBlurOf } from '../privacy/faces.ts';
import { once } from '../uploads/idempotency.ts';
import { readUploads } from '../uploads/read-uploads.ts';
import { spoolDir, withSpool } from '../uploads/spool.ts';
import { prepareFiles, removingOnFailure, storeFiles, type PreparedFile } from '../uploads/store-files.ts';

/** How long a client waits before it offers a collection again to a full queue. */
const OVERLOADED_RETRY_AFTER_S = 30;

const overloaded = () => new HttpError(429, 'overloaded', API_TEXTS.overloaded, undefined, undefined, { 'retry-after': String(OVERLOADED_RETRY_AFTER_S) });

export async function processingRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, config, queue } = services;

  projectRoute(
    api,
    'POST',
    '/photo-collection-async',
    {
      consumes: ['multipart/form-data'],
      tags: ['processing'],
      summary: 'Fotosammlung hochladen (Feld „files“, nur Bilder); Antwort: Ticket. Bilder, die das Projekt schon hat, werden nicht erneut gespeichert (duplicateImages)',
      response: { 202: ProcessingTicket },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
      return services.uploadSlots.run(request.caller?.sub ?? '', () => once(services, request, reply, companyId, async (remember) => {
        // Refused before the photos are read when the queue is plainly full; the check that counts
        // is the one inside the transaction below.
        if ((await queue.backlog(PHOTO_COLLECTION_JOB)) >= config.processing.queueCapacity) throw overloaded();
        const answer = await withSpool(spoolDir(config), async (spool) => {
          const rules = { field: UPLOAD_FIELDS.collection, allowPdf: false, maxFiles: config.uploads.maxCollectionFiles, maxRequestBytes: config.uploads.maxRequestBytes } as const;
          const prepared = await prepareFiles(companyId, project.id, COLLECTION_AREA, await readUploads(request, rules, spool), spool, await faceBlurOf(db, companyId));
          const ticketId = randomUUID();
          let written: PreparedFile[] = [];
          return removingOnFailure(services.files, () => written, () =>
            db.transaction(async (tx) => {
              if (!(await queue.hasRoom(tx, PHOTO_COLLECTION_JOB, config.processing.queueCapacity))) throw overloaded();
              // The project's row is locked, so two uploads of the same photos cannot both store them.
              await new ProjectRepository(tx).get(companyId, project.id, { forUpdate: true });
              const known = await new ImageRepository(tx).knownHashes(companyId, project.id, prepared.map((file) => file.record.sha256));
              const { fresh, duplicates } = firstOfEachContent(prepared, (file) => file.record.sha256, known);
              written = fresh;
              const stored = await storeFiles(tx, services.files, fresh);
              await new TicketRepository(tx).create(
                {
                  id: ticketId,
                  companyId,
                  projectId: project.id,
                  totalImages: stored.length,
                  duplicateImages: duplicates,
                  stateDescription: PROCESSING_TEXTS.QUEUED,
                },
                stored.map((image) => image.id),
              );
              await queue.enqueue(tx, PHOTO_COLLECTION_JOB, { ticketId });
              const result = { statusCode: 202, body: { ticketId, totalImages: stored.length, duplicateImages: duplicates } };
              await remember(tx, result);
              return result;
            }),
          );
        });
        services.wakeWorker();
        return answer;
      }));
    },
    { legacy: false, swaggerTransform: documentedUploadBody(UPLOAD_FIELDS.collection, 'Fotos (JPG, PNG, WebP, HEIC)') },
  );

  api.get<{ Params: { ticketId: string } }>(
    '/processing-status/:ticketId',
    {
      schema: {
        tags: ['processing'],
        summary: 'Stand der Verarbeitung einer Fotosammlung',
        params: Type.Object({ ticketId: Type.String({ maxLength: 100 }) }),
        response: { 200: ProcessingStatus },
      },
    },
    async (request) => {
      const ticket = await new TicketRepository(db).get(request.params.ticketId);
      if (!ticket || !canAccessCompany(request.caller, ticket.companyId)) throw new HttpError(404, 'not_found', API_TEXTS.ticketNotFound);
      return toStatus(ticket);
    },
  );
}
