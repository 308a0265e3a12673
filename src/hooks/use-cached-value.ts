// The last stored answer of a read-only resource, live: undefined while the device is asked,
// null when nothing is stored under the key.
import { cachedEntry } from '@/db/cache-store';
import type { StoredCacheEntry } from '@/db/schema';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export function useCachedEntry(key: string): StoredCacheEntry | null | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => cachedEntry(db, key), [db, key]);
}
