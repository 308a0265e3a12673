// Queues uploads with their files: blobs under the hash of their bytes (a photo queued twice
// is stored once) and one outbox entry, written together.
import { newOutboxEntry, releaseBlobs } from './outbox-store';
import type { OutboxKind, StoredBlob, VorOrtDatabase } from './schema';

export interface QueuedFile {
  blob: Blob;
  name: string;
}

export async function hashBlob(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hashes the files; done before a transaction, as IndexedDB commits one that waits on other work. */
function toStoredBlobs(files: QueuedFile[]): Promise<StoredBlob[]> {
  return Promise.all(files.map(async (file) => ({ hash: await hashBlob(file.blob), blob: file.blob, type: file.blob.type, size: file.blob.size })));
}

function fileRefs(blobs: StoredBlob[], files: QueuedFile[]) {
  return blobs.map((blob, index) => ({ hash: blob.hash, name: files[index].name }));
}

export async function queueUpload(
  db: VorOrtDatabase,
  request: { companyId: string; projectId: string; kind: Extract<OutboxKind, 'area-upload' | 'photo-collection'>; area?: string; files: QueuedFile[] },
): Promise<number> {
  const blobs = await toStoredBlobs(request.files);
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    await db.blobs.bulkPut(blobs);
    const entry = newOutboxEntry(request.companyId, request.projectId, request.kind, { area: request.area, files: fileRefs(blobs, request.files) });
    return (await db.outbox.add(entry)) as number;
  });
}

export async function queueImageDelete(db: VorOrtDatabase, companyId: string, projectId: string, area: string, imageId: string): Promise<number> {
  return (await db.outbox.add(newOutboxEntry(companyId, projectId, 'delete-image', { area, imageId }))) as number;
}

/** Queues the move of an image from one area to another; the caller moves the local copy with it. */
export async function queueImageMove(db: VorOrtDatabase, companyId: string, projectId: string, area: string, imageId: string, toArea: string) {
  return db.outbox.add({ ...newOutboxEntry(companyId, projectId, 'move-image', { area, imageId }), toArea });
}

/** Replaces an upload's files by smaller copies (after a 413), keeping its idempotency key. */
export async function replaceUploadFiles(db: VorOrtDatabase, entryId: number, files: QueuedFile[]): Promise<void> {
  const blobs = await toStoredBlobs(files);
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry = await db.outbox.get(entryId);
    if (!entry) return;
    await db.blobs.bulkPut(blobs);
    await db.outbox.update(entryId, {
      files: fileRefs(blobs, files),
      shrinks: (entry.shrinks ?? 0) + 1,
    });
    await releaseBlobs(db, entry);
  });
}
