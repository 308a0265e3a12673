// Reads the server's settings from the environment once, so every other module gets plain values.
// The bundled OpenID provider runs only when no external OIDC_AUTHORITY is configured.
import path from 'node:path';
import type { S3Settings } from './files/s3-file-store.ts';
import {
  BUNDLED_ISSUER_PATH,
  DEFAULT_API_BASE_PATH,
  DEFAULT_OIDC_CLIENT_ID,
  DEFAULT_OIDC_RESPONSE_TYPE,
  DEFAULT_OIDC_SCOPE,
} from '../src/domain/runtime-config.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Origin the browser uses, e.g. http://localhost:8080; the bundled issuer lives below it. */
  publicUrl: string;
  dataDir: string;
  distDir: string;
  /** Path the API is mounted under, e.g. /api. */
  apiBasePath: string;
  /** Value of API_BASE_URL in the runtime config; defaults to apiBasePath on the same origin. */
  apiBaseUrl: string;
  /** postgres://… for real PostgreSQL; empty runs embedded PGlite in dataDir/db. */
  databaseUrl: string;
  /**
   * Whose X-Forwarded-For to believe: false (the default) uses the connection's address, so a
   * client cannot pick its own address to dodge the sign-in limit; true or a list of proxy
   * addresses/CIDRs when the server runs behind a reverse proxy.
   */
  trustProxy: boolean | string;
  /** An S3-compatible bucket for uploaded files; null keeps them in dataDir/files. */
  s3: S3Settings | null;
  /** How long a connection may take over each part of a request (slow or stalled clients). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** The largest project document a save takes (PROJECT_MAX_KB). */
  projectMaxKb: number;
  uploads: {
    maxFileBytes: number;
    /** Files per request for area uploads. */
    maxFiles: number;
    /** Files per request for the photo collection. */
    maxCollectionFiles: number;
    /** All files of one request together. */
    maxRequestBytes: number;
    /** Uploads one user may have under way at once. */
    maxConcurrentPerUser: number;
  };
  processing: {
    /** Photo-collection tickets waiting or running before new uploads get 429. */
    queueCapacity: number;
    /** Run the in-process worker; off for API-only processes. */
    worker: boolean;
  };
  /** Days a deleted project stays restorable in its company's trash before it is erased for good. */
  trashDays: number;
  oidc: {
    /** True when the bundled provider serves sign-in under {@link bundledIssuerPath}. */
    bundled: boolean;
    authority: string;
    clientId: string;
    scope: string;
    responseType: string;
    /** Audience the API demands in access tokens; empty accepts any audience of the issuer. */
    audience: string;
  };
}

function trustProxy(value: string | undefined): boolean | string {
  const setting = value?.trim() ?? '';
  if (!setting || setting === 'false' || setting === '0') return false;
  return setting === 'true' || setting === '1' ? true : setting;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const apiBasePath = normalizeBasePath(env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH);
  const externalAuthority = env.OIDC_AUTHORITY?.replace(/\/+$/, '');
  const bundled = !externalAuthority;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    apiBasePath,
    apiBaseUrl: env.API_BASE_URL ?? apiBasePath,
    databaseUrl: env.DATABASE_URL ?? '',
    trustProxy: trustProxy(env.TRUST_PROXY),
    s3: s3Settings(env),
    http: {
      headersTimeoutMs: positiveNumber(env, 'HTTP_HEADERS_TIMEOUT_S', 15) * 1000,
      // A photo collection from a cellar with one bar may take minutes, not hours.
      requestTimeoutMs: positiveNumber(env, 'HTTP_REQUEST_TIMEOUT_S', 900) * 1000,
      idleTimeoutMs: positiveNumber(env, 'HTTP_IDLE_TIMEOUT_S', 60) * 1000,
      keepAliveTimeoutMs: positiveNumber(env, 'HTTP_KEEP_ALIVE_S', 10) * 1000,
    },
    projectMaxKb: positiveNumber(env, 'PROJECT_MAX_KB', 2048),
    uploads: {
      maxFileBytes: positiveNumber(env, 'UPLOAD_MAX_FILE_MB', 25) * 1024 * 1024,
      maxFiles: positiveNumber(env, 'UPLOAD_MAX_FILES', 20),
      maxCollectionFiles: positiveNumber(env, 'UPLOAD_MAX_COLLECTION_FILES', 200),
      maxRequestBytes: positiveNumber(env, 'UPLOAD_MAX_REQUEST_MB', 1024) * 1024 * 1024,
      // The app sends up to four uploads at once; two devices of one user fit.
      maxConcurrentPerUser: positiveNumber(env, 'UPLOAD_MAX_CONCURRENT_PER_USER', 8),
    },
    processing: {
      queueCapacity: positiveNumber(env, 'PROCESSING_QUEUE_CAPACITY', 50),
      worker: env.PROCESSING_WORKER !== 'off',
    },
    trashDays: positiveNumber(env, 'TRASH_DAYS', 30),
    oidc: {
      bundled,
      authority: externalAuthority ?? `${publicUrl}${BUNDLED_ISSUER_PATH}`,
      clientId: env.OIDC_CLIENT_ID ?? DEFAULT_OIDC_CLIENT_ID,
      scope: env.OIDC_SCOPE ?? DEFAULT_OIDC_SCOPE,
      responseType: env.OIDC_RESPONSE_TYPE ?? DEFAULT_OIDC_RESPONSE_TYPE,
      audience: env.OIDC_AUDIENCE ?? (bundled ? `${publicUrl}${apiBasePath}` : ''),
    },
  };
}

/** S3_BUCKET switches uploads to object storage; its keys may also come as the usual AWS_* variables. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || '';
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  const endpoint = (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
