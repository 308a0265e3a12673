// Background Sync where the browser has it (Chromium): the service worker replays the outbox
// even after the tab is closed. Elsewhere the app's own triggers do the work.
export const OUTBOX_SYNC_TAG = 'vor-ort-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}
