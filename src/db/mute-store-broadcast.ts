// Imported before Dexie by the replay worker (sync/replay.worker.ts), and by nothing else: Dexie
// tells every other tab and worker of each commit over a BroadcastChannel, and a page whose main
// thread is busy answers each notice with reads whose transactions stay open until it gets round
// to them; the worker's next write waits for every one of them (issue 24: a drain took twice as
// long with the page 4x slower). Dexie looks for BroadcastChannel once, as it loads; hidden
// here, it sends none, and throttled-store-notices.ts sends them in batches instead.
const scope = globalThis as { BroadcastChannel?: typeof BroadcastChannel };

/** The browser's BroadcastChannel, for the batched notices; undefined where there is none. */
export const StoreChannel = scope.BroadcastChannel;

delete scope.BroadcastChannel;
