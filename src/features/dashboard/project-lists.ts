// The dashboard's two lists (SPEC §2: OFFEN and ERLEDIGT) and the search over them (issue 24):
// split once per change of the stored projects, searched only while a query is typed.
import { matchesQuery, projectSearchKey, queryWords } from '@/domain/project-search';
import type { StoredProject } from '@/db/schema';

export type ListStatus = 'OFFEN' | 'ABGESCHLOSSEN';

export type ProjectLists = Record<ListStatus, StoredProject[]>;

/** Newest first, as the store answers. */
export function splitByStatus(projects: readonly StoredProject[]): ProjectLists {
  const lists: ProjectLists = { OFFEN: [], ABGESCHLOSSEN: [] };
  for (const stored of projects) if (stored.project.status === 'OFFEN' || stored.project.status === 'ABGESCHLOSSEN') lists[stored.project.status].push(stored);
  return lists;
}

const searchKeys = new WeakMap<StoredProject, string>();

/** A project's search key is made once per stored copy: typing a query does not redo 2,000 of them. */
function keyOf(stored: StoredProject): string {
  let key = searchKeys.get(stored);
  if (key === undefined) {
    key = projectSearchKey(stored.project);
    searchKeys.set(stored, key);
  }
  return key;
}

export function searchList(list: readonly StoredProject[], query: string): readonly StoredProject[] {
  const words = queryWords(query);
  return words.length ? list.filter((stored) => matchesQuery(keyOf(stored), words)) : list;
}
