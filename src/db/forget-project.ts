// A project this device no longer keeps (issue 23): deleted here by the user, or deleted
// elsewhere and listed as removed by the server. Its stored copy, queued work, tickets, cached
// answers and cached files go. Deleted elsewhere, a project with work still
// waiting here stays until the user has seen that work refused (the server answers 410) and
// given it up, so nothing typed disappears without a word.
import { storedFileUrls } from '@/domain/project-images';
import { forgetCachedFiles } from '@/platform/device-storage';
import { logWarning } from '@/platform/log';
import { guardCard } from './first-screen-guard';
import { changeCount } from './outbox-entries';
import { releaseHashes } from './outbox-store';
import { projectKey, type VorOrtDatabase } from './schema';

export type UnsentWork = 'keep-project' | 'discard';

/** Answers whether the project is gone from the device. */
export async function forgetProject(db: VorOrtDatabase, companyId: string, projectId: string, unsent: UnsentWork): Promise<boolean> {
  const key = projectKey(companyId, projectId);
  const forgotten = await db.transaction('rw', [db.projects, db.outbox, db.blobs, db.tickets, db.cache], async () => {
    const queued = await db.outbox.where('projectKey').equals(key).toArray();
    if (queued.length && unsent === 'keep-project') return null;
    const stored = await db.projects.get(key);
    await db.outbox.bulkDelete(queued.map((entry) => entry.id as number));
    await releaseHashes(db, queued.flatMap((entry) => (entry.files ?? []).map((file) => file.hash)));
    await db.projects.delete(key);
    guardCard(stored?.project, undefined);
    await db.tickets.where('projectKey').equals(key).delete();
    await db.cache.filter((entry) => entry.key.includes(`${companyId}:${projectId}`)).delete();
    return { project: stored?.project };
  });
  if (!forgotten) return false;
  await forgetCachedFiles([projectId, ...(forgotten.project ? storedFileUrls(forgotten.project) : [])]).catch((error: unknown) =>
    logWarning('Zwischengespeicherte Dateien nicht gelöscht', error),
  );
  return true;
}

/** The changes to the project this device has not sent yet, counted as the sync status counts them. */
export async function unsentOfProject(db: VorOrtDatabase, companyId: string, projectId: string): Promise<number> {
  return changeCount(await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray());
}
