// The damages of a project still on their way: manual ones not yet created on the server and
// deletes not yet confirmed, so the list shows what the user did, online or not.
import type { CreateVorschaden } from '@/domain/vorschaden';
import { queuedDamageEntries } from '@/db/damage-store';
import type { OutboxEntry } from '@/db/schema';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export interface DamageOutbox {
  creates: Array<{ damage: CreateVorschaden; entry: OutboxEntry }>;
  deletes: OutboxEntry[];
}

export function useDamageOutbox(companyId: string, projectId: string): DamageOutbox {
  const { db } = useDataLayer();
  const entries = useStoreQuery(() => queuedDamageEntries(db, companyId, projectId), [db, companyId, projectId]);
  return {
    creates: (entries ?? []).filter((entry) => entry.kind === 'create-vorschaden' && entry.vorschaden).map((entry) => ({ damage: entry.vorschaden as CreateVorschaden, entry })),
    deletes: (entries ?? []).filter((entry) => entry.kind === 'delete-vorschaden'),
  };
}
