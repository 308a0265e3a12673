// Offline, an expired access token must not throw the user out: they keep working on local
// data and the token is renewed when the network is back (issue 2, SPEC §4 Sign-in session).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { USER_KEY_PREFIX } from './api-helpers';
import { DEMO, signIn, waitForServiceWorker } from './fixtures';

/** When the stored access token expires, in seconds since the epoch. */
async function storedExpiry(page: Page): Promise<number> {
  return page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(prefix)) as string;
    return JSON.parse(localStorage.getItem(key) as string).expires_at as number;
  }, USER_KEY_PREFIX);
}

test('an access token that expires while offline keeps the user signed in and is renewed online', async ({ page, context }) => {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const dashboard = new RegExp(`/companies/${DEMO_COMPANY_ID}/dashboard$`);
  await expect(page).toHaveURL(dashboard);

  await page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(prefix)) as string;
    const user = JSON.parse(localStorage.getItem(key) as string);
    user.expires_at = Math.floor(Date.now() / 1000) - 120;
    localStorage.setItem(key, JSON.stringify(user));
  }, USER_KEY_PREFIX);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hey demo' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(dashboard);
  expect(await storedExpiry(page)).toBeLessThan(Date.now() / 1000);

  await context.setOffline(false);
  await expect.poll(() => storedExpiry(page), { timeout: 15_000 }).toBeGreaterThan(Date.now() / 1000 + 600);
  await expect(page).toHaveURL(dashboard);
  await expect(page.getByRole('heading', { name: 'Hey demo' })).toBeVisible();
});
