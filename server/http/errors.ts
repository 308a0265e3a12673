// Turns every failure into the API's JSON error {error, message[, field]} with a German
// message: thrown HttpErrors, schema validation, multipart limits and unexpected faults.
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError } from '../api-errors.ts';
import { API_TEXTS } from './texts.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
    /** Sent with the answer, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** 'body/customer/firstName' → 'customer.firstName'; a missing property names itself. */
function fieldOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  return [base, missing].filter(Boolean).join('.') || '(Body)';
}

function validationMessage(issue: AjvIssue, field: string): string {
  const V = API_TEXTS.validation;
  switch (issue.keyword) {
    case 'required':
      return V.required(field);
    case 'type':
      return V.type(field, String(issue.params.type));
    case 'enum':
      return V.enum(field, (issue.params.allowedValues as unknown[] | undefined)?.join(', ') ?? '');
    case 'format':
      return V.format(field, String(issue.params.format));
    case 'minLength':
      return V.minLength(field);
    case 'maxLength':
      return V.maxLength(field, Number(issue.params.limit));
    case 'pattern':
      return V.pattern(field);
    case 'minimum':
    case 'maximum':
      return V.range(field);
    default:
      return V.other(field);
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...apiError(error.code, error.message, error.field), ...error.extra });
    }
    if (error.validation?.length) {
      const issue = error.validation[0] as unknown as AjvIssue;
      const field = fieldOf(issue);
      return reply.status(400).send(apiError('validation', validationMessage(issue, field), field));
    }
    switch (error.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.status(413).send(apiError('file_too_large', API_TEXTS.fileTooLarge));
      case 'FST_FILES_LIMIT':
        return reply.status(413).send(apiError('too_many_files', API_TEXTS.tooManyFiles));
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send(apiError('multipart_required', API_TEXTS.multipartRequired));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(apiError('unsupported_media_type', API_TEXTS.unsupportedBody));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(apiError('invalid_json', API_TEXTS.invalidJson));
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const { bodyLimitKb } = request.routeOptions.config;
        return reply.status(413).send(bodyLimitKb ? apiError('project_too_large', API_TEXTS.projectTooLarge(bodyLimitKb)) : apiError('body_too_large', API_TEXTS.bodyTooLarge));
      }
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send(apiError('bad_request', error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(apiError('internal', API_TEXTS.internal));
  });
}
