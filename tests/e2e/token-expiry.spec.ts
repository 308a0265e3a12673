// A token that expires while offline (issue 9): the work done offline before and after the expiry
// stays queued; back online the app renews the token, or, when the provider refuses the renewal,
// asks the user to sign in again, and then the queue drains with every photo once.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { namedPhoto } from './photos';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { serverProject, USER_KEY_PREFIX } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';
import { SignInPage } from './pages/sign-in-page';

async function addPhotos(page: Page, prefix: string, count: number): Promise<void> {
  const files = await Promise.all(Array.from({ length: count }, (_, n) => namedPhoto(`${prefix}-${n + 1}.jpg`)));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Fotos hinzufügen/ }).click();
  await (await chooser).setFiles(files);
  for (const file of files) await expect(page.getByRole('figure', { name: file.name })).toBeVisible();
}

/**
 * Lets the stored access token expire: past its expiry for the app, and refused by the server
 * (its signature no longer matches). With `refreshRefused` the refresh token is refused too, as
 * when the provider ended the session.
 */
async function expireToken(page: Page, refreshRefused: boolean): Promise<string> {
  return page.evaluate(
    ({ prefix, refreshRefused }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith(prefix)) as string;
      const user = JSON.parse(localStorage.getItem(key) as string);
      const [header, payload, signature] = (user.access_token as string).split('.');
      user.access_token = `${header}.${payload}.${signature.slice(0, -6)}AAAAAA`;
      user.expires_at = Math.floor(Date.now() / 1000) - 120;
      if (refreshRefused) user.refresh_token = 'abgelaufen';
      localStorage.setItem(key, JSON.stringify(user));
      return user.access_token as string;
    },
    { prefix: USER_KEY_PREFIX, refreshRefused },
  );
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(prefix));
    return key ? (JSON.parse(localStorage.getItem(key) as string).access_token as string) : null;
  }, USER_KEY_PREFIX);
}

/** Offline: a project with a customer and two photos, then the token expires and the work goes on. */
async function workThroughExpiry(page: Page, context: BrowserContext, refreshRefused: boolean) {
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const projectId = await startLocalProject(page);
  await page.getByLabel('Vor- und Nachname').fill('Tom Ablauf');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
  const aufstellort = `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/aufstellort`;
  await page.goto(aufstellort);
  await addPhotos(page, 'vorher', 2);

  const expired = await expireToken(page, refreshRefused);
  await page.reload();
  await addPhotos(page, 'danach', 2);
  await page.goto(`/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/kundendaten`);
  await page.getByLabel('Telefon').fill('0621 404040');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
  return { projectId, expired, aufstellort };
}

async function expectAllArrivedOnce(page: Page, projectId: string, aufstellort: string): Promise<void> {
  const names = async () =>
    ((await serverProject(page, projectId))?.storage?.analyse?.images ?? []).map((image: { originalName: string }) => image.originalName).sort();
  await expect.poll(names, { timeout: 60_000 }).toEqual(['danach-1.jpg', 'danach-2.jpg', 'vorher-1.jpg', 'vorher-2.jpg']);
  expect((await serverProject(page, projectId)).customer).toMatchObject({ firstName: 'Tom', lastName: 'Ablauf', phone: '0621 404040' });
  await page.goto(aufstellort);
  for (const name of ['vorher-1.jpg', 'vorher-2.jpg', 'danach-1.jpg', 'danach-2.jpg']) await expect(page.getByRole('figure', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible({ timeout: 30_000 });
}

test('a token that expired offline is renewed when the connection returns, and the queue drains', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { projectId, expired, aufstellort } = await workThroughExpiry(page, context, false);
  await context.setOffline(false);
  await expect.poll(() => storedToken(page), { timeout: 20_000 }).not.toBe(expired);
  await expectAllArrivedOnce(page, projectId, aufstellort);
});

test('a token that expired offline and cannot be renewed asks to sign in again; then the queue drains', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { projectId, aufstellort } = await workThroughExpiry(page, context, true);
  // The provider's session ended as well, so signing in again needs the password.
  await context.clearCookies();
  await context.setOffline(false);
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await signInPage.signIn(DEMO.username, DEMO.password);
  await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
  await expectAllArrivedOnce(page, projectId, aufstellort);
});
