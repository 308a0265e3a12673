// Voice memos of an area (issue 22): PUT stores a recording under the id the device gave it (the
// audio is the body, what the protocol lists is in the query) and answers the project, which
// names it under voiceMemos; GET serves the recording; DELETE removes it. The id makes a replayed
// upload a no-op, and a deleted memo's id stays taken, so a late replay cannot bring it back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Project } from '../../src/domain/project.ts';
import { Identifier, IsoDateTime } from '../../src/domain/schema-helpers.ts';
import { UPLOAD_AREA_IDS } from '../../src/domain/upload-areas.ts';
import { VOICE_MEMO_MAX_BYTES, VOICE_MEMO_MAX_MS, VOICE_MEMO_TYPES, withoutVoiceMemo, withVoiceMemo, type VoiceMemo } from '../../src/domain/voice-memos.ts';
import { AUDIO_EXTENSIONS, sniffAudio } from '../files/audio-sniff.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/errors.ts';
import { ProjectParamsSchema, projectRoute } from '../http/project-routes.ts';
import { actorOf, etagOf, type ProjectParams, requireProject } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { VoiceMemoRepository, type VoiceMemoRecord } from '../repositories/voice-memos.ts';
import type { Services } from '../services.ts';

type MemoParams = ProjectParams & { memoId: string };
type MemoQuery = { area: VoiceMemo['area']; recordedAt: string; durationMs: string };

const Params = Type.Object({ ...ProjectParamsSchema.properties, memoId: Identifier });
const Query = Type.Object({
  area: Type.Enum(UPLOAD_AREA_IDS),
  recordedAt: IsoDateTime,
  /** Milliseconds; a query carries text, and the API does not coerce types. */
  durationMs: Type.String({ pattern: '^[0-9]{1,7}$', description: `Länge in Millisekunden, höchstens ${VOICE_MEMO_MAX_MS}` }),
});

const BODY_LIMIT_KB = Math.ceil(VOICE_MEMO_MAX_BYTES / 1024);
/** A recording never changes under its id. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

const notFound = () => new HttpError(404, 'not_found', API_TEXTS.voiceMemoNotFound);
const memoFileKey = (companyId: string, projectId: string, id: string, type: VoiceMemo['contentType']) =>
  `companies/${companyId}/projects/${projectId}/voice-memos/${id}.${AUDIO_EXTENSIONS[type]}`;

export async function voiceMemoRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, files } = services;
  // The recording is the body as recorded: only in this plugin, so no other route takes audio.
  api.addContentTypeParser(/^audio\//, { parseAs: 'buffer', bodyLimit: BODY_LIMIT_KB * 1024 }, (_request, body, done) => done(null, body));

  projectRoute(
    api,
    'PUT',
    '/voice-memos/:memoId',
    {
      tags: ['voice-memos'],
      summary: 'Sprachnotiz eines Bereichs speichern (Audio im Körper); Antwort ist das aktualisierte Projekt',
      description: `Körper: die Aufnahme (${VOICE_MEMO_TYPES.join(', ')}), höchstens ${VOICE_MEMO_MAX_BYTES / 1024 / 1024} MB. Dieselbe ID noch einmal ändert nichts; die ID einer gelöschten Notiz wird abgelehnt (409).`,
      params: Params,
      querystring: Query,
      response: { 200: Project },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as MemoParams;
      const query = request.query as MemoQuery;
      const body = request.body;
      const durationMs = Number(query.durationMs);
      if (durationMs > VOICE_MEMO_MAX_MS) throw new HttpError(400, 'validation', API_TEXTS.validation.range('durationMs'), 'durationMs');
      const { companyId, project } = await requireProject(db, request, params);
      if (!Buffer.isBuffer(body)) throw new HttpError(415, 'unsupported_media_type', API_TEXTS.voiceMemoNotAudio);
      if (body.length === 0) throw new HttpError(400, 'validation', API_TEXTS.voiceMemoEmpty);
      const type = sniffAudio(body);
      if (!type) throw new HttpError(415, 'unreadable_audio', API_TEXTS.voiceMemoUnreadable);
      const known = await new VoiceMemoRepository(db).get(companyId, project.id, params.memoId);
      if (known?.fileKey === null) throw new HttpError(409, 'deleted', API_TEXTS.voiceMemoDeleted);
      if (known) return reply.header('etag', etagOf(project)).send(project);

      const record: VoiceMemoRecord = {
        id: params.memoId,
        area: query.area,
        recordedAt: new Date(query.recordedAt).toISOString(),
        durationMs,
        contentType: type,
        size: body.length,
        fileKey: memoFileKey(companyId, project.id, params.memoId, type),
      };
      await files.put(record.fileKey as string, body, type);
      const saved = await db.transaction(async (tx) => {
        const projects = new ProjectRepository(tx);
        // Locked first, as uploads do: the row below points at the project.
        const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
        // Stored meanwhile by a replay of this upload: that one's file is the same recording.
        if (!(await new VoiceMemoRepository(tx).insert(companyId, project.id, record))) return current;
        const { id: _id, fileKey: _fileKey, ...memo } = record;
        const result = await projects.save(companyId, withVoiceMemo(current, record.id, memo), undefined, actorOf(request));
        return 'saved' in result ? result.saved : current;
      });
      return reply.header('etag', etagOf(saved)).send(saved);
    },
    { legacy: false, bodyLimitKb: BODY_LIMIT_KB },
  );

  projectRoute(
    api,
    'GET',
    '/voice-memos/:memoId',
    { tags: ['voice-memos'], summary: 'Aufnahme einer Sprachnotiz', params: Params, produces: [...VOICE_MEMO_TYPES] },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as MemoParams;
      const { companyId, project } = await requireProject(db, request, params);
      const memo = await new VoiceMemoRepository(db).get(companyId, project.id, params.memoId);
      const bytes = memo?.fileKey ? await files.get(memo.fileKey) : null;
      if (!memo || !bytes) throw notFound();
      const name = `Sprachnotiz-${memo.recordedAt.slice(0, 19).replace(/:/g, '-')}.${AUDIO_EXTENSIONS[memo.contentType]}`;
      return reply.type(memo.contentType).header('cache-control', IMMUTABLE).header('content-disposition', contentDisposition('inline', name)).send(bytes);
    },
    { legacy: false },
  );

  projectRoute(
    api,
    'DELETE',
    '/voice-memos/:memoId',
    { tags: ['voice-memos'], summary: 'Sprachnotiz löschen; Antwort ist das aktualisierte Projekt', params: Params, response: { 200: Project } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as MemoParams;
      const { companyId, project } = await requireProject(db, request, params);
      const outcome = await db.transaction(async (tx) => {
        const projects = new ProjectRepository(tx);
        const current = (await projects.get(companyId, project.id, { forUpdate: true })) ?? project;
        const memos = new VoiceMemoRepository(tx);
        const memo = await memos.get(companyId, project.id, params.memoId, { forUpdate: true });
        if (memo?.fileKey) await memos.markDeleted(companyId, project.id, params.memoId);
        const next = withoutVoiceMemo(current, params.memoId);
        if (next === current) return { saved: current, fileKey: memo?.fileKey ?? null };
        const result = await projects.save(companyId, next, undefined, actorOf(request));
        return { saved: 'saved' in result ? result.saved : current, fileKey: memo?.fileKey ?? null };
      });
      // After the commit: a failed delete leaves an orphan file, never a memo without its file.
      if (outcome.fileKey) await files.delete(outcome.fileKey).catch((error: unknown) => request.log.warn({ err: error }, 'voice memo file not deleted'));
      return reply.header('etag', etagOf(outcome.saved)).send(outcome.saved);
    },
    { legacy: false },
  );
}
