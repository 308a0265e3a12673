// The damages of a project still on their way: manual ones not yet created on the server and
// deletes not yet confirmed, so the list shows what the user did, online or not.
import { listedDamages, type CreateVorschaden, type ListedDamage, type Vorschaden } from '@/domain/vorschaden';
import { queuedDamageEntries } from '@/db/damage-store';
import type { CreateVorschadenEntry, DeleteVorschadenEntry } from '@/db/outbox-entries';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export interface DamageOutbox {
  creates: Array<{ damage: CreateVorschaden; entry: CreateVorschadenEntry }>;
  deletes: DeleteVorschadenEntry[];
  /** The server's damages as this device shows them: its own creates added, its deletes left out. */
  listed(server: readonly Vorschaden[]): ListedDamage[];
}

export function useDamageOutbox(companyId: string, projectId: string): DamageOutbox {
  const { db } = useDataLayer();
  const entries = useStoreQuery(() => queuedDamageEntries(db, companyId, projectId), [db, companyId, projectId]);
  const creates = (entries?.creates ?? []).map((entry) => ({ damage: entry.vorschaden, entry }));
  const deletes = entries?.deletes ?? [];
  const deleted = new Set(deletes.map((entry) => entry.vorschadenId));
  return {
    creates,
    deletes,
    listed: (server) => listedDamages(server, creates.map(({ damage }) => damage), deleted),
  };
}
