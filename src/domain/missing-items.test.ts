import { describe, expect, it } from 'vitest';
import { withFlaggedPhotos, withKeptPhoto } from './photo-checks.ts';
import type { Project } from './project.ts';
import { attachImages } from './project-images.ts';
import { DEFAULT_CHECKLIST } from './required-shots.ts';
import { areaShotStates } from './shot-status.ts';
import { missingItems, openItems } from './missing-items.ts';
import { UPLOAD_AREA_IDS } from './upload-areas.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const base = {
  id: 'p1',
  name: 'Şahin Müßig',
  status: 'OFFEN',
  createdAt: '2026-11-26T08:00:00.000Z',
  active: true,
  customer: { firstName: 'Ayşe', lastName: 'Şahin' },
} as Project;
const shotsOf = (project: Project) => UPLOAD_AREA_IDS.flatMap((area) => areaShotStates(DEFAULT_CHECKLIST, project, area, {}));

describe("'Was fehlt noch?' (issue 21)", () => {
  it('a new project lists every required shot and every section but the one filled, each with its page and tab', () => {
    const items = missingItems(base, shotsOf(base), {});
    expect(items.filter((item) => item.kind === 'shot')).toHaveLength(20);
    // In the order the survey walks the house: Zustand Haus first, Aufstellort last.
    expect(items[0]).toMatchObject({ kind: 'shot', label: 'Stromrechnung' });
    expect(items[19]).toMatchObject({ kind: 'shot', label: 'Thermometer/Hygrometer' });
    expect(items.find((item) => item.key === 'shot:fundamenterder')?.place).toEqual({ page: 'elektrik', tab: 1, shot: 'fundamenterder' });
    expect(items.filter((item) => item.kind === 'section').map((item) => item.place.page)).toEqual(['zustand-haus', 'dach', 'elektrik', 'aufstellort']);
  });

  it('lists flagged photos that are still in the project: the undecided first, then those kept on purpose', () => {
    const check = { area: 'elektrik', name: 'dunkel.jpg', problems: ['dark' as const], flaggedAt: '2026-11-26T09:00:00.000Z' };
    const flagged = withFlaggedPhotos(base, {
      [A]: check,
      ['c'.repeat(64)]: { ...check, name: 'gelöscht.jpg' },
      [B]: { area: 'aufstellort', name: 'unscharf.jpg', problems: ['blurred'], flaggedAt: '2026-11-26T09:05:00.000Z' },
    });
    const kept = withKeptPhoto(flagged, A, '2026-11-26T09:02:00.000Z');
    const project = attachImages(kept, 'erdung', [{ id: 'i1', name: 'i1.jpg', originalName: 'dunkel.jpg', url: '/i1', uploadedAt: '2026-11-26T09:01:00.000Z', uploadSha256: A }]);
    const items = missingItems(project, [], { aufstellort: [B] });
    expect(items.filter((item) => item.kind === 'flagged')).toEqual([
      expect.objectContaining({ name: 'unscharf.jpg', decided: false, place: { page: 'aufstellort', tab: 0 } }),
      // It moved to the earthing tab since it was kept; the link goes where it is now.
      expect.objectContaining({ name: 'dunkel.jpg', decided: true, area: 'erdung', place: { page: 'elektrik', tab: 1 } }),
    ]);
    // Kept on purpose is decided: listed, but no longer open, so the survey can be complete.
    expect(openItems(items).filter((item) => item.kind === 'flagged').map((item) => item.key)).toEqual([`photo:${B}`]);
  });

  it("the collection's photos nobody assigned yet are one entry that leads to them; a flagged one among them asks there", () => {
    const photo = (id: string, hash: string) => ({ id, name: `${id}.jpg`, originalName: `IMG_${id}.jpg`, url: `/${id}`, uploadedAt: '2026-11-26T09:01:00.000Z', uploadSha256: hash });
    const flagged = withFlaggedPhotos(base, { [A]: { area: 'fotosammlung', name: 'IMG_i1.jpg', problems: ['blurred'], flaggedAt: '2026-11-26T09:00:00.000Z' } });
    const project = attachImages(flagged, 'fotosammlung', [photo('i1', A), photo('i2', B)]);
    const items = missingItems(project, [], {});
    expect(items.filter((item) => item.kind === 'unsorted')).toEqual([{ kind: 'unsorted', key: 'unsorted', count: 2, place: { page: 'fotosammlung', tab: 0 } }]);
    expect(items.find((item) => item.kind === 'flagged')).toMatchObject({ name: 'IMG_i1.jpg', area: 'fotosammlung', decided: false, place: { page: 'fotosammlung', tab: 0 } });
    // Photos still queued for the sorting are no gap yet.
    expect(missingItems(base, [], { fotosammlung: [B] }).filter((item) => item.kind === 'unsorted')).toEqual([]);
  });
});
