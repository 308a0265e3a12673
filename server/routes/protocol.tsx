/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The protocol (SPEC §7): its data as JSON and the document as a PDF named as SPEC §9 says.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { renderToBuffer } from '@react-pdf/renderer';
import { formatDate } from '../../src/domain/format-date.ts';
import { ReportData } from '../../src/domain/report.ts';
import { protocolFileName } from '../../src/domain/protocol-file-name.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoute } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { ProtocolDocument, type ProtocolInput } from '../pdf/protocol-document.tsx';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import type { Services } from '../services.ts';

const IN_PROGRESS = 'In Bearbeitung';
const DONE = 'Abgeschlossen';
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
      const images = await new ImageRepository(db).listByProject(companyId, project.id);
      const imagesByComponent: Record<string, unknown[]> = {};
      for (const [component, group] of groupByComponent(images)) {
        imagesByComponent[component] = group.map((image) => ({
          id: image.id,
          originalName: image.originalName,
          s3Url: `/images/${image.id}`,
          uploadedAt: image.createdAt,
          ...(image.annotated ? { annotated: true } : {}),
        }));
      }
      return {
        status: project.status === 'ABGESCHLOSSEN' ? DONE : IN_PROGRESS,
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
      const images = await new ImageRepository(db).listByProject(companyId, project.id);
      const customer = project.customer ?? {};
      if (!customer.firstName && !customer.lastName && !images.length) throw new HttpError(404, 'not_found', API_TEXTS.noProtocolData);
      const company = await new CompanyRepository(db).get(companyId);
      const photosByComponent: ProtocolInput['photosByComponent'] = [];
      for (const [component, group] of groupByComponent(images)) {
        const photos = [];
        for (const image of group) {
          const jpeg = image.thumbKey ? await files.get(image.thumbKey) : null;
          if (jpeg) photos.push({ caption: `${image.originalName} · ${formatDate(image.createdAt)}`, jpeg });
        }
        if (photos.length) photosByComponent.push({ component, photos });
      }
      const pdf = await renderToBuffer(
        <ProtocolDocument
          input={{
            companyName: company?.companyName ?? companyId,
            project,
            statusText: project.status === 'ABGESCHLOSSEN' ? DONE : IN_PROGRESS,
            createdOn: formatDate(new Date()),
            photosByComponent,
          }}
        />,
      );
      const fileName = protocolFileName(customer.firstName, customer.lastName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(pdf);
    },
    { legacy: false },
  );
}
