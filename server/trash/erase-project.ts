// Erasing a project for good (issue 23): its files first, then its rows in one transaction. A
// file that cannot be deleted stops the erase with the rows still naming every file, so the next
// attempt (the daily sweep, or the user again) finds them all; nothing is left unnamed.
import { ProjectTrashRepository } from '../repositories/project-trash.ts';
import type { Services } from '../services.ts';

/** False when the project is not in the trash (restored meanwhile, or erased already). */
export async function eraseProject({ db, files }: Pick<Services, 'db' | 'files'>, companyId: string, projectId: string): Promise<boolean> {
  const trash = new ProjectTrashRepository(db);
  if ((await trash.removal(companyId, projectId)) !== 'trash') return false;
  for (const key of await trash.fileKeys(companyId, projectId)) await files.delete(key);
  return db.transaction((tx) => new ProjectTrashRepository(tx).erase(companyId, projectId));
}
