// Reads the files of a multipart request into the request's spool as they arrive (never whole in
// memory), checks each one's real type from its first bytes and the request's limits (per file,
// per request), and refuses the whole request before anything is stored.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { displayFileName } from '../files/file-name.ts';
import { isImageType, sniffContentType, type SniffedType } from '../files/sniff.ts';
import type { ReadBytes, Spool } from './spool.ts';

export interface UploadedFile {
  originalName: string;
  /** The bytes, read back from where they wait (a spool on disk, or memory for the demo data). */
  read: ReadBytes;
  type: SniffedType;
}

export interface UploadRules {
  /** Multipart field carrying the files: 'file' for areas, 'files' for the photo collection. */
  field: 'file' | 'files';
  allowPdf: boolean;
  maxFiles: number;
  /** All files of the request together (UPLOAD_MAX_REQUEST_MB). */
  maxRequestBytes: number;
}

const IMAGE_LABEL = 'JPG, PNG, WebP, HEIC';

/** The multipart parser's own limits carry Fastify codes the error handler answers; anything else it throws is a broken body. */
function brokenBody(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('FST_') ? error : new HttpError(400, 'broken_multipart', API_TEXTS.brokenMultipart);
}

export async function readUploads(request: FastifyRequest, rules: UploadRules, spool: Spool): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'multipart_required', API_TEXTS.multipartRequired);
  try {
    return await readParts(request, rules, spool);
  } catch (error) {
    throw brokenBody(error);
  }
}

/** Enough of a file's start to tell its type (server/files/sniff.ts). */
const HEAD_BYTES = 4096;

/** Counts a request's bytes against its budget and keeps the head of one file for sniffing. */
class Metered extends Transform {
  readonly head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly budget: { left: number; limitMb: number }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.budget.left -= chunk.length;
    if (this.budget.left < 0) return done(new HttpError(413, 'request_too_large', API_TEXTS.requestTooLarge(this.budget.limitMb)));
    if (this.headLength < HEAD_BYTES) {
      this.head.push(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.headLength += Math.min(chunk.length, HEAD_BYTES - this.headLength);
    }
    done(null, chunk);
  }
}

async function readParts(request: FastifyRequest, rules: UploadRules, spool: Spool): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  const budget = { left: rules.maxRequestBytes, limitMb: Math.round(rules.maxRequestBytes / 1024 / 1024) };
  for await (const part of request.parts({ limits: { files: rules.maxFiles } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== rules.field) {
      part.file.resume();
      throw new HttpError(400, 'unexpected_field', API_TEXTS.unexpectedField(part.fieldname, rules.field), part.fieldname);
    }
    const meter = new Metered(budget);
    const read = await spool.stream(part.file, meter);
    // busboy ends a file at the size limit quietly and marks it; the multipart plugin's own check comes too late for a stream.
    if (part.file.truncated) throw new HttpError(413, 'file_too_large', API_TEXTS.fileTooLarge);
    const originalName = displayFileName(part.filename);
    const type = sniffContentType(Buffer.concat(meter.head));
    const allowed = type !== null && (isImageType(type) || (rules.allowPdf && type === 'application/pdf'));
    if (!allowed || !type) {
      throw new HttpError(415, 'unsupported_file_type', API_TEXTS.unsupportedFile(originalName, rules.allowPdf ? `${IMAGE_LABEL}, PDF` : IMAGE_LABEL), rules.field);
    }
    files.push({ originalName, read, type });
  }
  if (!files.length) throw new HttpError(400, 'no_files', API_TEXTS.noFiles, rules.field);
  return files;
}
