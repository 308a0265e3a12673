import { describe, expect, it } from 'vitest';
import { merge, mergeProject } from './merge.ts';

const image = (id: string, extra: object = {}) => ({ id, url: `/images/${id}`, ...extra });

describe('three-way project merge (issue 4: conflicts)', () => {
  it('fields the user changed locally win', () => {
    const base = { customer: { firstName: 'Anna', lastName: 'Becker' } };
    const local = { customer: { firstName: 'Anne', lastName: 'Becker' } };
    const server = { customer: { firstName: 'Anna', lastName: 'Beck' } };
    expect(merge(base, local, server)).toEqual({ customer: { firstName: 'Anne', lastName: 'Beck' } });
  });

  it('a field both changed takes the local value', () => {
    expect(merge({ name: 'A' }, { name: 'Lokal' }, { name: 'Server' })).toEqual({ name: 'Lokal' });
  });

  it('fields only the server changed (analysis results) are kept', () => {
    const base = { house: { baujahr: 1980 } };
    const local = { house: { baujahr: 1987 } };
    const server = { house: { baujahr: 1980, analyse: { results: { stromverbrauch: { wert: 4200, qualitaet: 'hoch' } } } } };
    expect(merge(base, local, server)).toEqual({ house: { baujahr: 1987, analyse: { results: { stromverbrauch: { wert: 4200, qualitaet: 'hoch' } } } } });
  });

  it('images merge by id: a server upload and a local delete both survive', () => {
    const base = { images: [image('a'), image('b')] };
    const local = { images: [image('a')] };
    const server = { images: [image('a'), image('b'), image('c')] };
    expect(merge(base, local, server)).toEqual({ images: [image('a'), image('c')] });
  });

  it('a local change inside an image survives beside a server change of another field', () => {
    const base = { images: [image('a', { caption: '' })] };
    const local = { images: [image('a', { caption: 'Südseite' })] };
    const server = { images: [image('a', { caption: '', annotated: true })] };
    expect(merge(base, local, server)).toEqual({ images: [image('a', { caption: 'Südseite', annotated: true })] });
  });

  it('a field deleted locally stays deleted unless the server changed it', () => {
    expect(merge({ a: 1, b: 2 }, { a: 1 }, { a: 1, b: 2, c: 3 })).toEqual({ a: 1, c: 3 });
  });

  it('plain lists are values: a local change replaces the list', () => {
    expect(merge({ manual: ['x'] }, { manual: ['x', 'y'] }, { manual: ['z'] })).toEqual({ manual: ['x', 'y'] });
  });

  it('version and updatedAt always come from the server copy, so the retry carries the right If-Match', () => {
    const merged = mergeProject({ version: 1, name: 'A' }, { version: 1, name: 'B' }, { version: 3, name: 'A', updatedAt: 'x' });
    expect(merged).toEqual({ version: 3, updatedAt: 'x', name: 'B' });
  });

  it('without a base (never synced) local values win and server-only values are kept', () => {
    expect(mergeProject(null, { name: 'B' }, { name: 'A', status: 'OFFEN' })).toEqual({ name: 'B', status: 'OFFEN' });
  });

  it('a caption or note two devices wrote at once keeps both texts, the words of this device first (issue 22)', () => {
    const base = { captions: { h1: 'Zähler' }, areaNotes: { erdung: 'Schiene im Keller' } };
    const local = { captions: { h1: 'Zähler alt' }, areaNotes: { erdung: 'Schiene im Keller, verrostet' } };
    const server = { captions: { h1: 'Zählerschrank links' }, areaNotes: { erdung: 'Fundamenterder nicht gefunden' } };
    expect(mergeProject(base, local, server)).toEqual({
      captions: { h1: 'Zähler alt / Zählerschrank links' },
      areaNotes: { erdung: 'Schiene im Keller, verrostet\n\nGleichzeitig auf einem anderen Gerät geschrieben:\nFundamenterder nicht gefunden' },
    });
  });

  it('a text only one side changed, or one that already holds the other, is not joined again', () => {
    const base = { areaNotes: { erdung: 'A', keller: 'K' } };
    const joined = 'B\n\nGleichzeitig auf einem anderen Gerät geschrieben:\nC';
    expect(mergeProject(base, { areaNotes: { erdung: 'B', keller: 'K2' } }, { areaNotes: { erdung: joined, keller: 'K' } })).toEqual({ areaNotes: { erdung: joined, keller: 'K2' } });
    expect(mergeProject(null, { captions: { h: 'Zähler, neu' } }, { captions: { h: 'Zähler' } })).toEqual({ captions: { h: 'Zähler, neu' } });
  });
});
