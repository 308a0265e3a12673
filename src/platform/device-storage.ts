// What a signed-in user leaves in the browser beside the app's database, removed at sign-out so
// the next user of a shared tablet finds nothing of it, and a deleted project's cached files
// (issue 23): Cache Storage filled while signed in (photos, API answers) with Workbox's records of
// it, and localStorage (typed inputs, the current company). The app shell's precache holds no
// user data and keeps the app startable; the sign-in library's own keys stay for it to sign out
// with, and it removes the user itself.
const KEPT_CACHES = /precache/;
/** Workbox's own database: when each cached photo was stored, keyed by the photo's address. */
const EXPIRATION_DATABASE = 'workbox-expiration';

export async function forgetBrowserStorage(keepStoragePrefix: string): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !KEPT_CACHES.test(name)).map((name) => caches.delete(name)));
  }
  await forgetExpirationRecords();
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!key.startsWith(keepStoragePrefix)) localStorage.removeItem(key);
}

/**
 * Removes the cached answers whose address contains one of `needles` (a deleted project's id and
 * its files' addresses), from every cache but the app shell's.
 */
export async function forgetCachedFiles(needles: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || !needles.length) return;
  for (const name of (await caches.keys()).filter((cache) => !KEPT_CACHES.test(cache))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (needles.some((needle) => request.url.includes(needle))) await cache.delete(request);
    }
  }
}

/**
 * Empties Workbox's expiry records of the deleted caches. Emptied, not deleted: the service worker
 * holds the database open, so deleting it would wait until the worker stops. Opened only when it
 * exists, since opening creates it without the stores Workbox makes on its own first open.
 */
async function forgetExpirationRecords(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  if (!(await indexedDB.databases()).some((database) => database.name === EXPIRATION_DATABASE)) return;
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(EXPIRATION_DATABASE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const stores = Array.from(database.objectStoreNames);
    if (!stores.length) return;
    const transaction = database.transaction(stores, 'readwrite');
    for (const store of stores) transaction.objectStore(store).clear();
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}
