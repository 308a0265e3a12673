// The browser's view of the network, for modules that must behave differently offline.
import type { Connectivity } from '@/auth/session';

export function isOnline(): boolean {
  return navigator.onLine;
}

/** Subscribes to both online and offline changes (for useSyncExternalStore). */
export function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export const browserConnectivity: Connectivity = {
  isOnline,
  onOnline(callback) {
    window.addEventListener('online', callback);
    return () => window.removeEventListener('online', callback);
  },
};
