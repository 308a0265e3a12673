// The floor's service worker: the precache and the shell for every navigation, as Vor-Ort's has,
// and the standard peer for the sync drain (issue 24, point 3): uploads that fail are queued by
// Workbox's own BackgroundSyncPlugin and replayed by its queue when the browser fires `sync`;
// the pages it controls hear when a replay has ended (workbox-peer.ts times it).
/// <reference lib="webworker" />
import { BackgroundSyncPlugin } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));
// Chrome may fire `sync` again while a replay runs (the link coming back, then the bench's own
// event); both wait for the one replay, so its end is announced once every upload is answered.
let replaying: Promise<void> | null = null;
const uploads = new BackgroundSyncPlugin('uploads', {
  async onSync({ queue }) {
    replaying ??= queue.replayRequests().finally(() => {
      replaying = null;
    });
    await replaying;
    for (const client of await self.clients.matchAll()) client.postMessage('replayed');
  },
});
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly({ plugins: [uploads] }), 'POST');
clientsClaim();
