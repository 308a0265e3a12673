// Reads the files of a multipart request, checks each one's real type from its bytes and the
// request's limits, and refuses the whole request before anything is stored.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { displayFileName } from '../files/file-name.ts';
import { isImageType, sniffContentType, type SniffedType } from '../files/sniff.ts';

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
  type: SniffedType;
}

export interface UploadRules {
  /** Multipart field carrying the files: 'file' for areas, 'files' for the photo collection. */
  field: 'file' | 'files';
  allowPdf: boolean;
  maxFiles: number;
}

const IMAGE_LABEL = 'JPG, PNG, WebP, HEIC';

/** The multipart parser's own limits carry Fastify codes the error handler answers; anything else it throws is a broken body. */
function brokenBody(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('FST_') ? error : new HttpError(400, 'broken_multipart', API_TEXTS.brokenMultipart);
}

export async function readUploads(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'multipart_required', API_TEXTS.multipartRequired);
  try {
    return await readParts(request, rules);
  } catch (error) {
    throw brokenBody(error);
  }
}

async function readParts(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { files: rules.maxFiles } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== rules.field) {
      part.file.resume();
      throw new HttpError(400, 'unexpected_field', API_TEXTS.unexpectedField(part.fieldname, rules.field), part.fieldname);
    }
    const bytes = await part.toBuffer();
    const originalName = displayFileName(part.filename);
    const type = sniffContentType(bytes);
    const allowed = type !== null && (isImageType(type) || (rules.allowPdf && type === 'application/pdf'));
    if (!allowed || !type) {
      throw new HttpError(415, 'unsupported_file_type', API_TEXTS.unsupportedFile(originalName, rules.allowPdf ? `${IMAGE_LABEL}, PDF` : IMAGE_LABEL), rules.field);
    }
    files.push({ originalName, bytes, type });
  }
  if (!files.length) throw new HttpError(400, 'no_files', API_TEXTS.noFiles, rules.field);
  return files;
}
