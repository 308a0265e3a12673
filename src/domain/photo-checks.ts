// What the project keeps of the photo-quality guard: each photo it flagged, by the hash of the
// bytes the app sent, and the user's choice once made ('Trotzdem behalten'). It is part of the
// project, so every device, 'Was fehlt noch?' and the protocol know which photos are doubtful,
// also before anyone decided. A photo taken again ('Neu aufnehmen') leaves with its check.
import { Type, type Static } from 'typebox';
import { PHOTO_PROBLEMS, type PhotoProblem } from './photo-quality.ts';
import type { Project } from './project.ts';
import { imagesOf, uploadHashes } from './project-images.ts';
import { IsoDateTime, Opt } from './schema-helpers.ts';
import type { QueuedHashes } from './shot-status.ts';
import { PHOTO_PLACES } from './upload-areas.ts';

export const PhotoCheck = Type.Object({
  /** Where the photo was added; where it is now, the project's images say. */
  area: Type.String(),
  name: Type.String(),
  problems: Type.Array(Type.Enum(PHOTO_PROBLEMS)),
  flaggedAt: IsoDateTime,
  /** Set once the user chose 'Trotzdem behalten'. */
  keptAt: Opt(IsoDateTime),
  /**
   * Set when the user chose 'Neu aufnehmen' while the photo was with the server's sorting and
   * so in no area yet: the device that sent it deletes it where the sorting puts it.
   */
  discardedAt: Opt(IsoDateTime),
});
export type PhotoCheck = Static<typeof PhotoCheck>;

/** Photo hash → the guard's verdict on it. */
export const PhotoChecks = Type.Record(Type.String(), PhotoCheck);
export type PhotoChecks = Static<typeof PhotoChecks>;

/** Adds the guard's verdicts on photos just added; a photo judged before keeps its check and choice. */
export function withFlaggedPhotos(project: Project, flagged: Record<string, PhotoCheck>): Project {
  return { ...project, photoChecks: { ...flagged, ...project.photoChecks } };
}

export function withKeptPhoto(project: Project, hash: string, keptAt: string): Project {
  const check = project.photoChecks?.[hash];
  return check ? { ...project, photoChecks: { ...project.photoChecks, [hash]: { ...check, keptAt } } } : project;
}

export function withDiscardedPhoto(project: Project, hash: string, discardedAt: string): Project {
  const check = project.photoChecks?.[hash];
  return check ? { ...project, photoChecks: { ...project.photoChecks, [hash]: { ...check, discardedAt } } } : project;
}

export function withoutPhotoCheck(project: Project, hash: string): Project {
  const { [hash]: _gone, ...rest } = project.photoChecks ?? {};
  return { ...project, photoChecks: rest };
}

/** A flagged photo that is in the project (on the server or queued on this device), and where it is now. */
export interface FlaggedPhoto {
  hash: string;
  area: string;
  name: string;
  problems: PhotoProblem[];
  kept: boolean;
  /** When the guard flagged it (ISO 8601). */
  flaggedAt: string;
}

/** The project's flagged photos that are still in it, in the order they were flagged. */
export function flaggedPhotos(project: Project, queued: QueuedHashes): FlaggedPhoto[] {
  const held = new Map<string, string>();
  for (const [area, hashes] of Object.entries(queued)) for (const hash of hashes ?? []) held.set(hash, area);
  for (const area of PHOTO_PLACES) for (const hash of uploadHashes(imagesOf(project, area))) held.set(hash, area);
  return Object.entries(project.photoChecks ?? {})
    .filter(([hash, check]) => held.has(hash) && !check.discardedAt)
    .sort(([, a], [, b]) => a.flaggedAt.localeCompare(b.flaggedAt))
    .map(([hash, check]) => ({ hash, area: held.get(hash) as string, name: check.name, problems: check.problems, kept: !!check.keptAt, flaggedAt: check.flaggedAt }));
}
