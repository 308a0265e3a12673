// Registers the service worker and reports a waiting new version, which the user activates
// with 'Aktualisieren' (workbox-window). Only in production builds: dev has no worker.
import { Workbox } from 'workbox-window';

export type ApplyUpdate = () => void;

export function registerServiceWorker(onUpdateReady: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // The first install passes through 'waiting' for a moment in Firefox when the page that began
    // it was left mid-way: with no version controlling the page yet there is nothing to update.
    if (!navigator.serviceWorker.controller) return;
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
