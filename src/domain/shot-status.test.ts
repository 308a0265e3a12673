import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { attachImages } from './project-images.ts';
import { DEFAULT_CHECKLIST, withFill } from './required-shots.ts';
import { areaShotStates, countShots, otherShotOf, shotsOfPhoto } from './shot-status.ts';

const HASH = 'a'.repeat(64);
const base = { id: 'p1', name: 'Łukasz Øster', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true } as Project;
const fill = { area: 'elektrik', label: 'Typenschild des Zählers', hash: HASH, filledAt: '2026-11-26T09:00:00.000Z' };

describe('required shots of a project (issue 21)', () => {
  it('a slot is filled while its photo is queued on this device or held by the project', () => {
    const project = withFill(base, 'typenschild-zaehler', fill);
    expect(areaShotStates(DEFAULT_CHECKLIST, project, 'elektrik', {}).find((state) => state.shot.id === 'typenschild-zaehler')?.photo).toBeNull();
    expect(areaShotStates(DEFAULT_CHECKLIST, project, 'elektrik', { elektrik: [HASH] }).find((state) => state.shot.id === 'typenschild-zaehler')?.photo).toEqual({ kind: 'queued', hash: HASH });
    const stored = attachImages(project, 'elektrik', [{ id: 'i1', name: 'i1.jpg', originalName: 'zähler.jpg', url: '/i1', uploadedAt: '2026-11-26T09:01:00.000Z', uploadSha256: HASH }]);
    const states = areaShotStates(DEFAULT_CHECKLIST, stored, 'elektrik', {});
    expect(states.find((state) => state.shot.id === 'typenschild-zaehler')?.photo).toMatchObject({ kind: 'stored', image: { id: 'i1' } });
    expect(countShots(states)).toEqual({ filled: 1, total: 6 });
  });

  it('a slot whose photo moved to another area reads empty', () => {
    const moved = attachImages(withFill(base, 'typenschild-zaehler', fill), 'erdung', [{ id: 'i1', name: 'i1.jpg', originalName: 'zähler.jpg', url: '/i1', uploadedAt: '2026-11-26T09:01:00.000Z', uploadSha256: HASH }]);
    expect(countShots(areaShotStates(DEFAULT_CHECKLIST, moved, 'elektrik', {}))).toEqual({ filled: 0, total: 6 });
  });

  it('a slot the checklist no longer has keeps its photo and its label', () => {
    const project = withFill(base, 'alter-slot', { ...fill, label: 'Zählerplatz alt' });
    const states = areaShotStates(DEFAULT_CHECKLIST, project, 'elektrik', { elektrik: [HASH] });
    expect(states.at(-1)).toMatchObject({ shot: { id: 'alter-slot', label: 'Zählerplatz alt' }, photo: { kind: 'queued' }, retired: true });
    // It is not counted: the company no longer asks for it.
    expect(countShots(states)).toEqual({ filled: 0, total: 6 });
    // Once its photo is gone it is gone too, and never listed as missing.
    expect(areaShotStates(DEFAULT_CHECKLIST, project, 'elektrik', {}).map((state) => state.shot.id)).not.toContain('alter-slot');
  });

  it('a photo that fills a slot of another area is known as such, so taking it for a slot here leaves it there', () => {
    const photo = { id: 'i1', name: 'i1.jpg', originalName: 'raum.jpg', url: '/i1', uploadedAt: '2026-11-26T09:01:00.000Z', uploadSha256: HASH };
    const site = withFill(attachImages(base, 'aufstellort', [photo]), 'raumansicht', { area: 'aufstellort', label: 'Raumansicht', hash: HASH, filledAt: '2026-11-26T09:02:00.000Z' });
    const both = withFill(site, 'stellflaeche', { area: 'aufstellort', label: 'Stellfläche mit Abständen', imageId: 'i1', filledAt: '2026-11-26T09:03:00.000Z' });
    expect(shotsOfPhoto(both, { hash: HASH, imageId: 'i1' }).map((shot) => shot.label)).toEqual(['Raumansicht', 'Stellfläche mit Abständen']);
    expect(otherShotOf(both, { hash: HASH }, 'sparren-massstab')).toMatchObject({ id: 'raumansicht', area: 'aufstellort', label: 'Raumansicht' });
    // One photo is no two shots of one area either; its own slot is no other.
    expect(otherShotOf(site, { hash: HASH }, 'stellflaeche')).toMatchObject({ id: 'raumansicht' });
    expect(otherShotOf(site, { hash: HASH }, 'raumansicht')).toBeNull();
    // A photo still queued on this device holds its slot too.
    const queuedFill = withFill(base, 'raumansicht', { area: 'aufstellort', label: 'Raumansicht', hash: HASH, filledAt: '2026-11-26T09:02:00.000Z' });
    expect(otherShotOf(queuedFill, { hash: HASH }, 'stellflaeche')).toBeNull();
    expect(otherShotOf(queuedFill, { hash: HASH }, 'stellflaeche', { aufstellort: [HASH] })).toMatchObject({ id: 'raumansicht' });
    // A slot whose photo has left its area holds nothing any more.
    expect(otherShotOf(base, { hash: HASH }, 'sparren-massstab')).toBeNull();
  });
});
