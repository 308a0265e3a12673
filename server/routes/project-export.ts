// A project's export as a ZIP (issue 23, point 2): for a customer's request to see or take their
// data (DSGVO Art. 15 and 20), from the project menu or through this call. Streamed as it is made.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportFileName } from '../../src/domain/export-files.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { projectRoute } from '../http/project-routes.ts';
import { requireProject, type ProjectParams } from '../http/scope.ts';
import { writeProjectExport } from '../export/project-export.ts';
import type { Services } from '../services.ts';

export async function projectExportRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  projectRoute(
    api,
    'GET',
    '/export',
    {
      tags: ['projects'],
      summary: 'Projekt exportieren: ZIP mit projekt.json (Schema in schema.json), allen gespeicherten Dateien und dem Protokoll-PDF',
      produces: ['application/zip'],
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { companyId, project } = await requireProject(services.db, request, request.params as ProjectParams);
      const zip = new PassThrough();
      writeProjectExport(services, companyId, project, zip).catch((error: unknown) => {
        // The answer has begun: the client sees a broken download, the log says why.
        request.log.error({ err: error, companyId, projectId: project.id }, 'project export failed');
        zip.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      request.log.info({ companyId, projectId: project.id }, 'project exported');
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', exportFileName(project.customer?.firstName, project.customer?.lastName, new Date())))
        .header('cache-control', 'no-store')
        .send(zip);
    },
    { legacy: false },
  );
}
