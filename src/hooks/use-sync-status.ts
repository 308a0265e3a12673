// What the app bar shows about sync: pending changes, entries waiting for the user, the last
// successful sync, and the uploads still queued per image area.
import { outboxOverview } from '@/db/outbox-store';
import { changeCount, type OutboxEntry } from '@/db/outbox-entries';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export interface SyncStatus {
  pending: number;
  failed: OutboxEntry[];
  lastSyncAt: string | null;
}

const NOTHING_KNOWN: SyncStatus = { pending: 0, failed: [], lastSyncAt: null };

export function useSyncStatus(): SyncStatus {
  const { db } = useDataLayer();
  return (
    useStoreQuery(async () => {
      const { entries, lastSyncAt } = await outboxOverview(db);
      return { pending: changeCount(entries), failed: entries.filter((entry) => entry.state === 'failed'), lastSyncAt };
    }, [db]) ?? NOTHING_KNOWN
  );
}
