// Registers the service worker and reports a waiting new version, which the user activates
// with 'Aktualisieren' (workbox-window). Only in production builds: dev has no worker.
import { Workbox } from 'workbox-window';

export type ApplyUpdate = () => void;

export function registerServiceWorker(onUpdateReady: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
