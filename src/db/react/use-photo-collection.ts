// The photo collection of one project as the menu's overlay shows it: an upload still queued
// on this device, or a ticket the server is processing (kept in the store across restarts).
import { useLiveQuery } from 'dexie-react-hooks';
import { projectKey, type OutboxEntry, type StoredTicket } from '../schema';
import { useDataLayer } from './data-context';

export type PhotoCollectionProgress =
  | { phase: 'queued'; entry: OutboxEntry; imageCount: number }
  | { phase: 'ticket'; ticket: StoredTicket };

export function usePhotoCollection(companyId: string, projectId: string): PhotoCollectionProgress | null | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => {
    const key = projectKey(companyId, projectId);
    const entry = await db.outbox
      .where('projectKey')
      .equals(key)
      .filter((candidate) => candidate.kind === 'photo-collection')
      .first();
    if (entry) return { phase: 'queued' as const, entry, imageCount: entry.files?.length ?? 0 };
    const ticket = await db.tickets.where('projectKey').equals(key).first();
    return ticket ? { phase: 'ticket' as const, ticket } : null;
  }, [db, companyId, projectId]);
}
