// The dashboard's part in the painted first screen (platform/first-screen, issue 24): the page as
// it is on screen is kept for the next start, a moment after it last changed and only while no
// search narrows it (a start opens without one). The copy gives way in useListPlace.
import { useEffect, type RefObject } from 'react';
import { useAuthSession, useAuthState } from '@/auth/auth-context';
import { CURRENT_COMPANY_KEY } from '@/db/current-company';
import { DASHBOARD_PATH } from '@/domain/app-paths';
import { captureFirstScreen } from '@/platform/first-screen/capture';
import type { TabKey } from '@/platform/first-screen/record';

/** After the last change: the list has settled, and keeping it (a few milliseconds) does not meet the next tap. */
const KEEP_AFTER_MS = 300;
/** The cards kept: a screenful, which is what a start shows. */
const CARDS_KEPT = 12;

interface Shown {
  /** The lists and the profile are shown. */
  complete: boolean;
  /** Only a company's dashboard is kept. */
  companyId: string | undefined;
  tab: TabKey;
  query: string;
  /** What the lists show (record.ts' stampOf). */
  stamp: string;
}

/** The page's markup as a start shows it: a screenful of cards, no ripple or focus ring of the last tap. */
function startMarkup(page: HTMLElement): string {
  const copy = page.cloneNode(true) as HTMLElement;
  for (const card of [...copy.querySelectorAll('.MuiCard-root')].slice(CARDS_KEPT)) card.remove();
  for (const ripple of copy.querySelectorAll('.MuiTouchRipple-root > *')) ripple.remove();
  for (const focused of copy.querySelectorAll('.Mui-focusVisible, .Mui-focused')) focused.classList.remove('Mui-focusVisible', 'Mui-focused');
  return copy.outerHTML;
}

export function useKeepFirstScreen(page: RefObject<HTMLElement | null>, { complete, companyId, tab, query, stamp }: Shown): void {
  const session = useAuthSession();
  const state = useAuthState();
  const sub = state.status === 'authenticated' ? state.user.sub : null;

  useEffect(() => {
    if (!complete || !companyId || !sub || query.trim()) return;
    const timer = setTimeout(() => {
      if (!page.current) return;
      captureFirstScreen({
        path: window.location.pathname,
        // A start at the general dashboard goes on to the current company's (DashboardPage).
        startPaths: ['/', DASHBOARD_PATH],
        startKey: CURRENT_COMPANY_KEY,
        startValue: companyId,
        userKey: session.storedUserKey(),
        sub,
        stamp,
        online: navigator.onLine,
        tab,
        html: startMarkup(page.current),
      });
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [page, session, complete, companyId, sub, tab, query, stamp]);
}
