// The network as the screens see it: the browser's report (navigator.onLine) and whether the
// server answered the last request (reachability.ts), so a request that fails or misses its
// deadline shows the app offline until one succeeds again, though the Wi-Fi is up.
import { useSyncExternalStore } from 'react';
import { onReachabilityChange, serverAnswered } from './reachability';

/** What the sign-in session needs of the network: whether there is one, and word when it returns. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls back when the browser reports the network is back; returns an unsubscribe. */
  onOnline(callback: () => void): () => void;
}

/** 'unreachable': the browser has a network, but the server did not answer. */
export type Connection = 'online' | 'offline' | 'unreachable';

/** The browser reports a network: whether to try a request at all. */
export function isOnline(): boolean {
  return navigator.onLine;
}

export function connection(): Connection {
  if (!navigator.onLine) return 'offline';
  return serverAnswered() ? 'online' : 'unreachable';
}

/** Subscribes to the browser's online and offline events and to the server's reachability. */
export function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  const stop = onReachabilityChange(callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
    stop();
  };
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribeOnline, connection);
}

/** Whether the screens may count on the server: a network, and the server answering. */
export function useOnline(): boolean {
  return useConnection() === 'online';
}

export const browserConnectivity: Connectivity = {
  isOnline,
  onOnline(callback) {
    // The network back, or the server answering again after it did not.
    window.addEventListener('online', callback);
    const stop = onReachabilityChange(() => serverAnswered() && callback());
    return () => {
      window.removeEventListener('online', callback);
      stop();
    };
  },
};
