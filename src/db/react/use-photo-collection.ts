// The photo collection of one project as the menu's overlay shows it: an upload still queued
// on this device (with how far its bytes have come while it is on its way), or a ticket the
// server is processing (kept in the store across restarts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { UploadProgress } from '@/sync/upload-progress';
import { projectKey, type OutboxEntry, type StoredTicket } from '../schema';
import { useDataLayer } from './data-context';

export type PhotoCollectionProgress =
  | { phase: 'queued'; entry: OutboxEntry; imageCount: number; upload: UploadProgress | null }
  | { phase: 'ticket'; ticket: StoredTicket };

export function usePhotoCollection(companyId: string, projectId: string): PhotoCollectionProgress | null | undefined {
  const { db, engine } = useDataLayer();
  const uploads = useSyncExternalStore(engine.uploads.subscribe, engine.uploads.getSnapshot);
  const stored = useLiveQuery(async () => {
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
  if (stored?.phase !== 'queued') return stored;
  return { ...stored, upload: uploads.get(stored.entry.id as number) ?? null };
}
