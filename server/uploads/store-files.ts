// Turns checked uploads into stored files: images normalized (HEIC to JPEG, EXIF rotation)
// with a thumbnail made once, PDFs kept as they are, then one metadata row each.
import { createHash, randomUUID } from 'node:crypto';
import type { FaceBlur } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { ImageDecodeError, normalizeImage } from '../files/images.ts';
import { pdfPageCount } from '../files/pdf-pages.ts';
import { extensionFor, type SniffedType, type StoredImageType } from '../files/sniff.ts';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { withFacesBlurred } from '../privacy/faces.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import { decodeInTurn } from './decode-queue.ts';
import type { UploadedFile } from './read-uploads.ts';
import type { ReadBytes, Spool } from './spool.ts';

/** A file ready to store; its bytes are read back when written, one file at a time. */
export interface PreparedFile {
  record: Omit<ImageRecord, 'createdAt'>;
  data: ReadBytes;
  thumbnail: ReadBytes | null;
  /** The photo before its faces were blurred, where the company keeps it. */
  original?: ReadBytes | null;
}

/** An id as one folder name of a file key: ids may hold dots, and ".." must never reach a key. */
function keySegment(id: string): string {
  return encodeURIComponent(id).replace(/\./g, '%2E');
}

/**
 * Decodes and converts every file first, so a broken one fails the request before any write: one
 * at a time, each result kept in the spool, so memory holds one photo however many there are.
 * Where the company has faces blurred, each photo is stored with its faces blurred.
 */
export async function prepareFiles(
  companyId: string,
  projectId: string,
  component: string,
  files: UploadedFile[],
  spool: Spool,
  faceBlur: FaceBlur = 'off',
): Promise<PreparedFile[]> {
  const prepared: PreparedFile[] = [];
  for (const file of files) prepared.push(await prepareFile(companyId, projectId, component, file, spool, faceBlur));
  return prepared;
}

async function prepareFile(companyId: string, projectId: string, component: string, file: UploadedFile, spool: Spool, faceBlur: FaceBlur): Promise<PreparedFile> {
  const id = randomUUID();
  const bytes = await file.read();
  let data = bytes;
  let contentType: SniffedType = file.type;
  let width: number | null = null;
  let height: number | null = null;
  let thumbnail: Buffer | null = null;
  let pageCount: number | null = null;
  if (file.type === 'application/pdf') pageCount = (await pdfPageCount(bytes)) ?? null;
  else {
    try {
      ({ data, contentType, width, height, thumbnail } = await decodeInTurn(() => normalizeImage(bytes, file.type)));
    } catch (error) {
      if (error instanceof ImageDecodeError) {
        throw error.reason === 'too-large'
          ? new HttpError(413, 'image_too_large', API_TEXTS.imageTooLarge(file.originalName))
          : new HttpError(415, 'unreadable_image', API_TEXTS.unreadableImage(file.originalName));
      }
      throw error;
    }
  }
  const extension = extensionFor(contentType);
  const folder = `companies/${keySegment(companyId)}/projects/${keySegment(projectId)}`;
  const faces = faceBlur !== 'off' && contentType !== 'application/pdf' ? await decodeInTurn(() => withFacesBlurred(data, contentType as StoredImageType)) : null;
  const original = faces && faceBlur === 'keep-original' ? data : null;
  if (faces) ({ data, thumbnail } = faces);
  return {
    data: data === bytes ? file.read : await spool.keep(data),
    thumbnail: thumbnail && (await spool.keep(thumbnail)),
    original: original && (await spool.keep(original)),
    record: {
      id,
      companyId,
      projectId,
      component,
      originalName: file.originalName,
      fileKey: `${folder}/${id}.${extension}`,
      thumbKey: thumbnail ? `${folder}/${id}.thumb.jpg` : null,
      contentType,
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      uploadSha256: createHash('sha256').update(bytes).digest('hex'),
      width,
      height,
      pageNumber: null,
      pageCount,
      annotated: false,
      blurredFaces: faces?.count ?? null,
      originalKey: original ? `${folder}/${id}.original.${extension}` : null,
    },
  };
}

/** Writes the bytes to the file store, then the rows in the caller's transaction. */
export async function storeFiles(tx: Queryable, files: FileStore, prepared: PreparedFile[]): Promise<ImageRecord[]> {
  await writeFiles(files, prepared);
  return insertRecords(tx, prepared);
}

/**
 * The bytes alone (each file with its thumbnail at once), before a transaction that would
 * otherwise hold its locks while they are written. Files whose rows never commit are only
 * unreferenced, never shown.
 */
export async function writeFiles(files: FileStore, prepared: PreparedFile[]): Promise<void> {
  for (const file of prepared) {
    const { fileKey, thumbKey, originalKey, contentType } = file.record;
    await files.put(fileKey, await file.data(), contentType);
    if (file.thumbnail && thumbKey) await files.put(thumbKey, await file.thumbnail(), 'image/jpeg');
    if (file.original && originalKey) await files.put(originalKey, await file.original(), contentType);
  }
}

/**
 * Runs the work that writes files and commits their rows; if it fails anywhere, the files it had
 * written (`written()` names them) are removed again, so a failed request leaves nothing behind.
 */
export async function removingOnFailure<T>(files: FileStore, written: () => PreparedFile[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const { record } of written()) {
      await files.delete(record.fileKey).catch(() => undefined);
      if (record.thumbKey) await files.delete(record.thumbKey).catch(() => undefined);
      if (record.originalKey) await files.delete(record.originalKey).catch(() => undefined);
    }
    throw error;
  }
}

/** The metadata rows of files already written, in the caller's transaction. */
export async function insertRecords(tx: Queryable, prepared: PreparedFile[]): Promise<ImageRecord[]> {
  const images = new ImageRepository(tx);
  const stored: ImageRecord[] = [];
  for (const file of prepared) stored.push(await images.insert(file.record));
  return stored;
}
