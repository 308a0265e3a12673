// Last server answers of read-only resources, keyed by what they are and whose they are.
import type { VorOrtDatabase } from './schema';

export function cacheKey(kind: string, ...parts: string[]): string {
  return [kind, ...parts].join(':');
}

export async function writeCache(db: VorOrtDatabase, key: string, value: unknown): Promise<void> {
  await db.cache.put({ key, value, fetchedAt: new Date().toISOString() });
}

export async function deleteCache(db: VorOrtDatabase, key: string): Promise<void> {
  await db.cache.delete(key);
}
