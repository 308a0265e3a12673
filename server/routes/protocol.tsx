/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The protocol (SPEC §7): its data as JSON and the document as a PDF named as SPEC §9 says.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { PROTOCOL_ASSESSMENT_ID } from '../../src/domain/buildability.ts';
import { ReportData } from '../../src/domain/report.ts';
import { protocolFileName } from '../../src/domain/protocol-file-name.ts';
import { isMarkedCopy } from '../annotation/marked-copies.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { pdfPageCount } from '../files/pdf-pages.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { protocolModel, statusText } from '../../src/domain/protocol.ts';
import { DEFAULT_CHECKLIST } from '../../src/domain/required-shots.ts';
import type { ProtocolPhotoSource } from '../../src/report/ProtocolDocument.tsx';
import { renderProtocolPdf } from '../report/render-protocol.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import type { Services } from '../services.ts';
import { signatureState } from '../../src/domain/signature.ts';
import { imagesOf } from '../../src/domain/project-images.ts';
import { PHOTO_PLACES } from '../../src/domain/upload-areas.ts';

const ANNOTATED = 'dach-aussen-annotiert';

function groupByComponent(images: ImageRecord[]): Map<string, ImageRecord[]> {
  const groups = new Map<string, ImageRecord[]>();
  for (const image of images) {
    const key = image.annotated && image.component === 'dach-aussen' ? ANNOTATED : image.component;
    groups.set(key, [...(groups.get(key) ?? []), image]);
  }
  return groups;
}

/** The page count of each uploaded PDF of the project, by image id: read at upload, or now for older PDFs. */
async function pageCounts(files: Services['files'], images: ImageRecord[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const image of images) {
    if (image.contentType !== 'application/pdf') continue;
    if (image.pageCount) {
      counts.set(image.id, image.pageCount);
      continue;
    }
    const bytes = await files.get(image.fileKey);
    const count = bytes ? await pdfPageCount(bytes) : undefined;
    if (count) counts.set(image.id, count);
  }
  return counts;
}

export async function protocolRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, files, analysis } = services;

  projectRoute(
    api,
    'GET',
    '/data',
    { tags: ['protokoll'], summary: 'Daten für das Protokoll', response: { 200: ReportData } },
    async (request: FastifyRequest) => {
      const { companyId, project } = await requireProject(db, request, request.params as ProjectParams);
      const images = (await new ImageRepository(db).listByProject(companyId, project.id)).filter((image) => !isMarkedCopy(image));
      const pages = await pageCounts(files, images);
      const imagesByComponent: Record<string, unknown[]> = {};
      for (const [component, group] of groupByComponent(images)) {
        imagesByComponent[component] = group.map((image) => ({
          id: image.id,
          originalName: image.originalName,
          s3Url: `/images/${image.id}`,
          uploadedAt: image.createdAt,
          contentType: image.contentType,
          ...(pages.has(image.id) ? { pageCount: pages.get(image.id) } : {}),
          ...(image.annotated ? { annotated: true } : {}),
        }));
      }
      return {
        status: statusText(project),
        customer: {
          firstName: project.customer?.firstName ?? '',
          lastName: project.customer?.lastName ?? '',
          address: project.customer?.address ?? '',
        },
        imagesByComponent,
      };
    },
    { legacy: false },
  );

  projectRoute(
    api,
    'GET',
    '/pdf',
    { tags: ['protokoll'], summary: 'Protokoll als PDF (Accept: application/pdf)', produces: ['application/pdf'] },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as ProjectParams;
      let scope;
      try {
        scope = await requireProject(db, request, params);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, 'not_found', API_TEXTS.noProtocolData);
        throw error;
      }
      const { companyId, project } = scope;
      const stored = await new ImageRepository(db).listByProject(companyId, project.id);
      // A marked copy is no photo of its own: its photo is printed with its pixels instead.
      const images = stored.filter((image) => !isMarkedCopy(image));
      const markedCopies = new Map(stored.filter(isMarkedCopy).map((copy) => [copy.sourceImageId, copy]));
      const customer = project.customer ?? {};
      if (!customer.firstName && !customer.lastName && !images.length) throw new HttpError(404, 'not_found', API_TEXTS.noProtocolData);
      const company = await new CompanyRepository(db).get(companyId);
      const pages = await pageCounts(files, images);
      const photos = new Map<string, ProtocolPhotoSource>();
      for (const image of images) {
        const thumbKey = markedCopies.get(image.id)?.thumbKey ?? image.thumbKey;
        const jpeg = thumbKey ? await files.get(thumbKey) : null;
        if (jpeg) photos.set(image.id, { data: jpeg, format: 'jpg' });
      }
      const damages = await new VorschadenRepository(db).list(companyId, project.id);
      // When each photo was taken in the app: the project's references know it, the image rows do not.
      const addedAt = new Map(PHOTO_PLACES.flatMap((place) => imagesOf(project, place).flatMap((ref) => (ref.addedAt ? [[ref.id, ref.addedAt] as const] : []))));
      const today = new Date();
      const model = protocolModel({
        companyName: company?.companyName ?? companyId,
        project,
        checklist: company?.checklist ?? DEFAULT_CHECKLIST,
        damages,
        // Assessed now from the values the document lists: a stored assessment may predate them.
        buildability: { ...(await analysis.assessBuildability(project, damages)), id: PROTOCOL_ASSESSMENT_ID, createdAt: today.toISOString() },
        images: images.map((image) => ({
          id: image.id,
          component: image.component,
          originalName: image.originalName,
          uploadedAt: image.createdAt,
          annotated: image.annotated,
          contentType: image.contentType,
          pageCount: pages.get(image.id),
          ...(image.uploadSha256 ? { uploadSha256: image.uploadSha256 } : {}),
          ...(addedAt.has(image.id) ? { addedAt: addedAt.get(image.id) } : {}),
        })),
        today,
        signature: await signatureState(project),
      });
      const pdf = await renderProtocolPdf(model, photos);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', protocolFileName(customer.firstName, customer.lastName)))
        .send(pdf);
    },
    { legacy: false },
  );
}
