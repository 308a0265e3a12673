// A project as a survey leaves it, made through the API: photos in an area (two of the same name),
// a photo collection analysed, a marked photo, a voice memo, a damage. Tests of what happens to
// all of a project's data (delete, export) start from it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PhotoMark } from '../../src/domain/photo-marks.ts';
import { manualDamage } from '../../src/domain/vorschaden.ts';
import { multipart, type TestServer } from './api-harness.ts';
import { WEBM } from './test-audio.ts';
import { jpeg, uniqueJpeg } from './test-images.ts';

const ARROW: PhotoMark = { kind: 'arrow', id: 'a1', color: 'rot', from: [0.1, 0.1], to: [0.5, 0.5] };

/** A customer's name no other project has: the erase is searched for it. */
export const customerName = () => `Øvergård-Łącka-${randomUUID().slice(0, 8)}`;

export async function surveyedProject(server: TestServer, as: 'demo' | 'admin', companyId: string, lastName = customerName()): Promise<string> {
  const projectId = randomUUID();
  const base = `/companies/${companyId}/projects/${projectId}`;
  const created = await server.call(as, {
    method: 'PUT',
    url: base,
    payload: { id: projectId, name: 'Löschen', status: 'OFFEN', createdAt: new Date().toISOString(), active: true, customer: { firstName: 'Şükriye', lastName } },
  });
  expect(created.statusCode).toBe(200);
  const photos = multipart('file', [
    { name: 'zähler.jpg', bytes: await uniqueJpeg(), type: 'image/jpeg' },
    { name: 'zähler.jpg', bytes: await uniqueJpeg(), type: 'image/jpeg' },
  ]);
  const uploaded = await server.call(as, { method: 'POST', url: `${base}/elektrik`, payload: photos.payload, headers: { ...photos.headers, 'idempotency-key': randomUUID() } });
  expect(uploaded.statusCode).toBe(200);
  const photo = JSON.stringify(uploaded.json()).match(/"uploadSha256":"([0-9a-f]{64})"/) as RegExpMatchArray;
  const dataUrl = `data:image/jpeg;base64,${(await jpeg(320, 240, '#c62828')).toString('base64')}`;
  const marked = await server.call(as, {
    method: 'PUT',
    url: `${base}/markups/${photo[1]}`,
    payload: { marks: [ARROW], updatedAt: new Date().toISOString(), copy: dataUrl },
  });
  expect(marked.statusCode).toBe(200);
  const memo = await server.call(as, {
    method: 'PUT',
    url: `${base}/voice-memos/${randomUUID()}?area=elektrik&recordedAt=2026-11-26T13:01:00.000Z&durationMs=42000`,
    payload: WEBM,
    headers: { 'content-type': 'audio/webm' },
  });
  expect(memo.statusCode).toBe(200);
  const damage = await server.call(as, { method: 'POST', url: `${base}/vorschaden`, payload: manualDamage(randomUUID(), 'Riss in der Wand', 'ELEKTRIK', 'mittel') ?? undefined });
  expect(damage.statusCode).toBeLessThan(300);
  const collection = multipart('files', [{ name: 'keller.jpg', bytes: await jpeg(320, 240, '#304060'), type: 'image/jpeg' }]);
  const ticket = await server.call(as, { method: 'POST', url: `${base}/photo-collection-async`, payload: collection.payload, headers: collection.headers });
  expect(ticket.statusCode).toBe(202);
  const until = Date.now() + 60_000;
  for (;;) {
    const status = (await server.call(as, { method: 'GET', url: `/processing-status/${ticket.json().ticketId}` })).json();
    if (status.state === 'SAVED' || status.state === 'FAILED') break;
    if (Date.now() > until) throw new Error(`ticket stuck in ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return projectId;
}

