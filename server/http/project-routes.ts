// Registers a project route in both path forms of SPEC §7: company-scoped
// (/companies/{companyId}/projects/{projectId}/…) and legacy (/{legacyPrefix}/{companyId}/{projectId}/…).
import type { SwaggerTransform } from '@fastify/swagger';
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
  options: { legacy?: boolean; bodyLimitKb?: number; swaggerTransform?: SwaggerTransform } = {},
): void {
  const params = schema.params ?? ProjectParamsSchema;
  const limit = options.bodyLimitKb ? { bodyLimit: options.bodyLimitKb * 1024 } : {};
  const config = { bodyLimitKb: options.bodyLimitKb, ...(options.swaggerTransform && { swaggerTransform: options.swaggerTransform }) };
  api.route({ method, url: `/companies/:companyId/projects/:projectId${suffix}`, schema: { ...schema, params }, config, handler, ...limit });
  if (options.legacy ?? true) {
    api.route({
      method,
      url: `/${LEGACY_PREFIX}/:companyId/:projectId${suffix}`,
      schema: { ...schema, params, tags: [...(schema.tags ?? []), 'legacy'] },
      config: { ...config, legacy: true },
      handler,
      ...limit,
    });
  }
}
