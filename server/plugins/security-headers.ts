// Security headers on every answer, and a Content-Security-Policy on the pages we serve (the
// app shell and the German sign-in pages): scripts only from our origin, API and sign-in calls
// only to the configured origins, no framing by other sites. The bundled provider's own pages
// under /oidc keep oidc-provider's defaults (its session-check iframe needs an inline script).
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AUTO_SUBMIT_SCRIPT } from '../oidc/pages.ts';
import { BUNDLED_ISSUER_PATH } from '../../src/domain/runtime-config.ts';
import type { ServerConfig } from '../config.ts';

/**
 * API answers (JSON, photos, PDFs) are data, never a page: opened directly they may load nothing,
 * run nothing and sit in no frame.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** On every answer, also those written before Fastify has a request (server/http/client-errors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  // The camera, the microphone and the tablet's position serve the survey's photos and voice memos (issue 22); nothing else may ask.
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=(self), payment=()',
};

const originOf = (url: string, base: string) => new URL(url, base).origin;

export function contentSecurityPolicy(config: ServerConfig): string {
  const self = originOf(config.publicUrl, config.publicUrl);
  const api = originOf(config.apiBaseUrl, config.publicUrl);
  const authority = originOf(config.oidc.authority, config.publicUrl);
  const sources = (...origins: string[]) => ["'self'", ...new Set(origins.filter((origin) => origin !== self))].join(' ');
  const scriptHash = createHash('sha256').update(AUTO_SUBMIT_SCRIPT).digest('base64');
  return [
    "default-src 'self'",
    // The PDF made offline lays out with WebAssembly (yoga), shipped as a data: URL.
    `script-src 'self' 'wasm-unsafe-eval' 'sha256-${scriptHash}'`,
    // MUI/emotion insert style elements at run time; index.html has one inline style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Voice memos play from object URLs of their recordings.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${sources(api, authority)} data: blob:`,
    "worker-src 'self' blob:",
    `frame-src ${sources(authority)}`,
    "frame-ancestors 'self'",
    `form-action ${sources(authority)}`,
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

export const securityHeaders = fp(async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
  const csp = contentSecurityPolicy(config);
  const https = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!request.url.startsWith(`${BUNDLED_ISSUER_PATH}/`)) reply.header('content-security-policy', csp);
    } else if (request.url.startsWith(`${config.apiBasePath}/`)) {
      reply.header('content-security-policy', API_CSP);
    }
    return payload;
  });
});
