// The hint to install the app, shown once: when photos wait on a device whose browser refused to
// protect its storage (it may evict them when space runs short) and the app is not installed.
import type { VorOrtDatabase } from './schema';

const INSTALL_HINT_FLAG = 'installHint';

/** 'due' until the user has read the hint, then 'seen' for good. */
export type InstallHintState = 'due' | 'seen';

export async function noteUnprotectedStorage(db: VorOrtDatabase): Promise<void> {
  await db.transaction('rw', db.flags, async () => {
    if (!(await db.flags.get(INSTALL_HINT_FLAG))) await db.flags.put({ key: INSTALL_HINT_FLAG, value: 'due' satisfies InstallHintState });
  });
}

export async function markInstallHintSeen(db: VorOrtDatabase): Promise<void> {
  await db.flags.put({ key: INSTALL_HINT_FLAG, value: 'seen' satisfies InstallHintState });
}

export async function installHintState(db: VorOrtDatabase): Promise<InstallHintState | null> {
  return ((await db.flags.get(INSTALL_HINT_FLAG))?.value as InstallHintState | undefined) ?? null;
}
