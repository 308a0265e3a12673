/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The protocol (SPEC §7): its data as JSON and the document as a PDF named as SPEC §9 says.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { protocolFileName } from '../../src/domain/protocol-file-name.ts';
import { statusText } from '../../src/domain/protocol.ts';
import { ReportData } from '../../src/domain/report.ts';
import { isMarkedCopy } from '../annotation/marked-copies.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import { pageCounts } from '../report/page-counts.ts';
import { protocolPdf } from '../report/protocol-pdf.ts';
import type { Services } from '../services.ts';

const ANNOTATED = 'dach-aussen-annotiert';

function groupByComponent(images: ImageRecord[]): Map<string, ImageRecord[]> {
  const groups = new Map<string, ImageRecord[]>();
  for (const image of images) {
    const key = image.annotated && image.component === 'dach-aussen' ? ANNOTATED : image.component;
    groups.set(key, [...(groups.get(key) ?? []), image]);
  }
  return groups;
}

export async function protocolRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db, files } = services;

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
      const pdf = await protocolPdf(services, companyId, project);
      if (!pdf) throw new HttpError(404, 'not_found', API_TEXTS.noProtocolData);
      const customer = project.customer ?? {};
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', protocolFileName(customer.firstName, customer.lastName)))
        .send(pdf);
    },
    { legacy: false },
  );
}
