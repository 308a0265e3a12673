// The damages of a project still on their way: manual ones not yet created on the server and
// deletes not yet confirmed, so the list shows what the user did, online or not.
import type { CreateVorschaden } from '@/domain/vorschaden';
import { queuedDamageEntries } from '@/db/damage-store';
import type { CreateVorschadenEntry, DeleteVorschadenEntry } from '@/db/outbox-entries';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export interface DamageOutbox {
  creates: Array<{ damage: CreateVorschaden; entry: CreateVorschadenEntry }>;
  deletes: DeleteVorschadenEntry[];
}

export function useDamageOutbox(companyId: string, projectId: string): DamageOutbox {
  const { db } = useDataLayer();
  const entries = useStoreQuery(() => queuedDamageEntries(db, companyId, projectId), [db, companyId, projectId]);
  return {
    creates: (entries?.creates ?? []).map((entry) => ({ damage: entry.vorschaden, entry })),
    deletes: entries?.deletes ?? [],
  };
}
