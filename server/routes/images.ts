// Serves stored images and documents to callers of the owning company, with their real
// content type and long-lived caching (a stored file never changes under its id).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AnnotatedImage } from '../../src/domain/report.ts';
import { LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { accessibleCompanies, canAccessCompany } from '../access.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ImageRepository } from '../repositories/images.ts';
import type { Services } from '../services.ts';

const IMMUTABLE = 'private, max-age=31536000, immutable';

export async function imageRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, files } = services;
  const Params = Type.Object({ imageId: Type.String({ maxLength: 100 }) });

  const VARIANTS = {
    '': { summary: 'Bild oder Dokument (Gesichter unkenntlich, wo die Firma es so eingestellt hat)', etag: '' },
    '/thumbnail': { summary: 'Vorschaubild (JPEG, höchstens 320 px)', etag: '-t' },
    '/original': { summary: 'Foto vor dem Unkenntlichmachen der Gesichter, wo die Firma es aufbewahrt (nur wer die Firma verwalten darf)', etag: '-o' },
  } as const;
  for (const [variant, { summary, etag: suffix }] of Object.entries(VARIANTS) as Array<[keyof typeof VARIANTS, (typeof VARIANTS)[keyof typeof VARIANTS]]>) {
    api.get<{ Params: { imageId: string } }>(
      `/images/:imageId${variant}`,
      {
        schema: {
          tags: ['images'],
          summary,
          params: Params,
          produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        },
      },
      async (request, reply) => {
        const image = await new ImageRepository(db).get(request.params.imageId);
        if (!image || !canAccessCompany(request.caller, image.companyId)) throw new HttpError(404, 'not_found', API_TEXTS.imageNotFound);
        const key = variant === '/thumbnail' ? image.thumbKey : variant === '/original' ? image.originalKey : image.fileKey;
        if (key && variant === '/original' && accessibleCompanies(request.caller) !== 'all') throw new HttpError(403, 'forbidden', API_TEXTS.originalForbidden);
        const bytes = key ? await files.get(key) : null;
        if (!bytes) throw new HttpError(404, 'not_found', API_TEXTS.imageNotFound);
        const etag = `"${image.sha256.slice(0, 32)}${suffix}"`;
        reply.header('cache-control', IMMUTABLE).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const type = variant === '/thumbnail' ? 'image/jpeg' : image.contentType;
        // A document is handed over as a download: a browser opening it must not render it in our origin.
        const disposition = type === 'application/pdf' ? 'attachment' : 'inline';
        return reply.type(type).header('content-disposition', contentDisposition(disposition, image.originalName)).send(bytes);
      },
    );
  }

  api.get<{ Params: { projectId: string } }>(
    `/${LEGACY_PREFIX}/images/project/:projectId/component/dach-aussen/annotated`,
    {
      schema: {
        tags: ['images', 'legacy'],
        summary: 'Annotierte Bilder der Dachaußenseite',
        params: Type.Object({ projectId: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Array(AnnotatedImage) },
      },
    },
    async (request) => {
      const scope = accessibleCompanies(request.caller);
      // Project ids are unique per company only: the list covers the caller's projects of that id,
      // and a project the caller cannot see answers 404 like every other route.
      const owners = await db.query<{ company_id: string }>('SELECT company_id FROM projects WHERE id = $1', [request.params.projectId]);
      const companies = owners.map((row) => row.company_id).filter((companyId) => scope === 'all' || scope.includes(companyId));
      if (!companies.length) throw new HttpError(404, 'not_found', API_TEXTS.projectNotFound);
      const rows = await db.query<{ id: string; original_name: string; file_key: string; created_at: unknown }>(
        `SELECT id, original_name, file_key, created_at FROM images
         WHERE project_id = $1 AND company_id = ANY($2) AND component = 'dach-aussen' AND annotated ORDER BY created_at, id`,
        [request.params.projectId, companies],
      );
      return rows.map((row) => ({
        id: row.id,
        originalName: row.original_name,
        fileName: row.file_key.split('/').pop() ?? row.id,
        uploadedAt: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
      }));
    },
  );
}
