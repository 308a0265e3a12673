// 'Was fehlt noch?' (issue 21): every empty required shot, every photo the quality guard flagged
// that is still in the project (kept on purpose, or waiting for the user's choice on this
// device), and every section whose completion rule is unmet; each with the place to fix it.
import type { ProjectPage } from './app-paths.ts';
import { AREA_PAGES } from './area-pages.ts';
import { openTaskPages } from './completion.ts';
import type { PhotoProblem } from './photo-quality.ts';
import type { Project } from './project.ts';
import { uploadHashes, imagesOf } from './project-images.ts';
import type { QueuedHashes, ShotState } from './shot-status.ts';
import { isUploadArea, UPLOAD_AREA_IDS } from './upload-areas.ts';

export interface Place {
  page: ProjectPage;
  tab: number;
  /** The required shot to bring into view there. */
  shot?: string;
}

export type MissingItem =
  | { kind: 'shot'; key: string; area: string; label: string; place: Place }
  | { kind: 'flagged'; key: string; area: string; name: string; problems: PhotoProblem[]; decided: boolean; place: Place }
  | { kind: 'section'; key: string; page: ProjectPage; place: Place };

/** A verdict waiting on this device, as far as the list needs it. */
export interface OpenVerdict {
  area: string;
  hash: string;
  name: string;
  problems: PhotoProblem[];
}

function placeOf(area: string): Place {
  return isUploadArea(area) ? AREA_PAGES[area] : { page: 'menü', tab: 0 };
}

function flaggedItem(hash: string, area: string, photo: { name: string; problems: PhotoProblem[] }, decided: boolean): MissingItem {
  return { kind: 'flagged', key: `photo:${hash}`, area, name: photo.name, problems: photo.problems, decided, place: placeOf(area) };
}

export function missingItems(project: Project, shots: readonly ShotState[], queued: QueuedHashes, verdicts: readonly OpenVerdict[]): MissingItem[] {
  // Where each photo is now: a flagged photo may have moved since, or be gone.
  const held = new Map<string, string>();
  for (const [area, hashes] of Object.entries(queued)) for (const hash of hashes ?? []) held.set(hash, area);
  for (const area of UPLOAD_AREA_IDS) for (const hash of uploadHashes(imagesOf(project, area))) held.set(hash, area);
  const emptyShots: MissingItem[] = shots
    .filter((state) => !state.photo)
    .map((state) => ({ kind: 'shot', key: `shot:${state.shot.id}`, area: state.area, label: state.shot.label, place: { ...placeOf(state.area), shot: state.shot.id } }));
  const undecided = verdicts.filter((verdict) => held.has(verdict.hash) && !project.photoChecks?.[verdict.hash]);
  const kept = Object.entries(project.photoChecks ?? {}).filter(([hash]) => held.has(hash) && !undecided.some((verdict) => verdict.hash === hash));
  const flagged: MissingItem[] = [
    ...undecided.map((verdict): MissingItem => flaggedItem(verdict.hash, held.get(verdict.hash) as string, verdict, false)),
    ...kept.map(([hash, check]): MissingItem => flaggedItem(hash, held.get(hash) as string, check, true)),
  ];
  const sections: MissingItem[] = openTaskPages(project).map((page) => ({ kind: 'section', key: `section:${page}`, page, place: { page, tab: 0 } }));
  return [...emptyShots, ...flagged, ...sections];
}
