// A change to one image that the server answers with the project: applied on success; a 404
// means the image is gone on the server, which leaves nothing to do.
import { ApiError } from '@/api/errors';
import type { OutboxEntry } from '@/db/outbox-entries';
import { complete } from '@/db/outbox-store';
import { completeWithProject } from '@/db/project-store';
import type { VorOrtDatabase } from '@/db/schema';
import type { Project } from '@/domain/project';

export async function sendImageChange(db: VorOrtDatabase, entry: OutboxEntry, call: () => Promise<Project>): Promise<void> {
  let project: Project;
  try {
    project = await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return complete(db, entry.id as number);
    throw error;
  }
  await completeWithProject(db, entry, project);
}
