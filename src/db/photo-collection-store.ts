// Where a project's photo collection stands on this device: an upload still queued, or the
// ticket of one the server is processing (kept across restarts).
import { projectKey, type OutboxEntry, type StoredTicket, type VorOrtDatabase } from './schema';

export type StoredPhotoCollection = { phase: 'queued'; entry: OutboxEntry; imageCount: number } | { phase: 'ticket'; ticket: StoredTicket };

export async function storedPhotoCollection(db: VorOrtDatabase, companyId: string, projectId: string): Promise<StoredPhotoCollection | null> {
  const key = projectKey(companyId, projectId);
  const entry = await db.outbox
    .where('projectKey')
    .equals(key)
    .filter((candidate) => candidate.kind === 'photo-collection')
    .first();
  if (entry) return { phase: 'queued', entry, imageCount: entry.files?.length ?? 0 };
  const ticket = await db.tickets.where('projectKey').equals(key).first();
  return ticket ? { phase: 'ticket', ticket } : null;
}
