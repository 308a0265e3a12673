// Times a dashboard load in the page itself: from navigation start (performance.now() = 0) to
// the frame after the OFFEN tab counts the expected projects and its list shows the first of
// them (the list renders a screenful, not every card). The script opens the OFFEN tab the
// moment it appears, as a user would tap it without delay. Two moments: the list first shown,
// the painted copy of the last dashboard included (src/platform/first-screen), and the app's own
// list, which the user can work with.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __benchListShownAt?: number;
    __benchAppListShownAt?: number;
  }
}

function watchProjectList(expected: number): void {
  let tabOpened = false;
  /** The OFFEN list with its count and a card inside `scope`; opens the tab once if it is not. */
  const shownIn = (scope: ParentNode) => {
    const tab = [...scope.querySelectorAll('[role="tab"]')].find((element) => element.textContent?.trim().startsWith('OFFEN'));
    if (!tab) return false;
    if (tab.getAttribute('aria-selected') !== 'true') {
      if (!tabOpened) (tab as HTMLElement).click();
      tabOpened = true;
      return false;
    }
    return tab.textContent?.replace(/\s/g, '') === `OFFEN${expected.toLocaleString('de-DE')}` && !!scope.querySelector('main .MuiCard-root h2');
  };
  let listShown = false;
  const observer = new MutationObserver(() => {
    if (!listShown && shownIn(document)) {
      listShown = true;
      requestAnimationFrame(() => {
        window.__benchListShownAt = performance.now();
      });
    }
    const root = document.getElementById('root');
    if (!root || document.getElementById('erster-bildschirm') || !shownIn(root)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__benchAppListShownAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
}

export async function timeProjectLists(context: BrowserContext, expectedProjects: number): Promise<void> {
  await context.addInitScript(watchProjectList, expectedProjects);
}

export interface DashboardLoad {
  /** Milliseconds until the list showed, painted from the last visit or by the app. */
  shownMs: number;
  /** Milliseconds until the app's own list showed. */
  appMs: number;
}

/** Opens the dashboard in `page` and answers when its project list showed. */
export async function dashboardLoad(page: Page, timeoutMs = 60_000, url = '/dashboard'): Promise<DashboardLoad> {
  await page.goto(url);
  await page.waitForFunction(() => window.__benchAppListShownAt !== undefined && window.__benchListShownAt !== undefined, null, { timeout: timeoutMs });
  return page.evaluate(() => ({ shownMs: window.__benchListShownAt as number, appMs: window.__benchAppListShownAt as number }));
}

/**
 * The way back from a project to the list (the browser's back arrow, which returns to the tab the
 * user left): milliseconds from the back action until the OFFEN tab counts `expected` projects
 * and shows its first card. `page` shows a project opened from the dashboard's OFFEN list.
 */
export async function dashboardReturnMs(page: Page, expected: number, timeoutMs = 60_000): Promise<number> {
  const returned = page.evaluate(
    ([count, timeout]) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const shown = () => {
          const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find((element) => element.textContent?.trim().startsWith('OFFEN'));
          return tab?.textContent?.replace(/\s/g, '') === `OFFEN${count.toLocaleString('de-DE')}` && document.querySelector('main .MuiCard-root h2');
        };
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-selected'] });
        setTimeout(() => reject(new Error('Liste nicht gezeigt')), timeout);
        history.back();
      }),
    [expected, timeoutMs] as const,
  );
  return returned;
}
