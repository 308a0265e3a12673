// Which required shots a project has and which are missing: a slot is filled while its photo is
// in the slot's area, stored on the server or still queued on this device.
import type { ImageRef } from './image.ts';
import type { Project } from './project.ts';
import { imagesOf } from './project-images.ts';
import { areaShots, type RequiredShot, type ShotChecklist, type ShotFill } from './required-shots.ts';
import type { UploadAreaId } from './upload-areas.ts';

/** A slot's photo: one the project holds, or one queued on this device (by its hash). */
export type ShotPhoto = { kind: 'stored'; image: ImageRef } | { kind: 'queued'; hash: string };

export interface ShotState {
  shot: RequiredShot;
  area: UploadAreaId;
  photo: ShotPhoto | null;
  /** A slot the company's checklist no longer has: shown while it holds its photo, never counted. */
  retired: boolean;
}

/** Photo hashes queued on this device, per area. */
export type QueuedHashes = Partial<Record<string, readonly string[]>>;

export function photoOfFill(fill: ShotFill | undefined, project: Project, queued: QueuedHashes): ShotPhoto | null {
  if (!fill) return null;
  const image = imagesOf(project, fill.area).find((candidate) => (fill.hash ? candidate.uploadSha256 === fill.hash : candidate.id === fill.imageId));
  if (image) return { kind: 'stored', image };
  return fill.hash && queued[fill.area]?.includes(fill.hash) ? { kind: 'queued', hash: fill.hash } : null;
}

/** The filled slots whose photo this is, named by the hash of its bytes or its image id; stored, or queued here. */
export function shotsOfPhoto(project: Project, photo: { hash?: string; imageId?: string }, queued: QueuedHashes = {}): Array<ShotFill & { id: string }> {
  return Object.entries(project.requiredShots ?? {})
    .filter(([, fill]) => (!!fill.hash && fill.hash === photo.hash) || (!!fill.imageId && fill.imageId === photo.imageId))
    .filter(([, fill]) => photoOfFill(fill, project, queued) !== null)
    .map(([id, fill]) => ({ ...fill, id }));
}

/**
 * The slot other than `shotId` a photo fills, if any. A photo holds one slot: in a slot of
 * another area it would have to leave that one, and in two slots of one area it would count as
 * two shots. So it stays where it is and the user is told.
 */
export function otherShotOf(project: Project, photo: { hash?: string; imageId?: string }, shotId: string, queued: QueuedHashes = {}): (ShotFill & { id: string }) | null {
  return shotsOfPhoto(project, photo, queued).find((fill) => fill.id !== shotId) ?? null;
}

/** The slots of one area with their photos, in checklist order; a retired slot only while it has its photo. */
export function areaShotStates(checklist: ShotChecklist, project: Project, area: UploadAreaId, queued: QueuedHashes): ShotState[] {
  const listed = new Set((checklist[area] ?? []).map((shot) => shot.id));
  return areaShots(checklist, area, project.requiredShots).flatMap((shot) => {
    const fill = project.requiredShots?.[shot.id];
    const photo = fill?.area === area ? photoOfFill(fill, project, queued) : null;
    const retired = !listed.has(shot.id);
    return retired && !photo ? [] : [{ shot, area, photo, retired }];
  });
}

export interface ShotCount {
  filled: number;
  total: number;
}

/** The checklist's slots and how many of them hold a photo. */
export function countShots(states: readonly ShotState[]): ShotCount {
  const listed = states.filter((state) => !state.retired);
  return { filled: listed.filter((state) => state.photo).length, total: listed.length };
}

/** The hash of a slot's photo, where the photo has one. */
export function photoHash(photo: ShotPhoto | null): string | undefined {
  return photo?.kind === 'queued' ? photo.hash : photo?.image.uploadSha256;
}
