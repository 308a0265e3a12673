// The body of an upload as the OpenAPI document shows it. The files are read from the request's
// stream (server/uploads/read-uploads.ts), never validated as a parsed body, so the schema is the
// document's alone: a per-route swagger transform, not the route's body schema.
import type { SwaggerTransform } from '@fastify/swagger';

export function documentedUploadBody(field: 'file' | 'files', description: string): SwaggerTransform {
  return ({ schema, url }) => ({
    schema: {
      ...schema,
      body: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'array', items: { type: 'string', format: 'binary' }, description } },
      },
    },
    url,
  });
}
