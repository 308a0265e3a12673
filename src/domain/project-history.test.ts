import { describe, expect, it } from 'vitest';
import { changeMadeAt, projectChanges } from './project-history.ts';

const base = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-27T08:00:00.000Z', active: true, version: 3, updatedAt: '2026-11-27T08:01:00.000Z' };

describe('a project history entry: what a save changed', () => {
  it('names each changed field by its path with the value before and after, not the bookkeeping', () => {
    const before = { ...base, customer: { firstName: 'Ayşe', phone: '0621 1' } };
    const after = { ...base, version: 4, updatedAt: '2026-11-27T09:00:00.000Z', customer: { firstName: 'Ayşe', phone: '0621 555', email: 'a@b.de' }, status: 'ABGESCHLOSSEN' };
    expect(projectChanges(before, after)).toEqual([
      { path: ['status'], from: 'OFFEN', to: 'ABGESCHLOSSEN' },
      { path: ['customer', 'phone'], from: '0621 1', to: '0621 555' },
      { path: ['customer', 'email'], to: 'a@b.de' },
    ]);
    expect(projectChanges(after, after)).toEqual([]);
  });

  it('a list of photos changes by the photos added and removed, named by their files', () => {
    const photo = (id: string, originalName: string) => ({ id, originalName, url: `/images/${id}` });
    const before = { ...base, electric: { analyse: { images: [photo('1', 'zähler.jpg'), photo('2', 'fi.jpg')] } } };
    const after = { ...base, electric: { analyse: { images: [photo('2', 'fi.jpg'), photo('3', 'zähler.jpg')] } } };
    expect(projectChanges(before, after)).toEqual([{ path: ['electric', 'analyse', 'images'], added: ['zähler.jpg'], removed: ['zähler.jpg'] }]);
    expect(projectChanges(before, { ...base })).toEqual([{ path: ['electric', 'analyse', 'images'], removed: ['zähler.jpg', 'fi.jpg'] }]);
  });

  it('keeps long texts short and pictures out: the history is no second copy of the data', () => {
    const note = 'ß'.repeat(500);
    const [change] = projectChanges(base, { ...base, areaNotes: { elektrik: note } });
    expect(change.path).toEqual(['areaNotes', 'elektrik']);
    expect(String(change.to)).toHaveLength(201);
    expect(projectChanges(base, { ...base, signature: { image: 'data:image/png;base64,AAAA' } })).toEqual([{ path: ['signature', 'image'], to: '(Bild)' }]);
  });

  it('a project just created lists what it was created with', () => {
    expect(projectChanges(null, { ...base, customer: { lastName: 'Øster' } })).toEqual([
      { path: ['name'], to: 'Neues Projekt' },
      { path: ['status'], to: 'OFFEN' },
      { path: ['customer', 'lastName'], to: 'Øster' },
    ]);
  });
});

describe('when a change was made, from the time the device sends it with', () => {
  const now = new Date('2026-11-27T15:00:00Z');

  it('keeps the time of a change made offline and sent later', () => {
    expect(changeMadeAt('2026-11-27T09:12:00.000Z', now)).toBe('2026-11-27T09:12:00.000Z');
    expect(changeMadeAt('2026-11-27T10:12:00+01:00', now)).toBe('2026-11-27T09:12:00.000Z');
  });

  it('adds nothing for a change that arrived at once, or a device clock running a little fast', () => {
    expect(changeMadeAt('2026-11-27T14:59:30.000Z', now)).toBeUndefined();
    expect(changeMadeAt('2026-11-27T15:03:00.000Z', now)).toBeUndefined();
  });

  it('ignores what is no time of a change: no header, no date, a time far ahead', () => {
    expect(changeMadeAt(undefined, now)).toBeUndefined();
    expect(changeMadeAt(['2026-11-27T09:12:00Z'], now)).toBeUndefined();
    expect(changeMadeAt('gestern', now)).toBeUndefined();
    expect(changeMadeAt('2026-11-28T09:12:00Z', now)).toBeUndefined();
  });
});
