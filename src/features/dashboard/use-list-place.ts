// Where the user is in the dashboard's lists (issue 24): the tab, the search and how far down the
// list they had scrolled, kept for the history entry, so the browser's back arrow from a project
// returns there instead of to the top of a list of 2,000; a new visit starts afresh.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { keepEntry, recallEntry } from '@/platform/entry-memory';
import { endFirstScreen, paintedTab } from '@/platform/first-screen/handover';
import type { TabKey } from '@/platform/first-screen/record';

interface ListPlace {
  tab: TabKey;
  query: string;
  /** Cards the list had rendered and the page's scroll position when a project was opened. */
  shown?: number;
  scrollY?: number;
}

function isListPlace(kept: unknown): kept is ListPlace {
  const place = kept as Partial<ListPlace> | null;
  const numberOrNone = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));
  return (
    (place?.tab === 'new' || place?.tab === 'open' || place?.tab === 'done') &&
    typeof place.query === 'string' &&
    numberOrNone(place.shown) &&
    numberOrNone(place.scrollY)
  );
}

/**
 * `listsShown`: the lists are on screen, so the kept scroll position can be returned to, and the
 * painted copy of the dashboard (platform/first-screen) gives way to them.
 */
export function useListPlace(entryKey: string, listsShown: boolean) {
  const [kept] = useState(() => {
    const recalled = recallEntry(window.localStorage, entryKey);
    return isListPlace(recalled) ? recalled : null;
  });
  const [tab, setTab] = useState<TabKey>(kept?.tab ?? 'new');
  const [query, setQuery] = useState(kept?.query ?? '');
  const returned = useRef(false);
  // A tab the user opened on the painted copy while the app started is the one they want: taken
  // as the lists first render, so their first frame is that tab's.
  const [copyRead, setCopyRead] = useState(false);
  if (listsShown && !copyRead) {
    setCopyRead(true);
    const painted = paintedTab();
    if (painted && painted !== tab) setTab(painted);
  }

  useEffect(() => {
    keepEntry(window.localStorage, entryKey, { tab, query } satisfies ListPlace);
  }, [tab, query, entryKey]);

  // Before the first paint of the lists, so the list does not show its top first. The painted copy
  // goes first, since it hides the page; a tap made on it follows on the page.
  useLayoutEffect(() => {
    if (!listsShown || returned.current) return;
    returned.current = true;
    endFirstScreen();
    if (kept?.scrollY && kept.tab === tab) window.scrollTo(0, kept.scrollY);
  }, [listsShown, kept, tab]);

  return {
    tab,
    setTab,
    query,
    setQuery,
    /** The cards the kept tab's list had rendered: it renders them again to return to its place. */
    keptShown: kept?.tab === tab ? kept.shown : undefined,
    /** Called as a project is opened from the list. */
    leave: (shown: number) => keepEntry(window.localStorage, entryKey, { tab, query, shown, scrollY: window.scrollY } satisfies ListPlace),
  };
}
