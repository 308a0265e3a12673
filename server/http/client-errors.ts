// Answers to requests Fastify refuses before any route or hook runs, in the API's JSON error
// format with a German message and the security headers: a path that is not valid percent-encoding
// or has a segment past the router's limit (frameworkErrors), and what Node's HTTP parser refuses
// (headers too large, a request that did not arrive in time, bytes that are no HTTP: clientError).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../api-errors.ts';
import { API_CSP, SECURITY_HEADERS } from '../plugins/security-headers.ts';
import { API_TEXTS } from './texts.ts';

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Such a reply passes no onSend hook, so it carries the headers itself.
  void reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': API_CSP });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(apiError('url_too_long', API_TEXTS.urlTooLong));
  } else {
    void reply.status(400).send(apiError('bad_url', API_TEXTS.badUrl));
  }
}

function clientErrorAnswer(code: string | undefined): [number, ReturnType<typeof apiError>] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, apiError('headers_too_large', API_TEXTS.headersTooLarge)];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, apiError('request_timeout', API_TEXTS.requestTimeout)];
  return [400, apiError('bad_request', API_TEXTS.badRequest)];
}

export function clientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  const headers = { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(json)), connection: 'close' };
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${json}`);
  }
  socket.destroy(error);
}
