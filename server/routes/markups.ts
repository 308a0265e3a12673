// 'Markieren' (marks drawn on a survey photo): the marks of one photo, by its photo key, and the
// marked copy the device drew from them. PUT keeps both beside the untouched photo and answers
// the project, which names the copy under photoMarks; GET answers the marks to edit them again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { MARK_POINTS_MAX, MARKED_COPY_MAX, MARKS_MAX, MarkupBody, PhotoMarkup } from '../../src/domain/photo-marks.ts';
import { Project } from '../../src/domain/project.ts';
import { deleteFiles } from '../annotation/annotated-images.ts';
import { faceBlurOf } from '../privacy/faces.ts';
import { isMarkedCopy, markedCopyFile, photoKeyOf, withMarkedPhoto, withoutMarkedPhoto } from '../annotation/marked-copies.ts';
import { HttpError } from '../http/errors.ts';
import { ProjectParamsSchema, projectRoute } from '../http/project-routes.ts';
import { actorOf, etagOf, type ProjectParams, requireProject } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ImageRepository, toImageRef, type ImageRecord } from '../repositories/images.ts';
import { MarkupRepository, type MarkupRecord } from '../repositories/markups.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import type { Services } from '../services.ts';
import { insertRecords, removingOnFailure, writeFiles, type PreparedFile } from '../uploads/store-files.ts';

type MarkupParams = ProjectParams & { photoKey: string };

const Params = Type.Object({ ...ProjectParamsSchema.properties, photoKey: Type.String({ minLength: 1, maxLength: 100 }) });

/** The copy as a data URL plus the most marks there may be (a point as JSON is at most about 20 characters), and room for the rest. */
const BODY_LIMIT_KB = Math.ceil((MARKED_COPY_MAX + MARKS_MAX * MARK_POINTS_MAX * 20) / 1024) + 64;

/** A replay that arrives after newer marks were stored: it changes nothing, and the files it wrote go again. */
class LateReplay extends Error {
  constructor(readonly current: Project) {
    super('late replay of older marks');
  }
}

/**
 * Whether the body is older than the marks stored, or is the very change already applied (the
 * same PUT again): either way nothing is stored and the answer is the project as it is.
 */
function alreadyPast(stored: MarkupRecord | null, body: MarkupBody, project: Project, key: string): boolean {
  if (!stored) return false;
  const [sent, held] = [Date.parse(body.updatedAt), Date.parse(stored.updatedAt)];
  if (sent !== held) return sent < held;
  const named = project.photoMarks?.[key];
  return body.marks.length ? named?.copy.id === stored.copyImageId && stored.copyImageId !== null : !named;
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', API_TEXTS.photoNotFound);
}

export async function markupRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, files } = services;

  projectRoute(
    api,
    'GET',
    '/markups/:photoKey',
    {
      tags: ['markups'],
      summary: 'Markierungen eines Fotos (nach Foto-Hash oder Bild-ID)',
      params: Params,
      response: { 200: PhotoMarkup },
    },
    async (request: FastifyRequest) => {
      const params = request.params as MarkupParams;
      const { companyId, project } = await requireProject(db, request, params);
      const photo = await new ImageRepository(db).photoByKey(companyId, project.id, params.photoKey);
      if (!photo) throw notFound();
      const stored = await new MarkupRepository(db).get(companyId, project.id, photoKeyOf(photo));
      if (!stored?.marks.length) throw new HttpError(404, 'not_found', API_TEXTS.markupNotFound);
      return { marks: stored.marks, updatedAt: stored.updatedAt };
    },
    { legacy: false },
  );

  projectRoute(
    api,
    'PUT',
    '/markups/:photoKey',
    {
      tags: ['markups'],
      summary: 'Markierungen eines Fotos mit markierter Kopie speichern (leere Liste entfernt sie); Antwort ist das aktualisierte Projekt',
      description:
        'Eine Anfrage mit älterem updatedAt als die gespeicherten Markierungen ändert nichts (verspätete Wiederholung). Die Kopie ersetzt eine frühere; sie steht danach unter photoMarks[photoKey].',
      params: Params,
      body: MarkupBody,
      response: { 200: Project },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as MarkupParams;
      const body = request.body as MarkupBody;
      const { companyId, project } = await requireProject(db, request, params);
      if (body.marks.length && !body.copy) throw new HttpError(400, 'validation', API_TEXTS.markedCopyMissing, 'copy');
      const photo = await new ImageRepository(db).photoByKey(companyId, project.id, params.photoKey);
      if (!photo) throw notFound();
      const key = photoKeyOf(photo);
      // Checked before decoding too, so a late replay costs no decoding.
      if (alreadyPast(await new MarkupRepository(db).get(companyId, project.id, key), body, project, key)) {
        return reply.header('etag', etagOf(project)).send(project);
      }
      const copy = body.marks.length && body.copy ? await markedCopyFile(photo, body.copy, await faceBlurOf(db, companyId)) : null;
      const written: PreparedFile[] = copy ? [copy] : [];
      let outcome: { saved: Project; replaced: ImageRecord[] };
      try {
        outcome = await removingOnFailure(files, () => written, async () => {
          await writeFiles(files, written);
          return db.transaction(async (tx) => {
            const projects = new ProjectRepository(tx);
            // Locked before the copy's row points at the project, as uploads do (see there).
            const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
            const markups = new MarkupRepository(tx);
            if (alreadyPast(await markups.get(companyId, project.id, key), body, current, key)) throw new LateReplay(current);
            const images = new ImageRepository(tx);
            // Deleted while the copy was decoded: the copy must not outlive it.
            if (!(await images.get(photo.id))) throw notFound();
            const [stored] = copy ? await insertRecords(tx, [copy]) : [];
            const replaced = (await images.derivedFrom(photo.id)).filter((image) => isMarkedCopy(image) && image.id !== stored?.id);
            for (const image of replaced) await images.delete(image.id);
            const updatedAt = new Date(body.updatedAt).toISOString();
            // Without marks the row stays, empty: it remembers when they were removed.
            await markups.upsert(companyId, project.id, key, { marks: body.marks, updatedAt, copyImageId: stored?.id ?? null });
            let next = withoutMarkedPhoto(current, key);
            if (stored) {
              const { id, url, thumbnailUrl } = toImageRef(stored);
              next = withMarkedPhoto(current, key, { updatedAt, markCount: body.marks.length, copy: { id, url, ...(thumbnailUrl ? { thumbnailUrl } : {}) } });
            }
            if (next === current) return { saved: current, replaced };
            const result = await projects.save(companyId, next, undefined, actorOf(request));
            return { saved: 'saved' in result ? result.saved : current, replaced };
          });
        });
      } catch (error) {
        if (error instanceof LateReplay) return reply.header('etag', etagOf(error.current)).send(error.current);
        throw error;
      }
      await deleteFiles(files, outcome.replaced);
      return reply.header('etag', etagOf(outcome.saved)).send(outcome.saved);
    },
    { legacy: false, bodyLimitKb: BODY_LIMIT_KB },
  );
}
