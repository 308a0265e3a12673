// The marked copy of a photo ('Markieren'): the JPEG the device drew from the photo and its marks,
// stored as an annotated image row that names its photo (so it goes when the photo is deleted),
// under a component of its own, so it is never taken for the analysis' annotated outer-roof
// copies nor listed as a photo of its own.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MarkedPhoto } from '../../src/domain/photo-marks.ts';
import { photoKey } from '../../src/domain/photo-notes.ts';
import type { FaceBlur, Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import { ImageDecodeError, normalizeImage } from '../files/images.ts';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { withFacesBlurred } from '../privacy/faces.ts';
import type { ImageRecord } from '../repositories/images.ts';
import { MarkupRepository } from '../repositories/markups.ts';
import { decodeInTurn } from '../uploads/decode-queue.ts';
import type { PreparedFile } from '../uploads/store-files.ts';
import { ANNOTATION_TEXTS as T } from './texts.ts';

/** The component of every marked copy's image row. */
export const MARKED_COPY_COMPONENT = 'markiert';

const DATA_URL_PREFIX = 'data:image/jpeg;base64,';

export function isMarkedCopy(image: Pick<ImageRecord, 'annotated' | 'component'>): boolean {
  return image.annotated && image.component === MARKED_COPY_COMPONENT;
}

/** The key the project's notes on a photo are kept under (`photoKey` of the domain), for an image row. */
export function photoKeyOf(photo: Pick<ImageRecord, 'id' | 'uploadSha256'>): string {
  return photoKey({ id: photo.id, uploadSha256: photo.uploadSha256 ?? undefined });
}

/**
 * The copy as a file ready for storeFiles, normalized like an upload (which also makes its
 * thumbnail). Bytes that are not a readable JPEG are the sender's fault: 400, never 500. The
 * device drew it from the photo as taken, so where the company has faces blurred, they are blurred
 * on the copy too.
 */
export async function markedCopyFile(photo: ImageRecord, dataUrl: string, faceBlur: FaceBlur): Promise<PreparedFile> {
  const bytes = dataUrl.startsWith(DATA_URL_PREFIX) ? Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64') : Buffer.alloc(0);
  let image;
  try {
    image = await decodeInTurn(() => normalizeImage(bytes, 'image/jpeg'));
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    throw error.reason === 'too-large'
      ? new HttpError(413, 'image_too_large', API_TEXTS.markedCopyTooLarge, 'copy')
      : new HttpError(400, 'validation', API_TEXTS.markedCopyUnreadable, 'copy');
  }
  const { width, height } = image;
  const blurred = faceBlur === 'off' ? null : await decodeInTurn(() => withFacesBlurred(image.data, 'image/jpeg'));
  const { data, thumbnail } = blurred ?? image;
  const id = randomUUID();
  const folder = path.posix.dirname(photo.fileKey);
  return {
    data: async () => data,
    thumbnail: async () => thumbnail,
    record: {
      id,
      companyId: photo.companyId,
      projectId: photo.projectId,
      component: MARKED_COPY_COMPONENT,
      originalName: T.markedName(photo.originalName),
      fileKey: `${folder}/${id}.jpg`,
      thumbKey: `${folder}/${id}.thumb.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      uploadSha256: null,
      width,
      height,
      pageNumber: null,
      pageCount: null,
      annotated: true,
      sourceImageId: photo.id,
      blurredFaces: blurred?.count ?? null,
    },
  };
}

export function withMarkedPhoto(project: Project, key: string, marked: MarkedPhoto): Project {
  return { ...project, photoMarks: { ...project.photoMarks, [key]: marked } };
}

export function withoutMarkedPhoto(project: Project, key: string): Project {
  if (!project.photoMarks?.[key]) return project;
  const { [key]: _removed, ...rest } = project.photoMarks;
  return { ...project, photoMarks: rest };
}

/**
 * A deleted photo's marks, in the caller's transaction: its marks row and the project's mention
 * of its copy (the copy's row goes with removeDerivedImages). Answers the project without them.
 */
export async function dropMarks(tx: Queryable, companyId: string, project: Project, photo: ImageRecord): Promise<Project> {
  const key = photoKeyOf(photo);
  await new MarkupRepository(tx).delete(companyId, project.id, key);
  return withoutMarkedPhoto(project, key);
}
