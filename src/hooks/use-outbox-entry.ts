// Follows one outbox entry: present while queued, gone once the server confirmed it.
import { outboxEntry } from '@/db/outbox-store';
import type { OutboxEntry } from '@/db/outbox-entries';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

/** undefined while loading, null once the entry has left the outbox. */
export function useOutboxEntry(id: number | null): OutboxEntry | null | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => (id === null ? null : outboxEntry(db, id)), [db, id]);
}
