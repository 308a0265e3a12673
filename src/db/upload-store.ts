// Queues uploads with their files: blobs under the hash of their bytes (a photo queued twice
// is stored once) and one outbox entry, written together.
import { releaseBlobs } from './outbox-store';
import { projectKey, type OutboxKind, type StoredBlob, type VorOrtDatabase } from './schema';

export interface QueuedFile {
  blob: Blob;
  name: string;
}

export async function hashBlob(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function queueUpload(
  db: VorOrtDatabase,
  request: { companyId: string; projectId: string; kind: Extract<OutboxKind, 'area-upload' | 'photo-collection'>; area?: string; files: QueuedFile[] },
): Promise<number> {
  // Hash before the transaction: IndexedDB commits a transaction that waits on other work.
  const blobs: StoredBlob[] = await Promise.all(
    request.files.map(async (file) => ({ hash: await hashBlob(file.blob), blob: file.blob, type: file.blob.type, size: file.blob.size })),
  );
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    await db.blobs.bulkPut(blobs);
    return (await db.outbox.add({
      projectKey: projectKey(request.companyId, request.projectId),
      companyId: request.companyId,
      projectId: request.projectId,
      kind: request.kind,
      area: request.area,
      files: blobs.map((blob, index) => ({ hash: blob.hash, name: request.files[index].name })),
      idempotencyKey: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
      attempts: 0,
      notBefore: 0,
      state: 'pending',
      lastError: null,
    })) as number;
  });
}

export async function queueImageDelete(db: VorOrtDatabase, companyId: string, projectId: string, area: string, imageId: string) {
  return db.outbox.add({
    projectKey: projectKey(companyId, projectId),
    companyId,
    projectId,
    kind: 'delete-image',
    area,
    imageId,
    idempotencyKey: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    attempts: 0,
    notBefore: 0,
    state: 'pending',
    lastError: null,
  });
}

/** Replaces an upload's files by smaller copies (after a 413), keeping its idempotency key. */
export async function replaceUploadFiles(db: VorOrtDatabase, entryId: number, files: QueuedFile[]): Promise<void> {
  const blobs: StoredBlob[] = await Promise.all(
    files.map(async (file) => ({ hash: await hashBlob(file.blob), blob: file.blob, type: file.blob.type, size: file.blob.size })),
  );
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry = await db.outbox.get(entryId);
    if (!entry) return;
    await db.blobs.bulkPut(blobs);
    await db.outbox.update(entryId, {
      files: blobs.map((blob, index) => ({ hash: blob.hash, name: files[index].name })),
      shrinks: (entry.shrinks ?? 0) + 1,
    });
    await releaseBlobs(db, entry);
  });
}
