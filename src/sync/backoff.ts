// Retry delays: 1 s doubling to at most 5 minutes, with jitter so many tablets coming back
// online do not hit the server in step; a server's Retry-After is honoured.
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

/** Delay before retry number `attempt` (0 for the first retry); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: number, retryAfterMs: number | null = null): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  const jittered = Math.round(ceiling * (0.5 + random / 2));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, BACKOFF_MAX_MS));
}
