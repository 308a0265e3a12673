// 'Was fehlt noch?' (issue 21): every empty required shot, every photo the quality guard flagged
// that is still in the project (kept on purpose, or waiting for the user's choice on this
// device), the collection's photos nobody assigned to an area yet, and every section whose
// completion rule is unmet; each with the place to fix it.
import { PROJECT_PAGES, type ProjectPage } from './app-paths.ts';
import { AREA_PAGES } from './area-pages.ts';
import { openTaskPages } from './completion.ts';
import { flaggedPhotos } from './photo-checks.ts';
import type { PhotoProblem } from './photo-quality.ts';
import type { Project } from './project.ts';
import { imagesOf } from './project-images.ts';
import type { QueuedHashes, ShotState } from './shot-status.ts';
import { COLLECTION_AREA, isUploadArea } from './upload-areas.ts';

export interface Place {
  page: ProjectPage;
  tab: number;
  /** The required shot to bring into view there. */
  shot?: string;
}

export type MissingItem =
  | { kind: 'shot'; key: string; area: string; label: string; place: Place }
  | { kind: 'flagged'; key: string; area: string; name: string; problems: PhotoProblem[]; decided: boolean; place: Place }
  | { kind: 'unsorted'; key: string; count: number; place: Place }
  | { kind: 'section'; key: string; page: ProjectPage; place: Place };

const COLLECTION_PLACE: Place = { page: 'fotosammlung', tab: 0 };

function placeOf(area: string): Place {
  if (isUploadArea(area)) return AREA_PAGES[area];
  return area === COLLECTION_AREA ? COLLECTION_PLACE : { page: 'menü', tab: 0 };
}

export function missingItems(project: Project, shots: readonly ShotState[], queued: QueuedHashes): MissingItem[] {
  // In the order the survey walks the house: the project menu's order of pages.
  const walk = (state: ShotState) => PROJECT_PAGES.indexOf(placeOf(state.area).page);
  const emptyShots: MissingItem[] = shots
    .filter((state) => !state.photo)
    .sort((a, b) => walk(a) - walk(b))
    .map((state) => ({ kind: 'shot', key: `shot:${state.shot.id}`, area: state.area, label: state.shot.label, place: { ...placeOf(state.area), shot: state.shot.id } }));
  // Undecided first: they still ask for a choice.
  const flagged: MissingItem[] = flaggedPhotos(project, queued)
    .sort((a, b) => Number(a.kept) - Number(b.kept))
    .map((photo) => ({ kind: 'flagged', key: `photo:${photo.hash}`, area: photo.area, name: photo.name, problems: photo.problems, decided: photo.kept, place: placeOf(photo.area) }));
  // Photos still on their way are sorted by the server first; only those it left count.
  const unassigned = imagesOf(project, COLLECTION_AREA).length;
  const unsorted: MissingItem[] = unassigned ? [{ kind: 'unsorted', key: 'unsorted', count: unassigned, place: COLLECTION_PLACE }] : [];
  const sections: MissingItem[] = openTaskPages(project).map((page) => ({ kind: 'section', key: `section:${page}`, page, place: { page, tab: 0 } }));
  return [...emptyShots, ...flagged, ...unsorted, ...sections];
}

/** What still asks for something: every item but a flawed photo kept on purpose, which is listed and decided. */
export function openItems(items: readonly MissingItem[]): MissingItem[] {
  return items.filter((item) => !(item.kind === 'flagged' && item.decided));
}
