// When and where each photo was taken (issue 22): the camera's own time and position (EXIF),
// or the tablet's position for a photo taken right then, kept in the project under the photo's
// key like its caption, so it is known on the device before the photo reaches the server. The
// stored copies lose their EXIF on the server; this is what is kept of it.
import { Type, type Static } from 'typebox';
import { formatDateTime } from './format-date.ts';
import type { Project } from './project.ts';
import { IsoDateTime, Opt } from './schema-helpers.ts';

export const PhotoOrigin = Type.Object({
  /** The camera's time (EXIF DateTimeOriginal); without it, the moment the photo was added counts. */
  takenAt: Opt(IsoDateTime),
  latitude: Opt(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Opt(Type.Number({ minimum: -180, maximum: 180 })),
  /** Where the position came from: the photo's EXIF, or the tablet as the photo was taken. */
  positionFrom: Opt(Type.Union([Type.Literal('exif'), Type.Literal('geraet')])),
  /** The tablet's own estimate of its error, in metres. */
  accuracy: Opt(Type.Number({ minimum: 0, maximum: 1_000_000 })),
});
export type PhotoOrigin = Static<typeof PhotoOrigin>;

/** Photo key (hash or image id) → when and where it was taken. */
export const PhotoOrigins = Type.Record(Type.String({ maxLength: 100 }), PhotoOrigin);
export type PhotoOrigins = Static<typeof PhotoOrigins>;

/**
 * A photo counts as taken just now, so the tablet's position is where it was taken, when its
 * camera time (else its file's time) is at most this old: a photo picked from the gallery was
 * taken elsewhere, maybe, and gets no position it does not carry itself.
 */
export const FRESH_CAPTURE_MS = 10 * 60_000;

export function isFreshCapture(origin: PhotoOrigin, fileModified: number, now: number): boolean {
  const taken = origin.takenAt ? Date.parse(origin.takenAt) : fileModified;
  return Number.isFinite(taken) && now - taken <= FRESH_CAPTURE_MS && taken - now <= FRESH_CAPTURE_MS;
}

export function hasPosition(origin: PhotoOrigin | undefined): origin is PhotoOrigin & { latitude: number; longitude: number } {
  return origin?.latitude !== undefined && origin.longitude !== undefined;
}

/** The origin without its position: what is kept when the company switched locations off. */
export function withoutPosition({ takenAt }: PhotoOrigin): PhotoOrigin {
  return takenAt ? { takenAt } : {};
}

/** Adds origins to the project; empty ones (nothing known) are not written. */
export function withPhotoOrigins(project: Project, origins: Readonly<Record<string, PhotoOrigin>>): Project {
  const known = Object.entries(origins).filter(([, origin]) => origin.takenAt || hasPosition(origin));
  return known.length ? { ...project, photoOrigins: { ...project.photoOrigins, ...Object.fromEntries(known) } } : project;
}

/** Every position taken out: a company that switched locations off keeps none, also not from a device that did not know yet. */
export function withoutPositions(project: Project): Project {
  if (!project.photoOrigins || !Object.values(project.photoOrigins).some(hasPosition)) return project;
  return { ...project, photoOrigins: Object.fromEntries(Object.entries(project.photoOrigins).map(([key, origin]) => [key, withoutPosition(origin)])) };
}

/** A position as Germans write it: decimal comma, N/S and O/W. */
export function formatPosition(latitude: number, longitude: number): string {
  const degrees = (value: number) => Math.abs(value).toLocaleString('de-DE', { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return `${degrees(latitude)}° ${latitude < 0 ? 'S' : 'N'}, ${degrees(longitude)}° ${longitude < 0 ? 'W' : 'O'}`;
}

/** When a photo was taken: the camera's time, else when it was added in the app, else when it arrived. */
export function takenAtOf(origin: PhotoOrigin | undefined, addedAt: string | undefined, uploadedAt?: string): string | undefined {
  return origin?.takenAt ?? addedAt ?? uploadedAt;
}

/** 'Aufgenommen 14.05.2026, 09:30 Uhr · 52,51701° N, 13,40157° O', as much of it as is known. */
export function describeOrigin(origin: PhotoOrigin | undefined, addedAt?: string): string | undefined {
  const taken = takenAtOf(origin, addedAt);
  const parts = [taken && `Aufgenommen ${formatDateTime(taken)}`, hasPosition(origin) && formatPosition(origin.latitude, origin.longitude)].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/** What a photo's EXIF says of when and where it was taken; its position only where positions are kept. */
export function exifOrigin(exif: { takenAt?: string; latitude?: number; longitude?: number }, keepPosition: boolean): PhotoOrigin {
  const position = keepPosition && exif.latitude !== undefined && exif.longitude !== undefined ? { latitude: exif.latitude, longitude: exif.longitude, positionFrom: 'exif' as const } : {};
  return { ...(exif.takenAt ? { takenAt: exif.takenAt } : {}), ...position };
}
