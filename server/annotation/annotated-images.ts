// The annotated outer-roof images (SPEC §7 '…/dach-aussen/annotated'): for every photo the
// analysis found objects on, a copy with the boxes drawn in, stored as its own image row that
// names its source. It is listed apart and printed in the protocol as its own group, and goes
// when its photo is deleted or moved to another area.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Detection } from '../../src/domain/image.ts';
import type { Queryable } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { makeThumbnail } from '../files/images.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import type { PreparedFile } from '../uploads/store-files.ts';
import { drawDetections } from './draw-detections.ts';
import { ANNOTATION_TEXTS as T } from './texts.ts';

export interface SourcePhoto {
  record: Omit<ImageRecord, 'createdAt'>;
  bytes: Buffer;
}

/** Annotated copies, ready for storeFiles, of the outer-roof photos among `sources` that have detections. */
export async function annotatedFiles(sources: SourcePhoto[], detections: Detection[] | undefined): Promise<PreparedFile[]> {
  const prepared: PreparedFile[] = [];
  for (const { record, bytes } of sources) {
    const own = (detections ?? []).filter((detection) => detection.imageId === record.id);
    if (record.component !== 'dach-aussen' || !own.length || !record.contentType.startsWith('image/')) continue;
    const data = await drawDetections(bytes, own);
    const id = randomUUID();
    const folder = path.posix.dirname(record.fileKey);
    const thumbnail = await makeThumbnail(data);
    prepared.push({
      data: async () => data,
      thumbnail: async () => thumbnail,
      record: {
        id,
        companyId: record.companyId,
        projectId: record.projectId,
        component: 'dach-aussen',
        originalName: T.annotatedName(record.originalName),
        fileKey: `${folder}/${id}.jpg`,
        thumbKey: `${folder}/${id}.thumb.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        uploadSha256: null,
        width: record.width,
        height: record.height,
        pageNumber: null,
        pageCount: null,
        annotated: true,
        sourceImageId: record.id,
      },
    });
  }
  return prepared;
}

/**
 * Deletes the rows of a photo's annotated copies (but those `keep` spares); answers them so their
 * files go after the commit.
 */
export async function removeDerivedImages(tx: Queryable, sourceImageId: string, keep: (image: ImageRecord) => boolean = () => false): Promise<ImageRecord[]> {
  const images = new ImageRepository(tx);
  const derived = (await images.derivedFrom(sourceImageId)).filter((image) => !keep(image));
  for (const image of derived) await images.delete(image.id);
  return derived;
}

/** Removes stored files whose rows are gone. */
export async function deleteFiles(files: FileStore, records: ImageRecord[]): Promise<void> {
  for (const record of records) {
    await files.delete(record.fileKey);
    if (record.thumbKey) await files.delete(record.thumbKey);
  }
}
