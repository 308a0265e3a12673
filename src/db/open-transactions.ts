// WebKit (Safari on iPad and iPhone) keeps a page that is navigated away from in its back-forward
// cache and suspends it there with its IndexedDB transactions still open. A suspended transaction
// holds its stores for every other page and the service worker of the origin until the page is
// evicted: the next page's first read never answers, and nothing is saved or sent. So the store
// knows its open transactions, and a page that leaves for that cache ends them first.
import type { DBCore, DBCoreTransaction, Dexie } from 'dexie';

interface OpenTransactions {
  open: Set<IDBTransaction>;
  /** Set once the page left for the back-forward cache: no transaction may start any more. */
  leaving: boolean;
}

const tracked = new WeakMap<Dexie, OpenTransactions>();

/** Makes the store keep track of its open transactions; before it opens (createDatabase). */
export function trackOpenTransactions(db: Dexie): void {
  const state: OpenTransactions = { open: new Set(), leaving: false };
  tracked.set(db, state);
  db.use({
    stack: 'dbcore',
    name: 'OpenTransactions',
    create: (core: DBCore): DBCore => ({
      ...core,
      transaction(stores, mode, options) {
        const transaction = core.transaction(stores, mode, options);
        // Dexie's IndexedDB core answers the native transaction itself.
        const native = transaction as unknown as IDBTransaction;
        if (state.leaving) {
          native.abort();
          return transaction;
        }
        state.open.add(native);
        const ended = () => state.open.delete(native);
        native.addEventListener('complete', ended);
        native.addEventListener('abort', ended);
        return transaction satisfies DBCoreTransaction;
      },
    }),
  });
}

/**
 * Aborts every open transaction and every one started from now on: the page is leaving for the
 * back-forward cache. A transaction is all or nothing, so the store stays whole; typed values are
 * in the form journal, which the next page saves, and a replay step ended here is sent again,
 * since an outbox entry leaves only once the server confirmed it.
 */
export function endTransactionsForLeaving(db: Dexie): void {
  const state = tracked.get(db);
  if (!state) return;
  state.leaving = true;
  for (const transaction of state.open) {
    try {
      transaction.abort();
    } catch {
      // Finished meanwhile: nothing to end.
    }
  }
  state.open.clear();
}
