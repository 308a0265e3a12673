// Chromium for the bench, started as the end-to-end tests start it, and the steps every
// browser figure shares: signing in through the bundled provider and reading the token.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/browser.ts';

export const DEMO = { username: 'demo', password: 'demo' } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'allow',
    viewport: { width: 800, height: 1280 },
    ...options,
  });
  // tsx compiles the functions the bench runs in the page with calls to its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}

/** Signs in on the provider's page and waits until the app shows its first heading. */
export async function signIn(page: Page, account: { username: string; password: string } = DEMO): Promise<void> {
  await page.goto('/dashboard');
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('vor-ort.oidc.user:')) as string;
    return JSON.parse(localStorage.getItem(key) as string).access_token as string;
  });
}

/** Signs in a fresh context and answers the demo user's access token for API calls. */
export async function demoToken(browser: Browser, baseURL: string): Promise<string> {
  const context = await newContext(browser, baseURL, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signIn(page);
    return await accessToken(page);
  } finally {
    await context.close();
  }
}

/** How many records a store of the page's IndexedDB database holds; 0 while the store is not made yet. */
export function storeCount(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
    { database, store },
  );
}
