// Last server answers of read-only resources, keyed by what they are and whose they are.
import type { StoredCacheEntry, VorOrtDatabase } from './schema';

export function cacheKey(kind: string, ...parts: string[]): string {
  return [kind, ...parts].join(':');
}

/**
 * Keeps a server answer. An answer to a request sent before the device changed the entry itself
 * (`requestedAt`) is older than that change and is dropped, so a replay's update survives a
 * load that crossed it.
 */
export async function writeCache(db: VorOrtDatabase, key: string, value: unknown, requestedAt?: Date): Promise<void> {
  await db.transaction('rw', db.cache, async () => {
    const changedAt = (await db.cache.get(key))?.changedAt;
    if (requestedAt && changedAt && changedAt > requestedAt.toISOString()) return;
    await db.cache.put({ key, value, fetchedAt: new Date().toISOString() });
  });
}

/** The project's damages as the server last listed them, kept current by the outbox replay. */
export function damagesCacheKey(companyId: string, projectId: string): string {
  return cacheKey('vorschaeden', companyId, projectId);
}

/** Applies a confirmed create or delete to the cached damage list, if the device has one. */
export async function updateCachedDamages<T extends { id: string }>(db: VorOrtDatabase, key: string, change: (list: T[]) => T[]): Promise<void> {
  const entry = await db.cache.get(key);
  if (entry && Array.isArray(entry.value)) await db.cache.put({ ...entry, value: change(entry.value as T[]), changedAt: new Date().toISOString() });
}

/** The project's latest buildability assessment as last fetched or checked. */
export function buildabilityCacheKey(companyId: string, projectId: string): string {
  return cacheKey('buildability', companyId, projectId);
}

/** The stored answer under `key`, or null. */
export async function cachedEntry(db: VorOrtDatabase, key: string): Promise<StoredCacheEntry | null> {
  return (await db.cache.get(key)) ?? null;
}
