// What the app bar shows about sync: pending changes, entries waiting for the user, the last
// successful sync, and the uploads still queued per image area.
import { useLiveQuery } from 'dexie-react-hooks';
import { LAST_SYNC_FLAG } from '@/sync/sync-engine';
import type { OutboxEntry } from '../schema';
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
    useLiveQuery(async () => {
      const entries = await db.outbox.toArray();
      const last = await db.flags.get(LAST_SYNC_FLAG);
      return {
        pending: entries.length,
        failed: entries.filter((entry) => entry.state === 'failed'),
        lastSyncAt: typeof last?.value === 'string' ? last.value : null,
      };
    }, [db]) ?? NOTHING_KNOWN
  );
}
