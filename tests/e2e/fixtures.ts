// Shared steps of the end-to-end specs: signing in through the bundled provider, starting a project.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { COMPANIES_PATH } from '../../src/domain/app-paths';
import { apiHeaders, projectUrl } from './api-helpers';
import { SignInPage } from './pages/sign-in-page';

export const DEMO = { username: 'demo', password: 'demo' } as const;
export const ADMIN = { username: 'admin', password: 'admin' } as const;

/** Does nothing: its being registered keeps the page's file choosers intercepted (see signIn). */
const keepChooserIntercepted = () => undefined;

export async function signIn(page: Page, account: { username: string; password: string } = ADMIN, path = '/dashboard') {
  // Playwright has the browser intercept file choosers only once a test waits for one, and on a
  // loaded machine that switch can land after the click that opens the chooser, which then opens
  // natively and the wait never ends (required-shots.spec in CI): keep it on for the whole page.
  page.on('filechooser', keepChooserIntercepted);
  await page.goto(path);
  await new SignInPage(page).signIn(account.username, account.password);
  // Back in the app once the sign-in callback's code has been exchanged and removed from the URL.
  await page.waitForURL((url) => !/^\/(anmeldung|oidc)\b/.test(url.pathname) && !url.searchParams.has('code'));
  // A screen that greets with a dialog (the project menu's welcome) hides its heading from the
  // accessibility tree while the dialog is open; either shows the app is there.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
}

/**
 * Resolves once the service worker is active and controls the page. A page whose load began while
 * the worker was still installing can miss the worker's clients.claim() (a reserved client,
 * w3c/ServiceWorker#1090) and stays uncontrolled until it loads again, as a user's next visit
 * would: such a page is reloaded. A worker that never becomes active fails with what the
 * registration holds instead of hanging until the test's timeout.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const ready = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000))]);
    if (!ready) {
      const registration = await navigator.serviceWorker.getRegistration();
      return `no active worker (installing: ${registration?.installing?.state ?? '–'}, waiting: ${registration?.waiting?.state ?? '–'})`;
    }
    if (navigator.serviceWorker.controller) return 'controlled';
    return new Promise<string>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve('controlled'), { once: true });
      setTimeout(() => resolve(navigator.serviceWorker.controller ? 'controlled' : 'unclaimed'), 5_000);
    });
  });
  if (state === 'controlled') return;
  if (state !== 'unclaimed') throw new Error(`Service Worker: ${state}`);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Starts a project from the dashboard on screen ('NEU', 'Start'); answers its id. Works offline: the server learns of it later. */
export async function startLocalProject(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'NEU' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/projekte\/[0-9a-f-]{36}\/kundendaten$/);
  return page.url().split('/').at(-2) as string;
}

/** Signs in as demo and starts a project; answers its id once the server has it, so API calls on it do not race the outbox. */
export async function startProject(page: Page): Promise<string> {
  await signIn(page, DEMO, '/');
  const projectId = await startLocalProject(page);
  const headers = await apiHeaders(page);
  await expect.poll(async () => (await page.request.get(projectUrl(projectId), { headers })).status(), { timeout: 20_000 }).toBe(200);
  return projectId;
}

/** A new company with one project, as the multi-company user: its photo sorting has learnt nothing yet. */
export async function newCompanyProject(page: Page): Promise<{ companyId: string; companyName: string; projectId: string }> {
  await signIn(page, ADMIN, COMPANIES_PATH);
  const headers = await apiHeaders(page);
  const companyId = randomUUID();
  const companyName = `Sonnenhof Łódź ${companyId.slice(0, 4)}`;
  expect((await page.request.post('/api/companies', { headers, data: { id: companyId, companyName } })).status()).toBe(201);
  const projectId = randomUUID();
  const project = { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true };
  expect((await page.request.put(projectUrl(projectId, companyId), { headers, data: project })).status()).toBe(200);
  return { companyId, companyName, projectId };
}
