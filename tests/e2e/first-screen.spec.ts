// The first screen (issue 9, JS budget): the dashboard needs none of the local store's code to
// show its frame and to go to the current company. While that code still loads the frame is
// there and usable; once it is loaded the frame fills in, keeping the tab the user chose.
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { DEMO, signIn } from './fixtures';

// Without a service worker every file comes from the network, where the test can hold one back.
test.use({ serviceWorkers: 'block' });

test('the dashboard shows its frame before the local store has loaded, then fills in without losing the chosen tab', async ({ page }) => {
  await signIn(page, DEMO, '/');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/data-layer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'NEU' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: /Hey/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'OFFEN' }).click();
  await expect(page.getByRole('tab', { name: 'OFFEN' })).toHaveAttribute('aria-selected', 'true');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hey \S/);
  await expect(page.getByRole('tab', { name: 'OFFEN' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
});
