// Paints the dashboard as the user last saw it before the app's code has run (issue 24): on a slow
// tablet the app needs about two seconds to start, this copy shows in the time the page itself
// takes. Built on its own into /first-screen.js, a classic script at the top of the page's body
// (vite.config.ts): it runs as the parser reaches it, before the app's root is parsed and before
// the app's code needs the main thread, and the page's first frame shows the copy. The copy is
// hidden from assistive technology and keyboard (the app's own screen follows within moments);
// its tabs switch at once between the pages kept for them, and any other tap is remembered and
// handed to the app (handover.ts).
import {
  FIRST_SCREEN_ID,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_STYLE_ID,
  TAP_ATTRIBUTE,
  SYNC_TAP,
  TAPPED_CLASS,
  belongsToStoredUser,
  landsOn,
  parseRecord,
  pathsOf,
  asTabKey,
  tabOfTap,
  type FirstScreenRecord,
  type TabKey,
} from './record';
import { recallEntry } from '../entry-memory';

/** Should the app never take over (its code failed to load), its own screen shows after this. */
const GIVE_UP_MS = 20_000;

/**
 * The tab the app opens with, as the dashboard decides it: the one kept for this history entry,
 * else NEU. Nothing is painted for a search the copy did not show, nor for a tab it has no page of.
 */
function openingTab(record: FirstScreenRecord): TabKey | null {
  // React Router's key of the entry, 'default' for one it has not stored a key in.
  const entryKey = (history.state as { key?: unknown } | null)?.key;
  const kept = recallEntry(localStorage, typeof entryKey === 'string' ? entryKey : 'default') as { tab?: unknown; query?: unknown } | null;
  if (kept && typeof kept.query === 'string' && kept.query.trim()) return null;
  const tab = asTabKey(kept?.tab) ?? 'new';
  return record.pages[tab] ? tab : null;
}

function paint(record: FirstScreenRecord, tab: TabKey): void {
  const style = document.createElement('style');
  style.id = FIRST_SCREEN_STYLE_ID;
  // The app's root stays out of sight while its copy shows; a tapped copy shows a bar running
  // along the top while the app starts.
  style.textContent = `${record.css}#root{display:none}#${FIRST_SCREEN_ID}.${TAPPED_CLASS}::before{content:"";position:fixed;z-index:2000;top:0;left:0;right:0;height:4px;background:#ff9800}`;
  document.head.append(style);

  const copy = document.createElement('div');
  copy.id = FIRST_SCREEN_ID;
  copy.setAttribute('aria-hidden', 'true');
  copy.dataset.paths = JSON.stringify(pathsOf(record));
  const show = (shown: TabKey) => {
    copy.innerHTML = record.pages[shown] ?? '';
    copy.dataset.tab = shown;
    // Hidden from assistive technology, so out of the keyboard's way too.
    for (const element of copy.querySelectorAll<HTMLElement>('button, input, a, [tabindex]')) element.tabIndex = -1;
    for (const input of copy.querySelectorAll('input')) input.readOnly = true;
    // Online or not, as it was when kept: wrong now, so left out until the app shows it.
    const sync = copy.querySelector<HTMLElement>(`[${TAP_ATTRIBUTE}="${SYNC_TAP}"]`);
    if (sync && record.online !== navigator.onLine) sync.style.visibility = 'hidden';
  };
  show(tab);
  copy.addEventListener('click', (event) => {
    const tapped = (event.target as Element).closest(`[${TAP_ATTRIBUTE}]`)?.getAttribute(TAP_ATTRIBUTE);
    if (!tapped) return;
    event.preventDefault();
    const tappedTab = tabOfTap(tapped);
    if (tappedTab && record.pages[tappedTab]) {
      show(tappedTab);
      delete copy.dataset.tap;
      copy.classList.remove(TAPPED_CLASS);
      return;
    }
    copy.dataset.tap = tapped;
    copy.classList.add(TAPPED_CLASS);
  });
  document.body.prepend(copy);
  setTimeout(() => {
    copy.remove();
    style.remove();
  }, GIVE_UP_MS);
}

function paintLastScreen(): void {
  try {
    const record = parseRecord(localStorage.getItem(FIRST_SCREEN_KEY));
    if (!record || !landsOn(record, location.pathname, (key) => localStorage.getItem(key))) return;
    if (!belongsToStoredUser(record, localStorage.getItem(record.userKey))) {
      localStorage.removeItem(FIRST_SCREEN_KEY);
      return;
    }
    const tab = openingTab(record);
    if (tab) paint(record, tab);
  } catch {
    // Storage that cannot be read (a private window) paints nothing: the app starts as ever.
  }
}

paintLastScreen();
