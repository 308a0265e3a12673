// Vor-Ort's service worker: precaches the app shell so the app opens without network, answers
// every in-app navigation with the shell, and keeps the last runtime config for offline starts.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keptRuntimeConfig } from '../src/api/runtime-config';
import { apiPathOn, DEFAULT_API_BASE_PATH, isServerPath, isUnderPath, RUNTIME_CONFIG_PATH } from '../src/domain/runtime-config';
import { IMAGE_CACHE } from '../src/domain/image';
import { VOICE_MEMO_CACHE } from '../src/domain/voice-memos';
import { OUTBOX_SYNC_TAG } from '../src/platform/background-sync';
import { replayInWorker } from './background-replay';
import { sendUnlessPageShown } from './page-first';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const RUNTIME_CONFIG_CACHE = 'vor-ort-runtime-config';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Where the API is on this origin, as the kept runtime config says (API_BASE_PATH may move it);
 * the server's default until the config is read, null when the API is on another origin.
 */
let apiPath: string | null = DEFAULT_API_BASE_PATH;
const readApiPath = () =>
  keptRuntimeConfig()
    .then((config) => {
      apiPath = apiPathOn(config.API_BASE_URL, self.location.origin);
    })
    .catch(() => undefined);
void readApiPath();

// Every in-app navigation gets the shell; the server's own pages (API, sign-in) go to the server.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isServerPath(url.pathname, apiPath ?? DEFAULT_API_BASE_PATH),
  createHandlerBoundToURL('/index.html'),
);

/** An image or its thumbnail by id under the API: `<api>/images/<id>` or `…/<id>/thumbnail`. */
function isStoredImage(url: URL): boolean {
  if (apiPath === null || url.origin !== self.location.origin || !isUnderPath(url.pathname, `${apiPath}/images`)) return false;
  return /^\/[^/]+(\/thumbnail)?$/.test(url.pathname.slice(`${apiPath}/images`.length));
}

// Stored images never change under their id: once seen, a project's photos open offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isStoredImage(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
  }),
);

/** A voice memo's recording: `<api>/companies/<c>/projects/<p>/voice-memos/<id>`. */
function isVoiceMemo(url: URL): boolean {
  if (apiPath === null || url.origin !== self.location.origin || !isUnderPath(url.pathname, `${apiPath}/companies`)) return false;
  return /^\/[^/]+\/projects\/[^/]+\/voice-memos\/[^/]+$/.test(url.pathname.slice(`${apiPath}/companies`.length));
}

// A recording never changes under its id either: one heard once, or recorded here, plays in the cellar.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isVoiceMemo(url),
  new CacheFirst({
    cacheName: VOICE_MEMO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === RUNTIME_CONFIG_PATH,
  new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: 4 }),
);

self.addEventListener('install', (event) => {
  // The page that registers us fetched its config before we existed; keep a copy for offline starts.
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_PATH))
      .then(readApiPath)
      .catch(() => undefined),
  );
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance: boolean;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  event.waitUntil(sendUnlessPageShown(event, windows, replayInWorker));
}) as EventListener);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
