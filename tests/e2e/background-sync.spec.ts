// Background Sync (issue 4): work queued offline reaches the server from the service worker
// after the app's tab is closed, with no page of the app running.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { OUTBOX_SYNC_TAG } from '../../src/platform/background-sync';
import { accessToken } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The ids of the demo company's projects on the server, asked with a token: the app's tab may be closed. */
async function projectIds(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(`/api/companies/${DEMO_COMPANY_ID}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()).projects as Array<{ id: string }>).map((project) => project.id);
}

test('a project started offline is sent by Background Sync after its tab was closed', async ({ context, baseURL }) => {
  const page = await context.newPage();
  await signIn(page, DEMO, '/');
  await waitForServiceWorker(page);
  const token = await accessToken(page);

  await context.setOffline(true);
  const projectId = await startLocalProject(page);
  await expect(page.getByRole('button', { name: /1 Änderung ausstehend/ })).toBeVisible();

  // A blank tab keeps the browser context alive while the app's tab is gone. The server has not
  // seen the project before the network returns; once it does, Chromium may fire the sync event
  // itself before the one dispatched below, and either is the service worker's Background Sync.
  const blank = await context.newPage();
  expect(await projectIds(blank.request, token)).not.toContain(projectId);
  await page.close();
  await context.setOffline(false);

  const cdp = await context.newCDPSession(blank);
  const registrations = new Map<string, Registration>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL as string).origin;
  await expect.poll(() => [...registrations.values()].some((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)).toBe(true);
  const registration = [...registrations.values()].find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted) as Registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration.registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });

  await expect.poll(() => projectIds(blank.request, token), { timeout: 20_000 }).toContain(projectId);
  const ids = await projectIds(blank.request, token);
  expect(ids.filter((id) => id === projectId)).toHaveLength(1);
});
