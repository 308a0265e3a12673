// Only one replayer at a time across tabs and the service worker: the Web Locks API where the
// browser has it, a flag in this context otherwise.
const LOCK_NAME = 'vor-ort-sync';
let heldHere: Promise<void> | null = null;

/** Runs `work` if nobody else is replaying; returns false when the lock was taken. */
export async function withSyncLock(work: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  }
  if (heldHere) return false;
  const running = work();
  heldHere = running.then(
    () => undefined,
    () => undefined,
  );
  try {
    await running;
    return true;
  } finally {
    heldHere = null;
  }
}

/** Resolves once nobody holds the replay lock, so what another replayer did can be read. */
export async function whenSyncLockFree(): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(LOCK_NAME, async () => undefined);
  else await heldHere;
}
