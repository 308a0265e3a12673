// What a page keeps for one entry of the tab's history (the dashboard's tab and search): the
// browser's back arrow returns to the page as it was left, while a new visit starts afresh.
// Keyed by the router's key of the entry; in localStorage, so sign-out removes it with the rest.

const STORAGE_KEY = 'vor-ort:verlauf';
/** Entries further back than this are forgotten: nobody goes back twenty pages for a search. */
const ENTRIES_KEPT = 20;

type EntryStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Entries = Array<[string, unknown]>;

function entries(storage: EntryStorage): Entries {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Entries) : [];
  } catch {
    return [];
  }
}

export function recallEntry(storage: EntryStorage, entryKey: string): unknown {
  return entries(storage).find(([key]) => key === entryKey)?.[1] ?? null;
}

export function keepEntry(storage: EntryStorage, entryKey: string, value: unknown): void {
  const kept: Entries = [...entries(storage).filter(([key]) => key !== entryKey), [entryKey, value]];
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(kept.slice(-ENTRIES_KEPT)));
  } catch {
    // A full storage keeps the search on the screen only.
  }
}
