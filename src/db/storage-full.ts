// Recognises a write the browser refused because the origin's storage quota is used up: IndexedDB
// reports it as QuotaExceededError, which Dexie passes on by name or wraps as the inner error.
export function isQuotaExceeded(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { inner?: unknown }).inner) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
  }
  return false;
}
