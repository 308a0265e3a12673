// The last stored answer of a read-only resource, live: undefined while the device is asked,
// null when nothing is stored under the key.
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredCacheEntry } from '../schema';
import { useDataLayer } from './data-context';

export function useCachedEntry(key: string): StoredCacheEntry | null | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (await db.cache.get(key)) ?? null, [db, key]);
}
