// What the API takes in, checked before any route sees it: JSON through Fastify's own parser
// (prototype poisoning refused) and then refused when storage could not hold it as sent (a NUL, a
// lone surrogate, nesting past MAX_JSON_DEPTH); path and query text the same; no form bodies, which
// only the sign-in pages take.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { jsonProblem, MAX_JSON_DEPTH, stringProblem, type TextProblem } from './request-text.ts';
import { API_TEXTS } from './texts.ts';

function refusal(problem: TextProblem): HttpError {
  if (problem === 'depth') return new HttpError(413, 'too_deep', API_TEXTS.tooDeep(MAX_JSON_DEPTH));
  return problem === 'nul' ? new HttpError(400, 'nul_character', API_TEXTS.nulCharacter) : new HttpError(400, 'lone_surrogate', API_TEXTS.loneSurrogate);
}

function textsOf(record: unknown): string[] {
  if (!record || typeof record !== 'object') return [];
  return Object.entries(record).flatMap(([key, value]) => [key, ...(Array.isArray(value) ? value : [value])]).filter((text): text is string => typeof text === 'string');
}

export function checkApiInput(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = jsonProblem(value);
      return problem ? done(refusal(problem), undefined) : done(null, value);
    });
  });
  if (api.hasContentTypeParser('application/x-www-form-urlencoded')) api.removeContentTypeParser('application/x-www-form-urlencoded');
  api.addHook('preValidation', async (request: FastifyRequest) => {
    for (const text of [...textsOf(request.params), ...textsOf(request.query)]) {
      const problem = stringProblem(text);
      if (problem) throw refusal(problem);
    }
  });
}
