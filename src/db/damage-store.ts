// Manual damages on this device: a new one is queued for the server together with its text in
// the project's manualVorschaeden list; one not yet sent is simply taken back on delete.
import type { CreateVorschaden, Vorschaden } from '@/domain/vorschaden';
import { damagesCacheKey, updateCachedDamages } from './cache-store';
import { complete, newOutboxEntry } from './outbox-store';
import { saveProjectLocally } from './project-store';
import { ofKind, type CreateVorschadenEntry, type DeleteVorschadenEntry } from './outbox-entries';
import { projectKey, type VorOrtDatabase } from './schema';

async function updateManualList(db: VorOrtDatabase, companyId: string, projectId: string, change: (list: string[]) => string[]) {
  const stored = await db.projects.get(projectKey(companyId, projectId));
  if (stored) await saveProjectLocally(db, companyId, { ...stored.project, manualVorschaeden: change(stored.project.manualVorschaeden ?? []) });
}

export async function queueDamageCreate(db: VorOrtDatabase, companyId: string, projectId: string, damage: CreateVorschaden): Promise<void> {
  await db.transaction('rw', db.projects, db.outbox, async () => {
    await db.outbox.add(newOutboxEntry(companyId, projectId, 'create-vorschaden', { vorschaden: damage }));
    await updateManualList(db, companyId, projectId, (list) => [...list, damage.kurzbeschreibung]);
  });
}

/**
 * Removes a manual damage: one still waiting to be sent leaves the outbox; one the server has
 * gets a queued delete. Its text leaves the project's manualVorschaeden list either way.
 */
export async function queueDamageDelete(db: VorOrtDatabase, companyId: string, projectId: string, damageId: string, text: string): Promise<void> {
  await db.transaction('rw', db.projects, db.outbox, async () => {
    const waiting = await db.outbox
      .where('projectKey')
      .equals(projectKey(companyId, projectId))
      .filter((entry) => entry.kind === 'create-vorschaden' && entry.vorschaden.id === damageId && entry.state !== 'sending')
      .first();
    if (waiting) await db.outbox.delete(waiting.id as number);
    else await db.outbox.add(newOutboxEntry(companyId, projectId, 'delete-vorschaden', { vorschadenId: damageId }));
    await updateManualList(db, companyId, projectId, (list) => {
      const index = list.indexOf(text);
      return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
    });
  });
}

/** The project's damage creates and deletes still in the outbox. */
export async function queuedDamageEntries(
  db: VorOrtDatabase,
  companyId: string,
  projectId: string,
): Promise<{ creates: CreateVorschadenEntry[]; deletes: DeleteVorschadenEntry[] }> {
  const entries = await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray();
  return { creates: entries.filter(ofKind('create-vorschaden')), deletes: entries.filter(ofKind('delete-vorschaden')) };
}

/** The server confirmed a damage create or delete: the entry goes and the cached list changes with it, together. */
export async function completeWithDamages(
  db: VorOrtDatabase,
  entry: CreateVorschadenEntry | DeleteVorschadenEntry,
  change: (list: Vorschaden[]) => Vorschaden[],
): Promise<void> {
  await db.transaction('rw', db.outbox, db.cache, async () => {
    await complete(db, entry.id as number);
    await updateCachedDamages<Vorschaden>(db, damagesCacheKey(entry.companyId, entry.projectId), change);
  });
}
