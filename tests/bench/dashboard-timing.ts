// Times a dashboard load in the page itself: from navigation start (performance.now() = 0) to
// the frame after the OFFEN tab's project list holds the expected cards. The script opens the
// OFFEN tab the moment it appears, as a user would tap it without delay.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __benchListShownAt?: number;
  }
}

function watchProjectList(expected: number): void {
  let tabOpened = false;
  const check = (observer: MutationObserver) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent?.trim() === 'OFFEN');
    if (!tab) return;
    if (tab.getAttribute('aria-selected') !== 'true') {
      if (!tabOpened) (tab as HTMLElement).click();
      tabOpened = true;
      return;
    }
    if (document.querySelectorAll('.MuiCard-root h2').length < expected) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__benchListShownAt = performance.now();
    });
  };
  const observer = new MutationObserver(() => check(observer));
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
}

export async function timeProjectLists(context: BrowserContext, expectedCards: number): Promise<void> {
  await context.addInitScript(watchProjectList, expectedCards);
}

/** Opens the dashboard in `page` and answers the milliseconds until the project list showed. */
export async function dashboardLoadMs(page: Page, timeoutMs = 60_000): Promise<number> {
  await page.goto('/dashboard');
  await page.waitForFunction(() => window.__benchListShownAt !== undefined, null, { timeout: timeoutMs });
  return page.evaluate(() => window.__benchListShownAt as number);
}
