import { describe, expect, it } from 'vitest';
import type { ImageRef } from './image.ts';
import type { Project } from './project.ts';
import { applyFindings, attachImages, detachImage, imageByHash, imagesOf, moveImage, uploadedContents, wasAnalysed } from './project-images.ts';

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

  it('lists photos in the order they were added in the app, however their uploads arrived', () => {
    const added = (id: string, minute: number): ImageRef => ({ ...ref(id), addedAt: `2026-01-01T10:0${minute}:00.000Z` });
    const arrivals = [added('second', 2), added('first', 1), added('fourth', 4), added('third', 3)];
    const roof = arrivals.reduce((acc, image) => attachImages(acc, 'dach-innen', [image]), project);
    expect(imagesOf(roof, 'dach-innen').map((image) => image.id)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('leaves photos without a time added where they are', () => {
    const earlier = attachImages(project, 'elektrik', [ref('from-the-server')]);
    const next = attachImages(earlier, 'elektrik', [{ ...ref('taken-offline'), addedAt: '2025-06-01T10:00:00.000Z' }]);
    expect(imagesOf(next, 'elektrik').map((image) => image.id)).toEqual(['from-the-server', 'taken-offline']);
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

  it('findings fill empty fields and earlier analysis values, never what the user typed or corrected', () => {
    const bill = { wert: 4200, qualitaet: 'hoch', pageReference: 1 };
    const first = applyFindings(project, 'stromrechnung', { results: { stromverbrauch: bill }, values: { stromverbrauch: 4200, netzbetreiber: 'Netze BW GmbH' } });
    expect(first.house).toMatchObject({ stromverbrauch: 4200, netzbetreiber: 'Netze BW GmbH', analyse: { results: { stromverbrauch: bill } } });
    // A second bill updates what the first analysis set …
    const second = applyFindings(first, 'stromrechnung', { results: { stromverbrauch: { ...bill, wert: 3900 } }, values: { stromverbrauch: 3900 } });
    expect(second.house?.stromverbrauch).toBe(3900);
    // … but not a value the user typed over it, nor a field marked as corrected.
    const typed = { ...second, house: { ...second.house, stromverbrauch: 4100, netzbetreiber: 'Stadtwerke Heidelberg Netze', korrigiert: ['netzbetreiber'] } };
    const third = applyFindings(typed, 'stromrechnung', { results: { stromverbrauch: { ...bill, wert: 3800 } }, values: { stromverbrauch: 3800, netzbetreiber: 'Netze BW GmbH' } });
    expect(third.house).toMatchObject({ stromverbrauch: 4100, netzbetreiber: 'Stadtwerke Heidelberg Netze' });
    expect((third.house?.analyse?.results as Record<string, { wert: number }>).stromverbrauch.wert).toBe(3800);
  });

  it('object values an analysis set are updated by the next one; a result it could not read keeps the earlier one', () => {
    const first = applyFindings(project, 'dach-aussen', {
      results: { dachtyp: { wert: 'Satteldach', qualitaet: 'hoch' } },
      values: { dachtyp: { art: 'SATTELDACH', neigungGrad: 38 } },
    });
    const second = applyFindings(first, 'dach-aussen', {
      results: { dachtyp: { wert: 'nicht_erkennbar', qualitaet: 'niedrig' }, ziegel: { wert: 'nicht_erkennbar', qualitaet: 'niedrig' } },
      values: { dachtyp: { art: 'WALMDACH', neigungGrad: 30 } },
    });
    expect(second.roof?.outside?.dachtyp).toEqual({ art: 'WALMDACH', neigungGrad: 30 });
    expect(second.roof?.outside?.analyse?.results).toEqual({
      dachtyp: { wert: 'Satteldach', qualitaet: 'hoch' },
      ziegel: { wert: 'nicht_erkennbar', qualitaet: 'niedrig' },
    });
  });

  it("detections of the analysed photos replace their earlier ones; other photos' boxes stay", () => {
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    const first = applyFindings(project, 'dach-aussen', { results: {}, detections: [{ imageId: 'a', label: 'Schornstein', box }, { imageId: 'b', label: 'Antenne', box }] });
    const second = applyFindings(first, 'dach-aussen', { results: {}, detections: [{ imageId: 'a', label: 'Dachfenster', box }] });
    expect(second.roof?.outside?.analyse?.detections?.map((d) => `${d.imageId}:${d.label}`)).toEqual(['b:Antenne', 'a:Dachfenster']);
  });

  describe('moving a photo to another area (issue 8: the user corrects the sorting)', () => {
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    const roof = applyFindings(attachImages(project, 'dach-aussen', [ref('a'), ref('b')]), 'dach-aussen', {
      results: { dachtyp: { wert: 'Satteldach' } },
      detections: [{ imageId: 'a', label: 'Zähler', box }, { imageId: 'b', label: 'Schornstein', box }],
    });

    it('the photo leaves its area and appears in the other one, naming its new area', () => {
      const moved = moveImage(roof, 'dach-aussen', 'elektrik', 'a');
      expect(imagesOf(moved, 'dach-aussen').map((i) => i.id)).toEqual(['b']);
      expect(imagesOf(moved, 'elektrik')).toEqual([{ ...ref('a'), componentType: 'elektrik' }]);
      expect(moved.electric?.zaehlerschrank?.analyse?.images?.[0].id).toBe('a');
    });

    it("its boxes go with it; the other photos' boxes and the area's results stay", () => {
      const moved = moveImage(roof, 'dach-aussen', 'elektrik', 'a');
      expect(moved.roof?.outside?.analyse?.detections?.map((d) => d.imageId)).toEqual(['b']);
      expect(moved.roof?.outside?.analyse?.results).toEqual({ dachtyp: { wert: 'Satteldach' } });
      expect(roof.roof?.outside?.analyse?.detections).toHaveLength(2);
    });

    it('keeps the photos already in the target area and never adds one twice', () => {
      const both = attachImages(roof, 'erdung', [ref('c'), ref('a')]);
      const moved = moveImage(both, 'dach-aussen', 'erdung', 'a');
      expect(imagesOf(moved, 'erdung').map((i) => i.id)).toEqual(['c', 'a']);
      expect(imagesOf(moved, 'dach-aussen').map((i) => i.id)).toEqual(['b']);
    });

    it('a photo of the collection left unsorted goes to the area the user assigns it to, and is found by its hash meanwhile', () => {
      const sha = 'e'.repeat(64);
      const unsorted = attachImages(project, 'fotosammlung', [{ ...ref('u'), uploadSha256: sha }]);
      expect(unsorted.fotosammlung?.analyse?.images?.map((i) => i.id)).toEqual(['u']);
      expect(imageByHash(unsorted, sha)).toMatchObject({ area: 'fotosammlung', image: { id: 'u' } });
      expect(uploadedContents(unsorted)).toEqual(new Map([[sha, 'fotosammlung']]));
      const assigned = moveImage(unsorted, 'fotosammlung', 'erdung', 'u');
      expect(imagesOf(assigned, 'fotosammlung')).toEqual([]);
      expect(imagesOf(assigned, 'erdung').map((i) => [i.id, i.componentType])).toEqual([['u', 'erdung']]);
      // Nothing moves into the collection: it only holds what the sorting left.
      expect(moveImage(assigned, 'erdung', 'fotosammlung', 'u')).toBe(assigned);
    });

    it.each([
      ['the same area', 'dach-aussen', 'dach-aussen', 'a'],
      ['an unknown area', 'dach-aussen', 'garten', 'a'],
      ['an image not in the area', 'dach-innen', 'elektrik', 'a'],
    ])('a move to %s changes nothing', (_label, from, to, id) => {
      expect(moveImage(roof, from, to, id)).toBe(roof);
    });
  });

  it("an area counts as analysed once it holds a photo or a result, so 'KI konnte … nicht erkennen' waits for an analysis", () => {
    expect(['dach-innen', 'dach-aussen', 'elektrik', 'erdung', 'aufstellort'].map((area) => wasAnalysed(project, area))).toEqual([false, false, false, false, false]);
    expect(wasAnalysed(attachImages(project, 'elektrik', [ref('a')]), 'elektrik')).toBe(true);
    expect(wasAnalysed(attachImages(project, 'elektrik', [ref('a')]), 'erdung')).toBe(false);
    const results = applyFindings(project, 'dach-aussen', { results: { dachtyp: { wert: 'nicht_erkennbar' } } });
    expect(wasAnalysed(results, 'dach-aussen')).toBe(true);
    expect(wasAnalysed(project, 'unbekannt')).toBe(false);
  });
});
