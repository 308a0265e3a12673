// A photo's marks queued for the server with their marked copy, and the marks as this device last
// knew them (the cache), so the editor opens with them offline. A newer save of the same photo's
// marks replaces one still waiting: only the last drawing matters.
import type { PhotoMark, PhotoMarkup } from '@/domain/photo-marks';
import { blobOf, writingBlobs } from './blob-records';
import { cacheKey } from './cache-store';
import type { PhotoMarkupEntry } from './outbox-entries';
import { newOutboxEntry, releaseHashes } from './outbox-store';
import { projectKey, type VorOrtDatabase } from './schema';
import { toStoredBlobs } from './upload-store';

export function markupCacheKey(companyId: string, projectId: string, photoKey: string): string {
  return cacheKey('markup', companyId, projectId, photoKey);
}

/** The name the marked copy is sent under. */
const COPY_NAME = 'markiert.jpg';

export async function queuePhotoMarkup(
  db: VorOrtDatabase,
  request: { companyId: string; projectId: string; photoKey: string; marks: PhotoMark[]; updatedAt: string; copy: Blob | null },
): Promise<void> {
  const { companyId, projectId, photoKey, marks, updatedAt } = request;
  const blobs = request.copy ? await toStoredBlobs([{ blob: request.copy, name: COPY_NAME }]) : [];
  const key = projectKey(companyId, projectId);
  await writingBlobs(blobs, (records) =>
    db.transaction('rw', [db.outbox, db.blobs, db.cache], async () => {
      const replaced = await db.outbox
        .where('projectKey')
        .equals(key)
        .filter((entry) => entry.kind === 'photo-markup' && entry.photoKey === photoKey && entry.state !== 'sending')
        .toArray();
      await db.outbox.bulkDelete(replaced.map((entry) => entry.id as number));
      await db.blobs.bulkPut(records);
      await db.outbox.add(newOutboxEntry(companyId, projectId, 'photo-markup', { photoKey, marks, updatedAt, files: records.map((record) => ({ hash: record.hash, name: COPY_NAME })) }));
      await releaseHashes(db, replaced.flatMap((entry) => entry.files?.map((file) => file.hash) ?? []));
      const markup: PhotoMarkup = { marks, updatedAt };
      await db.cache.put({ key: markupCacheKey(companyId, projectId, photoKey), value: markup, fetchedAt: updatedAt, changedAt: updatedAt });
    }),
  );
}

/** A photo's marks still waiting on this device, with their marked copy (none when they were removed). */
export interface PendingMarkup {
  marks: PhotoMark[];
  copy: Blob | null;
  /** When they were drawn: what the server keeps them under, too. */
  updatedAt: string;
}

/** The marks still waiting on this device, by photo key: shown, and edited on, until the server has them. */
export async function pendingMarkups(db: VorOrtDatabase, companyId: string, projectId: string): Promise<Record<string, PendingMarkup>> {
  const entries = (await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray()).filter((entry): entry is PhotoMarkupEntry => entry.kind === 'photo-markup');
  const pending: Record<string, PendingMarkup> = {};
  for (const entry of entries) {
    const hash = entry.files[0]?.hash;
    const record = hash ? await db.blobs.get(hash) : undefined;
    pending[entry.photoKey] = { marks: entry.marks, copy: record ? blobOf(record) : null, updatedAt: entry.updatedAt };
  }
  return pending;
}
