// The API as `npm start` serves it, called with the token the app holds after signing in:
// proves the production server (not only the test harness) answers every kind of call.
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { apiHeaders } from './api-helpers';
import { DEMO, signIn } from './fixtures';

test('the signed-in token reaches the API: companies, a project, an image and the protocol PDF', async ({ page }) => {
  await signIn(page, DEMO, '/');
  const headers = await apiHeaders(page);
  const companies = await (await page.request.get('/api/companies', { headers })).json();
  expect(companies).toHaveLength(1);
  expect(companies[0]).toMatchObject({ id: DEMO_COMPANY_ID, companyName: 'Solar Schmidt GmbH' });
  const done = companies[0].projects.find((project: { status: string }) => project.status === 'ABGESCHLOSSEN');

  const image = done.roof.outside.analyse.images[0];
  const imageResponse = await page.request.get(`/api${image.url}`, { headers });
  expect(imageResponse.headers()['content-type']).toBe('image/jpeg');

  const pdf = await page.request.get(`/api/companies/${DEMO_COMPANY_ID}/projects/${done.id}/pdf`, {
    headers: { ...headers, accept: 'application/pdf' },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toContain('protocol_Thomas_Wagner.pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  expect((await page.request.get('/api/companies')).status()).toBe(401);
});
