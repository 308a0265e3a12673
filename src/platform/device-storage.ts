// What a signed-in user leaves in the browser beside the app's database, removed at sign-out so
// the next user of a shared tablet finds nothing of it, and a deleted project's cached files
// (issue 23): Cache Storage filled while
// signed in (photos, API answers) and localStorage (typed inputs, the current company). The app
// shell's precache holds no user data and keeps the app startable; the sign-in library's own
// keys stay for it to sign out with, and it removes the user itself.
const KEPT_CACHES = /precache/;

export async function forgetBrowserStorage(keepStoragePrefix: string): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !KEPT_CACHES.test(name)).map((name) => caches.delete(name)));
  }
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
