// Area uploads and image deletes (SPEC §7): files are checked, stored and analysed, the
// project gets the image references and findings, and the answer is the updated project.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ADDED_AT_HEADER, SHOT_HEADER } from '../../src/domain/constants.ts';
import { firstOfEachContent } from '../../src/domain/duplicates.ts';
import { Project } from '../../src/domain/project.ts';
import { DEFAULT_CHECKLIST, storedUnread } from '../../src/domain/required-shots.ts';
import { IsoDateTime, Opt } from '../../src/domain/schema-helpers.ts';
import { attachImages, detachImage, applyFindings } from '../../src/domain/project-images.ts';
import type { AnalysisFile, AreaFindings } from '../analysis/analysis.ts';
import { annotatedFiles, deleteFiles, removeDerivedImages } from '../annotation/annotated-images.ts';
import { dropMarks, isMarkedCopy } from '../annotation/marked-copies.ts';
import { HttpError } from '../http/errors.ts';
import { documentedUploadBody } from '../http/upload-body-doc.ts';
import { ProjectParamsSchema, projectRoute } from '../http/project-routes.ts';
import { actorOf, etagOf, type ProjectParams, requireProject } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository, toImageRef } from '../repositories/images.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import type { Services } from '../services.ts';
import { faceBlurOf } from '../privacy/faces.ts';
import { once } from '../uploads/idempotency.ts';
import { readUploads } from '../uploads/read-uploads.ts';
import { insertRecords, prepareFiles, removingOnFailure, writeFiles } from '../uploads/store-files.ts';
import { spoolDir, withSpool } from '../uploads/spool.ts';
import { randomUUID } from 'node:crypto';
import { isUploadArea, PHOTO_PLACES, UPLOAD_AREAS, UPLOAD_FIELDS } from '../../src/domain/upload-areas.ts';

const multipartBody = { consumes: ['multipart/form-data'] };

/** In UTC, so the area's order can compare them as text. */
function addedAtOf(request: FastifyRequest): { addedAt?: string } {
  const value = request.headers[ADDED_AT_HEADER];
  return typeof value === 'string' ? { addedAt: new Date(value).toISOString() } : {};
}

/** Whether the upload's photos are read by the area's analysis: not those the shot they were taken for says are not documents. */
async function readsUpload(services: Services, request: FastifyRequest, companyId: string, component: string): Promise<boolean> {
  const shotId = request.headers[SHOT_HEADER];
  if (typeof shotId !== 'string' || !isUploadArea(component)) return true;
  const checklist = (await new CompanyRepository(services.db).get(companyId))?.checklist ?? DEFAULT_CHECKLIST;
  return !storedUnread(component, checklist[component].find((shot) => shot.id === shotId));
}

const NOTHING_READ: AreaFindings = { results: {}, damages: [] };

export async function uploadRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, config, analysis, examples } = services;
  api.addHook('onClose', () => examples.learnQueued());

  for (const [component, { allowPdf }] of Object.entries(UPLOAD_AREAS)) {
    projectRoute(
      api,
      'POST',
      `/${component}`,
      {
        ...multipartBody,
        headers: Type.Object({ [ADDED_AT_HEADER]: Opt(IsoDateTime), [SHOT_HEADER]: Opt(Type.String({ maxLength: 100 })) }),
        tags: ['uploads'],
        summary: `Dateien für ${component} hochladen (Feld „file“${allowPdf ? ', Bilder und PDF' : ', nur Bilder'})`,
        response: { 200: Project },
      },
      (request: FastifyRequest, reply: FastifyReply) =>
        examples.whileUploading(async () => {
          const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
          const user = request.caller?.sub ?? '';
          return services.uploadSlots.run(user, () => once(services, request, reply, companyId, (remember) => withSpool(spoolDir(config), async (spool) => {
            const files = await readUploads(request, { field: UPLOAD_FIELDS.area, allowPdf, maxFiles: config.uploads.maxFiles, maxRequestBytes: config.uploads.maxRequestBytes }, spool);
            // A photo the project already has is not stored or analysed again. The app leaves out
            // what it holds or has queued itself; this catches what another device sent before.
            // Checked before the analysis, so two devices sending the same bytes in the same
            // moment could both store them: a rare copy, never a loss.
            const arrived = await prepareFiles(companyId, project.id, component, files, spool, await faceBlurOf(db, companyId));
            const known = await new ImageRepository(db).knownHashes(companyId, project.id, arrived.map((file) => file.record.sha256));
            const prepared = firstOfEachContent(arrived, (file) => file.record.sha256, known).fresh;
            if (!prepared.length) {
              const unchanged = { statusCode: 200, body: project, headers: { etag: etagOf(project) } };
              await remember(db, unchanged);
              return unchanged;
            }
            // An area takes at most UPLOAD_MAX_FILES photos, each at most 2560 px: these fit in memory.
            const analysisFiles: AnalysisFile[] = [];
            for (const file of prepared) {
              analysisFiles.push({ id: file.record.id, bytes: await file.data(), contentType: file.record.contentType, originalName: file.record.originalName });
            }
            const findings = (await readsUpload(services, request, companyId, component)) ? await analysis.analyzeArea(component, analysisFiles, project, { companyId }) : NOTHING_READ;
            const annotated = await annotatedFiles(prepared.map((file, index) => ({ record: file.record, bytes: analysisFiles[index].bytes })), findings.detections);
            const toWrite = [...prepared, ...annotated];
            const { saved, stored } = await removingOnFailure(services.files, () => toWrite, async () => {
              await writeFiles(services.files, toWrite);
              return db.transaction(async (tx) => {
              const projects = new ProjectRepository(tx);
              // Locked before the image rows point at it: their foreign key check share-locks the
              // project row, and two uploads each holding that lock would deadlock on FOR UPDATE.
              const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
              const stored = await insertRecords(tx, prepared);
              await insertRecords(tx, annotated);
              const added = addedAtOf(request);
              const refs = stored.map((record) => ({ ...toImageRef(record), ...added }));
              const next = applyFindings(attachImages(current, component, refs), component, findings);
              const damages = new VorschadenRepository(tx);
              for (const damage of findings.damages) await damages.insert(companyId, project.id, { ...damage, id: randomUUID() });
              const result = await projects.save(companyId, next, undefined, actorOf(request));
              const answer = 'saved' in result ? result.saved : current;
              await remember(tx, { statusCode: 200, body: answer });
              return { saved: answer, stored };
              });
            });
            // The photos a user put into this area teach the photo sorting once no upload runs:
            // the answer does not wait for the embedding.
            examples.add(stored, { companyId, component });
            return { statusCode: 200, body: saved, headers: { etag: etagOf(saved) } };
          })));
        }),
      { swaggerTransform: documentedUploadBody(UPLOAD_FIELDS.area, allowPdf ? 'Bilder (JPG, PNG, WebP, HEIC) und PDF' : 'Bilder (JPG, PNG, WebP, HEIC)') },
    );
  }

  projectRoute(
    api,
    'DELETE',
    '/:component/image/:imageId',
    {
      tags: ['uploads'],
      summary: 'Bild eines Bereichs löschen; Antwort ist das aktualisierte Projekt',
      params: Type.Object({
        ...ProjectParamsSchema.properties,
        component: Type.Enum(PHOTO_PLACES),
        imageId: Type.String({ maxLength: 100 }),
      }),
      response: { 200: Project },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as ProjectParams & { component: string; imageId: string };
      const { companyId, project } = await requireProject(db, request, params);
      const image = await new ImageRepository(db).get(params.imageId);
      // A marked copy goes only with its marks (PUT …/markups/{photoKey}).
      if (!image || image.companyId !== companyId || image.projectId !== project.id || isMarkedCopy(image)) {
        throw new HttpError(404, 'not_found', API_TEXTS.imageNotFound);
      }
      const { saved, derived } = await db.transaction(async (tx) => {
        const derived = await removeDerivedImages(tx, image.id);
        await new ImageRepository(tx).delete(image.id);
        const projects = new ProjectRepository(tx);
        const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
        // Its marks go with it: their copy went with the derived images above.
        const next = await dropMarks(tx, companyId, detachImage(current, params.component, image.id), image);
        const result = await projects.save(companyId, next, undefined, actorOf(request));
        return { saved: 'saved' in result ? result.saved : current, derived };
      });
      await deleteFiles(services.files, [image, ...derived]);
      return reply.header('etag', etagOf(saved)).send(saved);
    },
  );
}
