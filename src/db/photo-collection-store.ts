// Where a project's photo collection stands on this device: an upload still queued, or the
// ticket of one the server is processing (kept across restarts).
import { ofKind, type PhotoCollectionEntry } from './outbox-entries';
import { projectKey, type StoredTicket, type VorOrtDatabase } from './schema';

export type StoredPhotoCollection = { phase: 'queued'; entry: PhotoCollectionEntry; imageCount: number } | { phase: 'ticket'; ticket: StoredTicket };

export async function storedPhotoCollection(db: VorOrtDatabase, companyId: string, projectId: string): Promise<StoredPhotoCollection | null> {
  const key = projectKey(companyId, projectId);
  const entry = await db.outbox
    .where('projectKey')
    .equals(key)
    .filter(ofKind('photo-collection'))
    .first();
  if (entry) return { phase: 'queued', entry, imageCount: entry.files.length };
  const ticket = await db.tickets.where('projectKey').equals(key).first();
  return ticket ? { phase: 'ticket', ticket } : null;
}
