// The app's database on this device, deleted at sign-out (issue 23): projects, photos, the
// outbox, cached answers and flags of the user who leaves. Dexie closes its connection first; the
// service worker's own connection gives way to the deletion as any open one does.
import { changeCount } from './outbox-entries';
import type { VorOrtDatabase } from './schema';

export async function forgetDatabase(db: VorOrtDatabase): Promise<void> {
  await db.delete();
}

/** Changes on this device the server does not have yet, over all projects. */
export async function unsentChanges(db: VorOrtDatabase): Promise<number> {
  return changeCount(await db.outbox.toArray());
}
