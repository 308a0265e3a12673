// The images of one upload area, or of the photo collection, as the screen shows them: those the
// project holds, and those still queued on this device (shown with 'wartet auf Upload'), each photo once.
import type { ImageRef } from '@/domain/image';
import { COLLECTION_AREA } from '@/domain/upload-areas';
import { imagesOf, uploadHashes } from '@/domain/project-images';
import { blobOf } from './blob-records';
import { photosBeingSorted } from './ticket-store';
import type { OutboxEntry } from './outbox-entries';
import { projectKey, type VorOrtDatabase } from './schema';

export interface QueuedImage {
  key: string;
  /** SHA-256 of its bytes: how a required shot names a photo not yet on the server. */
  hash: string;
  name: string;
  blob: Blob;
  /** 'failed' waits for the user in the sync dialog. */
  state: OutboxEntry['state'];
  /** When it was added on this device: its time where the camera wrote none. */
  addedAt: string;
}

export interface AreaImages {
  stored: ImageRef[];
  queued: QueuedImage[];
  /** The collection's photos the server is sorting (hashes): sent from here, in no area yet. */
  sorting: string[];
}

/**
 * Reads an area's images. `blobs` holds the Blobs an earlier read made, by hash: a Blob read again
 * from IndexedDB is a new object, so a new object URL and the photo decoded again. It is replaced
 * by the Blobs this read uses.
 */
export async function readAreaImages(
  db: VorOrtDatabase,
  target: { companyId: string; projectId: string; area: string },
  blobs: { current: Map<string, Blob> },
): Promise<AreaImages> {
  // One read-only transaction: an upload's answer takes its entry out of the outbox and puts the
  // photo into the project in one transaction (completeWithProject), so the read sees both or
  // neither. Read one after the other, the project could be read before that commit and the outbox
  // after it, and the photo was in neither list for one render: its tile unmounted, and with it a
  // caption dialog, the full-size view or the markup editor opened on it. Within one page Dexie
  // reads again before answering; the service worker's commit is only heard of later.
  return db.transaction('r', [db.projects, db.outbox, db.blobs, db.tickets], async () => {
    const key = projectKey(target.companyId, target.projectId);
    const stored = await db.projects.get(key);
    // Read whole and filtered here: a Dexie filter steps a cursor through the project's entries,
    // and this read runs again at each answered upload of a drain of a hundred.
    const entries = (await db.outbox.where('projectKey').equals(key).toArray()).filter(
      (entry) => (entry.kind === 'area-upload' && entry.area === target.area) || (entry.kind === 'photo-collection' && target.area === COLLECTION_AREA),
    );
    const storedImages = stored ? imagesOf(stored.project, target.area) : [];
    // An upload whose answer was lost (a reload or a dropped connection mid-request) is sent once
    // more, and the server answers it from its idempotency record; until then the project loaded
    // from the server holds the photo already, and it shows once, as stored.
    const arrived = new Set(uploadHashes(storedImages));
    const files = entries.flatMap((entry) =>
      (entry.files ?? []).flatMap((file, index) => (arrived.has(file.hash) ? [] : [{ ...file, key: `${entry.id}-${index}`, state: entry.state, addedAt: entry.createdAt }])),
    );
    const missing = files.map((file) => file.hash).filter((hash) => !blobs.current.has(hash));
    const read = await db.blobs.bulkGet(missing);
    const known = new Map<string, Blob>();
    for (const file of files) {
      const record = read[missing.indexOf(file.hash)];
      const blob = blobs.current.get(file.hash) ?? (record && blobOf(record));
      if (blob) known.set(file.hash, blob);
    }
    blobs.current = known;
    const queued = files.flatMap((file) => {
      const blob = known.get(file.hash);
      return blob ? [{ key: file.key, hash: file.hash, name: file.name, blob, state: file.state, addedAt: file.addedAt }] : [];
    });
    return { stored: storedImages, queued, sorting: target.area === COLLECTION_AREA ? await photosBeingSorted(db, key) : [] };
  });
}

/** The hashes of the photos queued for each area of a project, and for its photo collection (also those the server is sorting). */
export async function queuedHashesByArea(db: VorOrtDatabase, companyId: string, projectId: string): Promise<Record<string, string[]>> {
  const key = projectKey(companyId, projectId);
  const entries = await db.outbox.where('projectKey').equals(key).toArray();
  const sorting = await photosBeingSorted(db, key);
  const byArea: Record<string, string[]> = sorting.length ? { [COLLECTION_AREA]: sorting } : {};
  for (const entry of entries) {
    const area = entry.kind === 'area-upload' ? entry.area : entry.kind === 'photo-collection' ? COLLECTION_AREA : null;
    if (area) (byArea[area] ??= []).push(...(entry.files ?? []).map((file) => file.hash));
  }
  return byArea;
}
