// The browser's view of the network, for modules that must behave differently offline.
import { useSyncExternalStore } from 'react';
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

/** Whether the browser reports a network, re-rendering on every change. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}

export const browserConnectivity: Connectivity = {
  isOnline,
  onOnline(callback) {
    window.addEventListener('online', callback);
    return () => window.removeEventListener('online', callback);
  },
};
