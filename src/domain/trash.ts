// A company's trash (issue 23): deleted projects wait here, restorable, until they are erased
// for good after the company's days in the trash. Client and server share these shapes.
import { Type, type Static } from 'typebox';
import { Project, type ProjectStatus } from './project.ts';
import { IsoDateTime } from './schema-helpers.ts';

/** Who moved a project to the trash when nobody did: the company's retention of done projects. */
export const RETENTION_DELETER = 'retention';
/** The status of a done project ('Erledigt'), the only one the retention moves. */
export const DONE_STATUS: ProjectStatus = 'ABGESCHLOSSEN';

export const TrashedProject = Type.Object({
  project: Project,
  deletedAt: IsoDateTime,
  /** Moved by the company's retention of done projects, not by a user. */
  automatic: Type.Boolean(),
  /** When the daily sweep erases it for good, unless it is restored first. */
  eraseAt: IsoDateTime,
});
export type TrashedProject = Static<typeof TrashedProject>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function eraseDate(deletedAt: string, trashDays: number): string {
  return new Date(new Date(deletedAt).getTime() + trashDays * DAY_MS).toISOString();
}
