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
}

/** Photo hashes queued on this device, per area. */
export type QueuedHashes = Partial<Record<string, readonly string[]>>;

export function photoOfFill(fill: ShotFill | undefined, project: Project, queued: QueuedHashes): ShotPhoto | null {
  if (!fill) return null;
  const image = imagesOf(project, fill.area).find((candidate) => (fill.hash ? candidate.uploadSha256 === fill.hash : candidate.id === fill.imageId));
  if (image) return { kind: 'stored', image };
  return fill.hash && queued[fill.area]?.includes(fill.hash) ? { kind: 'queued', hash: fill.hash } : null;
}

/** The slots of one area with their photos, in checklist order. */
export function areaShotStates(checklist: ShotChecklist, project: Project, area: UploadAreaId, queued: QueuedHashes): ShotState[] {
  return areaShots(checklist, area, project.requiredShots).map((shot) => {
    const fill = project.requiredShots?.[shot.id];
    return { shot, area, photo: fill?.area === area ? photoOfFill(fill, project, queued) : null };
  });
}

export interface ShotCount {
  filled: number;
  total: number;
}

export function countShots(states: readonly ShotState[]): ShotCount {
  return { filled: states.filter((state) => state.photo).length, total: states.length };
}
