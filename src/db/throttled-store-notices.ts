// The replay worker's notices of its commits to the pages' live queries (see
// mute-store-broadcast.ts): the first at once, so a single upload shows as sent without delay,
// then at most one per NOTICE_INTERVAL_MS, each naming everything changed since the last, in
// the form Dexie's own notices have, on Dexie's own channel.
import { Dexie, mergeRanges, RangeSet, type ObservabilitySet } from 'dexie';
import { StoreChannel } from './mute-store-broadcast';

const CHANNEL = 'x-storagemutated-1';
/** A page rereads once a second while a queue drains: its screens follow, and its reads leave the worker room to write. */
const NOTICE_INTERVAL_MS = 1000;

export interface StoreNotices {
  /** Sends what is waiting now: the replay is over. */
  flush(): void;
}

export function throttleStoreNotices(): StoreNotices {
  const channel = StoreChannel && new StoreChannel(CHANNEL);
  let waiting: ObservabilitySet | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    channel?.postMessage(waiting);
    waiting = null;
    lastSent = Date.now();
  };
  Dexie.on('storagemutated', (changed: ObservabilitySet) => {
    const merged: ObservabilitySet = (waiting ??= {});
    for (const [part, ranges] of Object.entries(changed)) mergeRanges((merged[part] ??= new RangeSet()), ranges);
    if (timer) return;
    timer = setTimeout(flush, Math.max(0, lastSent + NOTICE_INTERVAL_MS - Date.now()));
  });
  return { flush };
}
