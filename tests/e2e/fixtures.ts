// Shared steps of the end-to-end specs: signing in through the bundled provider.
import { expect, type Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';

export const DEMO = { username: 'demo', password: 'demo' } as const;
export const ADMIN = { username: 'admin', password: 'admin' } as const;

export async function signIn(page: Page, account: { username: string; password: string } = ADMIN, path = '/dashboard') {
  await page.goto(path);
  await new SignInPage(page).signIn(account.username, account.password);
  // Back in the app once the sign-in callback's code has been exchanged and removed from the URL.
  await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Resolves once the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}
