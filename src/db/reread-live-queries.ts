// Dexie tells a page's live queries about commits made elsewhere (the service worker's
// Background Sync replay) over a BroadcastChannel. A page that was starting or had no
// connection at that moment can miss the notice and keep showing an entry as waiting that the
// worker has already sent. This makes every live query of the page read the store again and
// drops Dexie's cached results, as Dexie itself does when a page returns from the back-forward
// cache; it uses the window event through which Dexie copies in one window share their notices.
import { RangeSet } from 'dexie';

const DEXIE_MUTATION_EVENT = 'x-storagemutated-1';

export function rereadLiveQueries(target: Pick<Window, 'dispatchEvent'> = window): void {
  target.dispatchEvent(new CustomEvent(DEXIE_MUTATION_EVENT, { detail: { all: new RangeSet(-Infinity, [[]]) } }));
}
