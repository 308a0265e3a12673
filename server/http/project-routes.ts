// Registers a project route in both path forms of SPEC §7: company-scoped
// (/companies/{companyId}/projects/{projectId}/…) and legacy (/{legacyPrefix}/{companyId}/{projectId}/…).
import type { FastifyInstance, FastifySchema, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { Type } from 'typebox';
import { LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { Identifier } from '../../src/domain/schema-helpers.ts';

export const ProjectParamsSchema = Type.Object({
  companyId: Identifier,
  projectId: Identifier,
});

export function projectRoute(
  api: FastifyInstance,
  method: HTTPMethods,
  suffix: string,
  schema: FastifySchema,
  handler: RouteHandlerMethod,
  options: { legacy?: boolean } = { legacy: true },
): void {
  const params = schema.params ?? ProjectParamsSchema;
  api.route({ method, url: `/companies/:companyId/projects/:projectId${suffix}`, schema: { ...schema, params }, handler });
  if (options.legacy) {
    api.route({
      method,
      url: `/${LEGACY_PREFIX}/:companyId/:projectId${suffix}`,
      schema: { ...schema, params, tags: [...(schema.tags ?? []), 'legacy'] },
      config: { legacy: true },
      handler,
    });
  }
}
