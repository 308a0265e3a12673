// Picking a photo the project already has adds nothing: not the same photo twice in one pick,
// not one still waiting in the queue, not one the server holds (known by its upload hash).
import { describe, expect, it } from 'vitest';
import { attachImages } from '@/domain/project-images';
import type { Project } from '@/domain/project';
import { unsentChanges } from './forget-device';
import { saveProjectLocally } from './project-store';
import { projectKey } from './schema';
import { freshDatabaseEachTest } from './testing/fresh-database';
import { dropQueuedPhoto, hashBlob, queueAreaPhotos, queuePhotoCollection } from './upload-store';

const C = 'c1';
const P = 'p1';
const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });
const fresh = freshDatabaseEachTest();

const queuedNames = async () => (await fresh.db.outbox.toArray()).flatMap((entry) => (entry.files ?? []).map((file) => file.name));

describe('queueAreaPhotos', () => {
  it('the same photo twice in one pick is queued once', async () => {
    const result = await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'dach-aussen', files: [{ blob: photo('süd'), name: 'süd.jpg' }, { blob: photo('süd'), name: 'süd-kopie.jpg' }, { blob: photo('nord'), name: 'nord.jpg' }] });
    expect(result).toMatchObject({ added: 2, duplicates: 1, duplicatesIn: [] });
    expect(await queuedNames()).toEqual(['süd.jpg', 'nord.jpg']);
  });

  it('a photo still waiting in the queue, of any area or the photo collection, is not queued again, and the answer says where it waits', async () => {
    await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: photo('zähler'), name: 'zähler.jpg' }] });
    await queuePhotoCollection(fresh.db, { companyId: C, projectId: P, files: [{ blob: photo('keller'), name: 'keller.jpg' }] });
    const again = await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'aufstellort', files: [{ blob: photo('zähler'), name: 'a.jpg' }, { blob: photo('keller'), name: 'b.jpg' }] });
    expect(again).toMatchObject({ id: null, added: 0, duplicates: 2, duplicatesIn: ['elektrik', 'fotosammlung'] });
    expect(await fresh.db.outbox.count()).toBe(2);
  });

  it('each photo of a pick is one unsent change, as the tiles show them', async () => {
    await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: photo('zähler'), name: 'zähler.jpg' }, { blob: photo('fi'), name: 'fi.jpg' }] });
    await saveProjectLocally(fresh.db, C, { id: P, name: 'Łukasz', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true });
    expect(await unsentChanges(fresh.db)).toBe(3);
  });

  it('a photo the project holds from the server is not queued again, and the answer names its area; the same photo in another project is', async () => {
    const project = { id: P, name: 'Özdemir', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true } as Project;
    const held = attachImages(project, 'dach-innen', [{ id: 'i1', name: 'i1.jpg', originalName: 'sparren.jpg', url: '/images/i1', uploadedAt: '2026-11-24T08:01:00.000Z', uploadSha256: await hashBlob(photo('sparren')) }]);
    await fresh.db.projects.put({ key: projectKey(C, P), companyId: C, projectId: P, project: held, base: held, localUpdatedAt: '2026-11-24T08:02:00.000Z' });
    expect(await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'dach-aussen', files: [{ blob: photo('sparren'), name: 'x.jpg' }] })).toMatchObject({ id: null, duplicates: 1, duplicatesIn: ['dach-innen'] });
    expect(await queueAreaPhotos(fresh.db, { companyId: C, projectId: 'p2', area: 'dach-aussen', files: [{ blob: photo('sparren'), name: 'x.jpg' }] })).toMatchObject({ added: 1, duplicates: 0 });
  });
});

describe('the quality guard\'s verdicts and taking a photo again (issue 21)', () => {
  it("a flagged photo is queued, not held back, and its verdict goes into the project with the photo's queue entry", async () => {
    const project = { id: P, name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true } as Project;
    await fresh.db.projects.put({ key: projectKey(C, P), companyId: C, projectId: P, project, base: project, localUpdatedAt: '2026-11-26T08:00:00.000Z' });
    const result = await queueAreaPhotos(fresh.db, {
      companyId: C,
      projectId: P,
      area: 'elektrik',
      files: [{ blob: photo('unscharf'), name: 'typenschild.jpg', problems: ['blurred'] }, { blob: photo('scharf'), name: 'schrank.jpg', problems: [] }],
    });
    expect(await queuedNames()).toEqual(['typenschild.jpg', 'schrank.jpg']);
    const stored = await fresh.db.projects.get(projectKey(C, P));
    expect(stored?.project.photoChecks).toEqual({ [result.hashes[0]]: { area: 'elektrik', name: 'typenschild.jpg', problems: ['blurred'], flaggedAt: expect.any(String) } });
    expect((await fresh.db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['area-upload', 'put-project']);
  });

  it('a photo collection answers how many of its photos were flagged; their verdicts wait in the project until the photos are sorted', async () => {
    const project = { id: P, name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true } as Project;
    await fresh.db.projects.put({ key: projectKey(C, P), companyId: C, projectId: P, project, base: project, localUpdatedAt: '2026-11-26T08:00:00.000Z' });
    const { flagged } = await queuePhotoCollection(fresh.db, { companyId: C, projectId: P, files: [{ blob: photo('dunkel'), name: 'keller ø.jpg', problems: ['dark'] }, { blob: photo('gut'), name: 'dach.jpg', problems: [] }] });
    expect(flagged).toBe(1);
    const stored = await fresh.db.projects.get(projectKey(C, P));
    expect(Object.values(stored?.project.photoChecks ?? {})).toEqual([expect.objectContaining({ area: 'fotosammlung', name: 'keller ø.jpg', problems: ['dark'] })]);
  });

  it('when and where each photo was taken is kept in the project under its hash as it is queued, and saved with the project', async () => {
    const project = { id: P, name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true } as Project;
    await fresh.db.projects.put({ key: projectKey(C, P), companyId: C, projectId: P, project, base: project, localUpdatedAt: '2026-11-26T08:00:00.000Z' });
    const origin = { takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.517, longitude: 13.4, positionFrom: 'exif' as const };
    const { hashes } = await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: photo('mit'), name: 'mit.jpg', origin }, { blob: photo('ohne'), name: 'ohne.jpg', origin: {} }] });
    const stored = await fresh.db.projects.get(projectKey(C, P));
    expect(stored?.project.photoOrigins).toEqual({ [hashes[0]]: origin });
    expect((await fresh.db.outbox.toArray()).filter((entry) => entry.kind === 'put-project')).toHaveLength(1);
  });

  it('a queued photo taken again leaves its upload; the upload goes with its last photo, and so does the blob', async () => {
    const { hashes } = await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: photo('a'), name: 'a.jpg' }, { blob: photo('b'), name: 'b.jpg' }] });
    expect(await dropQueuedPhoto(fresh.db, C, P, hashes[0])).toBe('dropped');
    expect(await queuedNames()).toEqual(['b.jpg']);
    expect(await fresh.db.blobs.get(hashes[0])).toBeUndefined();
    expect(await dropQueuedPhoto(fresh.db, C, P, hashes[1])).toBe('dropped');
    expect(await fresh.db.outbox.count()).toBe(0);
    expect(await dropQueuedPhoto(fresh.db, C, P, hashes[1])).toBe('absent');
  });

  it('a photo on its way to the server is not pulled out of the request', async () => {
    const { id, hashes } = await queueAreaPhotos(fresh.db, { companyId: C, projectId: P, area: 'elektrik', files: [{ blob: photo('a'), name: 'a.jpg' }] });
    await fresh.db.outbox.update(id as number, { state: 'sending' });
    expect(await dropQueuedPhoto(fresh.db, C, P, hashes[0])).toBe('sending');
    expect(await queuedNames()).toEqual(['a.jpg']);
  });
});
