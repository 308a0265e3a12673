// The photo collection of one project as the menu's overlay shows it: an upload still queued
// on this device (with how far its bytes have come while it is on its way), or a ticket the
// server is processing (kept in the store across restarts).
import { useSyncExternalStore } from 'react';
import type { UploadProgress } from '@/sync/upload-progress';
import { storedPhotoCollection } from '@/db/photo-collection-store';
import type { OutboxEntry } from '@/db/outbox-entries';
import type { StoredTicket } from '@/db/schema';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export type PhotoCollectionProgress =
  | { phase: 'queued'; entry: OutboxEntry; imageCount: number; upload: UploadProgress | null }
  | { phase: 'ticket'; ticket: StoredTicket };

export function usePhotoCollection(companyId: string, projectId: string): PhotoCollectionProgress | null | undefined {
  const { db, engine } = useDataLayer();
  const uploads = useSyncExternalStore(engine.uploads.subscribe, engine.uploads.getSnapshot);
  const stored = useStoreQuery(() => storedPhotoCollection(db, companyId, projectId), [db, companyId, projectId]);
  if (stored?.phase !== 'queued') return stored;
  return { ...stored, upload: uploads.get(stored.entry.id as number) ?? null };
}
