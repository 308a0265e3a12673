// Moving a photo to another area (issue 8): the user corrects where the sorting put it. The
// image record, the project's references and a labelled correction change in one transaction;
// an annotated copy of a moved outer-roof photo goes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Project } from '../../src/domain/project.ts';
import { attachImages, moveImage } from '../../src/domain/project-images.ts';
import { COMPONENT_LABELS } from '../../src/domain/value-labels.ts';
import { deleteFiles, removeDerivedImages } from '../annotation/annotated-images.ts';
import { isMarkedCopy } from '../annotation/marked-copies.ts';
import { HttpError } from '../http/errors.ts';
import { ProjectParamsSchema, projectRoute } from '../http/project-routes.ts';
import { actorOf, etagOf, type ProjectParams, requireProject } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ImageCorrectionRepository } from '../repositories/image-corrections.ts';
import { ImageRepository, toImageRef, type ImageRecord } from '../repositories/images.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import type { Services } from '../services.ts';
import { once } from '../uploads/idempotency.ts';
import { acceptsPdf, UPLOAD_AREA_IDS } from '../../src/domain/upload-areas.ts';

const MoveBody = Type.Object({ component: Type.Enum(UPLOAD_AREA_IDS) }, { additionalProperties: false });

export async function imageMoveRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db } = services;

  projectRoute(
    api,
    'POST',
    '/images/:imageId/move',
    {
      tags: ['uploads'],
      summary: 'Bild in einen anderen Bereich verschieben; Antwort ist das aktualisierte Projekt',
      description:
        'Die Verschiebung wird als Korrektur der automatischen Zuordnung gespeichert. Mit Idempotency-Key wird sie höchstens einmal ausgeführt.',
      params: Type.Object({ ...ProjectParamsSchema.properties, imageId: Type.String({ maxLength: 100 }) }),
      body: MoveBody,
      response: { 200: Project },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as ProjectParams & { imageId: string };
      const { component: to } = request.body as { component: string };
      const { companyId, project } = await requireProject(db, request, params);
      return once(services, request, reply, companyId, async (remember) => {
        let derived: ImageRecord[] = [];
        const saved = await db.transaction(async (tx) => {
          const projects = new ProjectRepository(tx);
          // The project row is locked first, so a concurrent move or upload waits for this one.
          const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
          const image = await new ImageRepository(tx).get(params.imageId);
          if (!image || image.companyId !== companyId || image.projectId !== project.id || isMarkedCopy(image)) {
            throw new HttpError(404, 'not_found', API_TEXTS.imageNotInProject);
          }
          if (image.component === to) {
            await remember(tx, { statusCode: 200, body: current });
            return current;
          }
          if (image.contentType === 'application/pdf' && !acceptsPdf(to)) {
            throw new HttpError(400, 'validation', API_TEXTS.pdfMoveRefused(COMPONENT_LABELS[to] ?? to), 'component');
          }
          await new ImageCorrectionRepository(tx).reassign({ imageId: image.id, companyId, fromComponent: image.component, toComponent: to });
          // The boxes drawn into its annotated copy belong to the outer roof's analysis; the
          // user's own marks belong to the photo wherever it is, so its marked copy stays.
          derived = await removeDerivedImages(tx, image.id, isMarkedCopy);
          // An image the project does not reference yet (still in the photo collection) gets its reference now.
          const next = attachImages(moveImage(current, image.component, to, image.id), to, [toImageRef({ ...image, component: to })]);
          const result = await projects.save(companyId, next, undefined, actorOf(request));
          const answer = 'saved' in result ? result.saved : current;
          await remember(tx, { statusCode: 200, body: answer });
          return answer;
        });
        await deleteFiles(services.files, derived);
        return { statusCode: 200, body: saved, headers: { etag: etagOf(saved) } };
      });
    },
  );
}
