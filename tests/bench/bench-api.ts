// The API calls the bench makes from Node: projects for the demo company and photo uploads.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { newProject } from '../../src/domain/new-project.ts';

export function projectUrl(baseUrl: string, projectId: string, companyId = DEMO_COMPANY_ID): string {
  return `${baseUrl}/api/companies/${companyId}/projects/${projectId}`;
}

/** How many photos the server holds in the project's 'dach-innen', asked as another device would; 0 when it does not answer. */
export async function roofInsidePhotoCount(baseUrl: string, token: string, projectId: string): Promise<number> {
  const response = await fetch(projectUrl(baseUrl, projectId), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return 0;
  return ((await response.json()) as { roof?: { inside?: { analyse?: { images?: unknown[] } } } }).roof?.inside?.analyse?.images?.length ?? 0;
}

export async function putProject(baseUrl: string, token: string, project: { id: string; [key: string]: unknown }): Promise<Response> {
  const response = await fetch(projectUrl(baseUrl, project.id), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(project),
  });
  if (!response.ok) throw new Error(`PUT Projekt: ${response.status} ${await response.text()}`);
  return response;
}

/** Creates `count` open projects for the demo company, `parallel` requests at a time. */
export async function createProjects(baseUrl: string, token: string, count: number, parallel = 8): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < ids.length) {
        const id = ids[next++];
        const project = { ...newProject(id), name: `Bench ${next}`, customer: { firstName: 'Erika', lastName: `Muster ${next}` } };
        await (await putProject(baseUrl, token, project)).arrayBuffer();
      }
    }),
  );
  return ids;
}

export function multipart(field: string, files: Array<{ name: string; bytes: Buffer; type: string }>) {
  const boundary = `----vorortbench${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** How many OFFEN projects the demo company has on the server: the cards its dashboard lists. */
export async function openProjectCount(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/companies/${DEMO_COMPANY_ID}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET Firma: ${response.status}`);
  const company = (await response.json()) as { projects: Array<{ status: string }> };
  return company.projects.filter((project) => project.status === 'OFFEN').length;
}

/** GET of the demo company as a device makes it: the whole company, or its changes since `since`. */
export async function timeCompanyAnswer(baseUrl: string, token: string, since?: string): Promise<{ ms: number; bytes: number; projects: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/companies/${DEMO_COMPANY_ID}${since ? `?since=${encodeURIComponent(since)}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET Firma: ${response.status} ${body}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), projects: (JSON.parse(body) as { projects: unknown[] }).projects.length };
}
