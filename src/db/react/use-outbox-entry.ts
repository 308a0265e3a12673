// Follows one outbox entry: present while queued, gone once the server confirmed it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../schema';
import { useDataLayer } from './data-context';

/** undefined while loading, null once the entry has left the outbox. */
export function useOutboxEntry(id: number | null): OutboxEntry | null | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (id === null ? null : ((await db.outbox.get(id)) ?? null)), [db, id]);
}
