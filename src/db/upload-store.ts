// Queues uploads with their files: blobs under the hash of their bytes (a photo queued twice
// is stored once) and one outbox entry, written together.
import { firstOfEachContent } from '@/domain/duplicates';
import { withFlaggedPhotos } from '@/domain/photo-checks';
import { withPhotoOrigins, type PhotoOrigin } from '@/domain/photo-origin';
import type { PhotoProblem } from '@/domain/photo-quality';
import { COLLECTION_AREA } from '@/domain/upload-areas';
import { detachImage, moveImage, uploadedContents } from '@/domain/project-images';
import { blobOf, writingBlobs } from './blob-records';
import type { OutboxEntry, QueuedFileRef } from './outbox-entries';
import { newOutboxEntry, releaseBlobs, releaseHashes } from './outbox-store';
import { changeStoredProject, saveProjectLocally } from './project-store';
import { projectKey, type StoredBlob, type VorOrtDatabase } from './schema';

export interface QueuedFile {
  blob: Blob;
  name: string;
}

/** A photo of an area upload: what the quality guard found wrong with it, if anything, and when and where it was taken. */
export interface QueuedPhoto extends QueuedFile {
  problems?: PhotoProblem[];
  origin?: PhotoOrigin;
}

export async function hashBlob(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hashes the files; done before a transaction, as IndexedDB commits one that waits on other work. */
export function toStoredBlobs(files: QueuedFile[]): Promise<StoredBlob[]> {
  return Promise.all(files.map(async (file): Promise<StoredBlob> => ({ hash: await hashBlob(file.blob), blob: file.blob, type: file.blob.type, size: file.blob.size })));
}

function fileRefs(blobs: StoredBlob[], files: QueuedFile[]): QueuedFileRef[] {
  return blobs.map((blob, index) => ({ hash: blob.hash, name: files[index].name }));
}

/**
 * Records the guard's verdicts on photos just queued, and when and where they were taken, in the
 * project, in the transaction that queues them: a flagged photo is never without its verdict, and
 * every device gets both. Answers how many photos were flagged.
 */
async function recordPhotoFacts(
  db: VorOrtDatabase,
  companyId: string,
  projectId: string,
  area: string,
  photos: Array<{ hash: string; name: string; problems: PhotoProblem[]; origin?: PhotoOrigin }>,
): Promise<number> {
  const flagged = photos.filter((photo) => photo.problems.length);
  const origins = Object.fromEntries(photos.flatMap((photo) => (photo.origin ? [[photo.hash, photo.origin] as const] : [])));
  const stored = await db.projects.get(projectKey(companyId, projectId));
  if (!stored) return 0;
  const flaggedAt = new Date().toISOString();
  const checks = Object.fromEntries(flagged.map((photo) => [photo.hash, { area, name: photo.name, problems: photo.problems, flaggedAt }]));
  const project = withPhotoOrigins(flagged.length ? withFlaggedPhotos(stored.project, checks) : stored.project, origins);
  if (project !== stored.project) await saveProjectLocally(db, companyId, project);
  return flagged.length;
}

/** Queues a photo collection: its photos go to the server together, which sorts them. Answers how many the guard flagged, and each photo's hash. */
export async function queuePhotoCollection(db: VorOrtDatabase, request: { companyId: string; projectId: string; files: QueuedPhoto[] }): Promise<{ flagged: number; hashes: string[] }> {
  return writingBlobs(await toStoredBlobs(request.files), (blobs) =>
    db.transaction('rw', [db.outbox, db.blobs, db.projects], async () => {
      await db.blobs.bulkPut(blobs);
      const entry = newOutboxEntry(request.companyId, request.projectId, 'photo-collection', { files: fileRefs(blobs, request.files) });
      await db.outbox.add(entry);
      const photos = blobs.map((blob, index) => ({ hash: blob.hash, name: request.files[index].name, problems: request.files[index].problems ?? [], origin: request.files[index].origin }));
      return { flagged: await recordPhotoFacts(db, request.companyId, request.projectId, COLLECTION_AREA, photos), hashes: blobs.map((blob) => blob.hash) };
    }),
  );
}

/** What queueing an area's photos did: the entry to follow (none when every photo was there already). */
export interface QueuedPhotos {
  id: number | null;
  added: number;
  /** Photos left out because the project holds or queues the same bytes already. */
  duplicates: number;
  /** The areas that hold or queue those photos already (not this pick's own repeats), each once. */
  duplicatesIn: string[];
  /** The hash of each photo of the pick, in its order, duplicates included. */
  hashes: string[];
}

/**
 * Queues the photos of an area the project does not have yet: not those it holds (known by the
 * hash the server keeps of what the app sent), not those already waiting in the queue, and each
 * photo of the pick once. Checked and queued in one transaction, so two quick picks of the same
 * photo cannot both get in.
 */
export async function queueAreaPhotos(
  db: VorOrtDatabase,
  request: { companyId: string; projectId: string; area: string; files: QueuedPhoto[]; shot?: string },
): Promise<QueuedPhotos> {
  const key = projectKey(request.companyId, request.projectId);
  return writingBlobs(await toStoredBlobs(request.files), (blobs) =>
    db.transaction('rw', [db.outbox, db.blobs, db.projects], async () => {
      const stored = await db.projects.get(key);
      const held: Map<string, string | undefined> = stored ? uploadedContents(stored.project) : new Map();
      await db.outbox
        .where('projectKey')
        .equals(key)
        .each((entry) => {
          const area = entry.kind === 'area-upload' ? entry.area : entry.kind === 'photo-collection' ? COLLECTION_AREA : undefined;
          entry.files?.forEach((file) => held.set(file.hash, area));
        });
      const picked = blobs.map((blob, index) => ({ blob, name: request.files[index].name, problems: request.files[index].problems ?? [], origin: request.files[index].origin }));
      const hashes = blobs.map((blob) => blob.hash);
      const { fresh, duplicates } = firstOfEachContent(picked, (item) => item.blob.hash, new Set(held.keys()));
      const duplicatesIn = [...new Set(hashes.flatMap((hash) => held.get(hash) ?? []))];
      if (!fresh.length) return { id: null, added: 0, duplicates, duplicatesIn, hashes };
      await db.blobs.bulkPut(fresh.map((item) => item.blob));
      const files = fresh.map((item) => ({ hash: item.blob.hash, name: item.name }));
      const id = (await db.outbox.add(newOutboxEntry(request.companyId, request.projectId, 'area-upload', { area: request.area, files, ...(request.shot ? { shot: request.shot } : {}) }))) as number;
      await recordPhotoFacts(db, request.companyId, request.projectId, request.area, fresh.map((item) => ({ hash: item.blob.hash, name: item.name, problems: item.problems, origin: item.origin })));
      return { id, added: fresh.length, duplicates, duplicatesIn, hashes };
    }),
  );
}

/** Takes the image out of the local copy at once and queues the server delete, together. */
export async function queueImageDelete(db: VorOrtDatabase, companyId: string, projectId: string, area: string, imageId: string): Promise<number> {
  return db.transaction('rw', db.projects, db.outbox, async () => {
    await changeStoredProject(db, companyId, projectId, (project) => detachImage(project, area, imageId));
    return (await db.outbox.add(newOutboxEntry(companyId, projectId, 'delete-image', { area, imageId }))) as number;
  });
}

/** Moves the image to another area in the local copy at once and queues the server move, together. */
export async function queueImageMove(db: VorOrtDatabase, companyId: string, projectId: string, area: string, imageId: string, toArea: string): Promise<void> {
  await db.transaction('rw', db.projects, db.outbox, async () => {
    await changeStoredProject(db, companyId, projectId, (project) => moveImage(project, area, toArea, imageId));
    await db.outbox.add(newOutboxEntry(companyId, projectId, 'move-image', { area, imageId, toArea }));
  });
}

/**
 * Takes a queued photo out of its upload (an area's or a photo collection) before it is sent ('Neu aufnehmen'): the entry
 * goes when it has no photo left. A photo on its way to the server cannot be taken back; it is
 * deleted once it has arrived.
 */
export async function dropQueuedPhoto(db: VorOrtDatabase, companyId: string, projectId: string, hash: string): Promise<'dropped' | 'sending' | 'absent'> {
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    const entries = await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray();
    const holding = entries.filter((entry) => (entry.kind === 'area-upload' || entry.kind === 'photo-collection') && entry.files?.some((file) => file.hash === hash));
    if (!holding.length) return 'absent';
    if (holding.some((entry) => entry.state === 'sending')) return 'sending';
    for (const entry of holding) {
      const files = (entry.files ?? []).filter((file) => file.hash !== hash);
      if (files.length) await db.outbox.update(entry.id as number, { files });
      else await db.outbox.delete(entry.id as number);
    }
    await releaseHashes(db, [hash]);
    return 'dropped';
  });
}

/** The photos an upload sends, read back from the store; those no longer there are left out. */
export async function queuedFiles(db: VorOrtDatabase, entry: OutboxEntry): Promise<QueuedFile[]> {
  const files = entry.files ?? [];
  const stored = await db.blobs.bulkGet(files.map((file) => file.hash));
  return files.flatMap((file, index) => {
    const record = stored[index];
    return record ? [{ blob: blobOf(record), name: file.name }] : [];
  });
}

/** Replaces an upload's files by smaller copies (after a 413), keeping its idempotency key. */
export async function replaceUploadFiles(db: VorOrtDatabase, entryId: number, files: QueuedFile[]): Promise<void> {
  await writingBlobs(await toStoredBlobs(files), (blobs) =>
    db.transaction('rw', db.outbox, db.blobs, async () => {
      const entry = await db.outbox.get(entryId);
      if (!entry) return;
      await db.blobs.bulkPut(blobs);
      await db.outbox.update(entryId, {
        files: fileRefs(blobs, files),
        shrinks: (entry.shrinks ?? 0) + 1,
      });
      await releaseBlobs(db, entry);
    }),
  );
}
