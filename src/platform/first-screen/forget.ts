// Forgets the kept first screen (record.ts). Apart from capture.ts, which needs the page: the
// store calls it, and the service worker, which writes the store too, has no localStorage.
import { FIRST_SCREEN_KEY } from './record';

/** The kept page no longer shows what the store holds: the next start paints nothing until the dashboard keeps a new one. */
export function forgetFirstScreen(): void {
  (globalThis as { localStorage?: { removeItem(key: string): void } }).localStorage?.removeItem(FIRST_SCREEN_KEY);
}
