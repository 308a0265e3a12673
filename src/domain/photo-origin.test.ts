import { describe, expect, it } from 'vitest';
import { describeOrigin, exifOrigin, formatPosition, isFreshCapture, withoutPositions, withPhotoOrigins } from './photo-origin.ts';
import type { Project } from './project.ts';

const project: Project = { id: 'p1', name: 'Łukasz Øberg', status: 'OFFEN', createdAt: '2026-11-26T08:00:00.000Z', active: true };
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

describe('when and where a photo was taken (issue 22)', () => {
  it('a position reads the German way: decimal comma, N/S and O/W', () => {
    expect(formatPosition(52.517013, 13.401574)).toBe('52,51701° N, 13,40157° O');
    expect(formatPosition(-33.8568, -70.6483)).toBe('33,85680° S, 70,64830° W');
  });

  it("the tablet's position is a photo's own only for a photo taken just now, by its camera time or else its file time", () => {
    expect(isFreshCapture({}, NOW - 60_000, NOW)).toBe(true);
    expect(isFreshCapture({}, NOW - 3 * 3600_000, NOW)).toBe(false);
    // A gallery photo copied just now still carries the day it was taken.
    expect(isFreshCapture({ takenAt: '2026-05-14T07:30:12.000Z' }, NOW, NOW)).toBe(false);
    expect(isFreshCapture({ takenAt: '2026-11-26T09:58:00.000Z' }, 0, NOW)).toBe(true);
  });

  it('a company without locations keeps only the time of its photos, from EXIF and in projects already saved', () => {
    const exif = { takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.517, longitude: 13.4 };
    expect(exifOrigin(exif, true)).toEqual({ ...exif, positionFrom: 'exif' });
    expect(exifOrigin(exif, false)).toEqual({ takenAt: exif.takenAt });
    const located = withPhotoOrigins(project, { a: { ...exif, positionFrom: 'exif' }, b: { latitude: 1, longitude: 2, positionFrom: 'geraet', accuracy: 12 }, c: {} });
    expect(Object.keys(located.photoOrigins ?? {})).toEqual(['a', 'b']);
    expect(withoutPositions(located).photoOrigins).toEqual({ a: { takenAt: exif.takenAt }, b: {} });
    expect(withoutPositions(project)).toBe(project);
  });

  it('the full-size view says what is known: the camera time, else when the photo was added, and the place', () => {
    const added = '2026-11-26T09:15:00.000Z';
    expect(describeOrigin(undefined, added)).toMatch(/^Aufgenommen 26\.11\.2026, \d{2}:15 Uhr$/);
    expect(describeOrigin({ takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.517013, longitude: 13.401574 }, added)).toMatch(/^Aufgenommen 14\.05\.2026, \d{2}:30 Uhr · 52,51701° N, 13,40157° O$/);
    expect(describeOrigin(undefined)).toBeUndefined();
  });
});
