// The checklist editor's changes, pure: add, change, move and remove a slot of one area. A new
// slot gets an id of its own that no rename changes, so filled slots keep their photos.
import type { RequiredShot, ShotChecklist } from '@/domain/required-shots';
import type { UploadAreaId } from '@/domain/upload-areas';

function withShots(checklist: ShotChecklist, area: UploadAreaId, change: (shots: RequiredShot[]) => RequiredShot[]): ShotChecklist {
  return { ...checklist, [area]: change(checklist[area] ?? []) };
}

export function addShot(checklist: ShotChecklist, area: UploadAreaId, id: string): ShotChecklist {
  return withShots(checklist, area, (shots) => [...shots, { id, label: '', hint: '' }]);
}

export function changeShot(checklist: ShotChecklist, area: UploadAreaId, id: string, change: Partial<Omit<RequiredShot, 'id'>>): ShotChecklist {
  return withShots(checklist, area, (shots) => shots.map((shot) => (shot.id === id ? { ...shot, ...change } : shot)));
}

/** Moves a slot one place up (-1) or down (+1); at either end it stays. */
export function moveShot(checklist: ShotChecklist, area: UploadAreaId, id: string, step: -1 | 1): ShotChecklist {
  return withShots(checklist, area, (shots) => {
    const from = shots.findIndex((shot) => shot.id === id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= shots.length) return shots;
    const moved = [...shots];
    [moved[from], moved[to]] = [moved[to], moved[from]];
    return moved;
  });
}

export function removeShot(checklist: ShotChecklist, area: UploadAreaId, id: string): ShotChecklist {
  return withShots(checklist, area, (shots) => shots.filter((shot) => shot.id !== id));
}

/** A slot without a name cannot be saved. */
export function unnamedShots(checklist: ShotChecklist): number {
  return Object.values(checklist)
    .flat()
    .filter((shot) => shot && !shot.label.trim()).length;
}

/** An id for a company's own slot: readable where it can be, never one the checklist has. */
export function newShotId(random: string): string {
  return `eigenes-${random.replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
}
