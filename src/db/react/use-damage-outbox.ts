// The damages of a project still on their way: manual ones not yet created on the server and
// deletes not yet confirmed, so the list shows what the user did, online or not.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CreateVorschaden } from '@/domain/vorschaden';
import { projectKey, type OutboxEntry } from '../schema';
import { useDataLayer } from './data-context';

export interface DamageOutbox {
  creates: Array<{ damage: CreateVorschaden; entry: OutboxEntry }>;
  deletes: OutboxEntry[];
}

export function useDamageOutbox(companyId: string, projectId: string): DamageOutbox {
  const { db } = useDataLayer();
  const entries = useLiveQuery(
    () =>
      db.outbox
        .where('projectKey')
        .equals(projectKey(companyId, projectId))
        .filter((entry) => entry.kind === 'create-vorschaden' || entry.kind === 'delete-vorschaden')
        .toArray(),
    [db, companyId, projectId],
  );
  return {
    creates: (entries ?? []).filter((entry) => entry.kind === 'create-vorschaden' && entry.vorschaden).map((entry) => ({ damage: entry.vorschaden as CreateVorschaden, entry })),
    deletes: (entries ?? []).filter((entry) => entry.kind === 'delete-vorschaden'),
  };
}
