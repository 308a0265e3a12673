// An area shows each photo once: queued ones with their Blob, and one the server holds already
// (its upload's answer lost to a reload) as stored, not also as waiting.
import { expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { attachImages } from '@/domain/project-images';
import { readAreaImages } from './area-images';
import { applyServerProject, completeWithProject } from './project-store';
import { createDatabase } from './schema';
import { freshDatabaseEachTest } from './testing/fresh-database';
import { hashBlob, queueAreaPhotos } from './upload-store';

const C = 'c1';
const P = 'p1';
const TARGET = { companyId: C, projectId: P, area: 'elektrik' };
const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });
const fresh = freshDatabaseEachTest();

const project = { id: P, name: 'Özdemir', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true, version: 1 } as Project;

it('queued photos show with their bytes, in the order picked', async () => {
  await queueAreaPhotos(fresh.db, { ...TARGET, files: [{ blob: photo('zähler'), name: 'zähler.jpg' }, { blob: photo('sicherungen'), name: 'sicherungen.jpg' }] });
  const images = await readAreaImages(fresh.db, TARGET, { current: new Map() });
  expect(images.stored).toEqual([]);
  expect(images.queued.map((image) => [image.name, image.state, image.blob.size])).toEqual([
    ['zähler.jpg', 'pending', 'zähler'.length + 1],
    ['sicherungen.jpg', 'pending', 'sicherungen'.length],
  ]);
});

it('a queued photo the server holds already shows once, as stored, while its upload is sent again', async () => {
  await queueAreaPhotos(fresh.db, { ...TARGET, files: [{ blob: photo('zähler'), name: 'zähler.jpg' }, { blob: photo('sicherungen'), name: 'sicherungen.jpg' }] });
  const arrived = { id: 'i1', name: 'i1.jpg', originalName: 'sicherungen.jpg', url: '/images/i1', uploadedAt: '2026-11-24T08:01:00.000Z', uploadSha256: await hashBlob(photo('sicherungen')) };
  await applyServerProject(fresh.db, C, attachImages(project, 'elektrik', [arrived]));
  const images = await readAreaImages(fresh.db, TARGET, { current: new Map() });
  expect(images.stored.map((image) => image.originalName)).toEqual(['sicherungen.jpg']);
  expect(images.queued.map((image) => image.name)).toEqual(['zähler.jpg']);
});

it('Blobs read before are reused, so a tile keeps its object URL', async () => {
  await queueAreaPhotos(fresh.db, { ...TARGET, files: [{ blob: photo('zähler'), name: 'zähler.jpg' }] });
  const blobs = { current: new Map<string, Blob>() };
  const first = await readAreaImages(fresh.db, TARGET, blobs);
  const second = await readAreaImages(fresh.db, TARGET, blobs);
  expect(second.queued[0].blob).toBe(first.queued[0].blob);
});

it("a photo whose upload the service worker completes while the page reads it shows once: never in neither list, which closed a caption begun on it", async () => {
  await queueAreaPhotos(fresh.db, { ...TARGET, files: [{ blob: photo('sicherungen'), name: 'sicherungen.jpg' }] });
  await applyServerProject(fresh.db, C, project);
  const [entry] = await fresh.db.outbox.toArray();
  const arrived = { id: 'i1', name: 'i1.jpg', originalName: 'sicherungen.jpg', url: '/images/i1', uploadedAt: '2026-11-24T08:01:00.000Z', uploadSha256: await hashBlob(photo('sicherungen')) };
  // The service worker's Background Sync holds a connection of its own to the same database.
  const worker = createDatabase(fresh.db.name);
  await worker.open();
  try {
    const [images] = await Promise.all([
      readAreaImages(fresh.db, TARGET, { current: new Map() }),
      completeWithProject(worker, entry, { ...attachImages(project, 'elektrik', [arrived]), version: 2 }),
    ]);
    expect([...images.stored.map((image) => image.originalName), ...images.queued.map((image) => image.name)]).toEqual(['sicherungen.jpg']);
  } finally {
    worker.close();
  }
});
