import { describe, expect, it } from 'vitest';
import type { ImageRef } from './image.ts';
import type { Project } from './project.ts';
import { attachImages, detachImage, imagesOf } from './project-images.ts';

const project: Project = { id: 'p1', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-01-01T00:00:00.000Z', active: true };
const ref = (id: string): ImageRef => ({ id, name: `${id}.jpg`, originalName: 'x.jpg', url: `/images/${id}`, uploadedAt: '2026-01-01T00:00:00.000Z' });

describe('project image sections', () => {
  it('attaches roof images under roof.outside.analyse.images, keeping other roof data', () => {
    const withRoof = { ...project, roof: { outside: { dachtyp: { art: 'Satteldach' }, custom: 1 } } } as Project;
    const next = attachImages(withRoof, 'dach-aussen', [ref('a'), ref('b')]);
    expect(imagesOf(next, 'dach-aussen').map((image) => image.id)).toEqual(['a', 'b']);
    expect(next.roof?.outside).toMatchObject({ dachtyp: { art: 'Satteldach' }, custom: 1 });
    expect(withRoof.roof?.outside).not.toHaveProperty('analyse');
  });

  it('never attaches the same image twice', () => {
    const once = attachImages(project, 'elektrik', [ref('a')]);
    expect(imagesOf(attachImages(once, 'elektrik', [ref('a'), ref('b')]), 'elektrik').map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('detaches one image and leaves the rest', () => {
    const both = attachImages(project, 'aufstellort', [ref('a'), ref('b')]);
    expect(imagesOf(detachImage(both, 'aufstellort', 'a'), 'aufstellort').map((i) => i.id)).toEqual(['b']);
  });

  it('maps every upload area to its section', () => {
    const all = ['dach-innen', 'dach-aussen', 'elektrik', 'erdung', 'aufstellort', 'stromrechnung'].reduce(
      (acc, component) => attachImages(acc, component, [ref(component)]),
      project,
    );
    expect(all.roof?.inside?.analyse?.images?.[0].id).toBe('dach-innen');
    expect(all.electric?.erdung?.analyse?.images?.[0].id).toBe('erdung');
    expect(all.house?.analyse?.images?.[0].id).toBe('stromrechnung');
    expect(all.storage?.analyse?.images?.[0].id).toBe('aufstellort');
  });
});
