// Shared calls of the end-to-end specs to the API, made with the token of the signed-in user.
import { expect, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';

/** Where the app keeps the signed-in user in localStorage: this prefix, then the provider and client. */
export const USER_KEY_PREFIX = 'vor-ort.oidc.user:';

/** The access token the app keeps in localStorage for the signed-in user. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(prefix)) as string;
    return JSON.parse(localStorage.getItem(key) as string).access_token as string;
  }, USER_KEY_PREFIX);
}

/** The authorization header for API calls as the signed-in user. */
export async function apiHeaders(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessToken(page)}` };
}

/** The API address of one project. */
export function projectUrl(projectId: string, companyId = DEMO_COMPANY_ID): string {
  return `/api/companies/${companyId}/projects/${projectId}`;
}

/** Sends a file to one of the project's upload paths (an area, the bill) as another device would; answers the API's response. */
export async function uploadFile(page: Page, projectId: string, path: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  return page.request.post(`${projectUrl(projectId)}/${path}`, { headers: await apiHeaders(page), multipart: { file } });
}

/**
 * The project as the server holds it, or null while the server does not know it. A kept-alive
 * connection the server closed as it was reused (its idle timeout) is asked once more, as a
 * browser does; Playwright's request context does not.
 */
export async function serverProject(page: Page, projectId: string, companyId = DEMO_COMPANY_ID) {
  const get = async () => page.request.get(projectUrl(projectId, companyId), { headers: await apiHeaders(page) });
  const response = await get().catch((error: unknown) => {
    if (/ECONNRESET|socket hang up/.test(String(error))) return get();
    throw error;
  });
  return response.ok() ? response.json() : null;
}

/** Changes the project on the server as another device would: GET with its ETag, change, PUT with If-Match. */
export async function changeServerProject(
  page: Page,
  projectId: string,
  change: (project: Record<string, unknown>) => void,
  companyId = DEMO_COMPANY_ID,
): Promise<void> {
  const url = projectUrl(projectId, companyId);
  const headers = await apiHeaders(page);
  const current = await page.request.get(url, { headers });
  expect(current.status()).toBe(200);
  const project = await current.json();
  change(project);
  const saved = await page.request.put(url, { headers: { ...headers, 'if-match': current.headers()['etag'] }, data: project });
  expect(saved.status()).toBe(200);
}
