// The quality guard's verdicts waiting on this device for the user's choice.
import { projectKey, type StoredPhotoVerdict, type VorOrtDatabase } from './schema';

export function projectVerdicts(db: VorOrtDatabase, companyId: string, projectId: string): Promise<StoredPhotoVerdict[]> {
  return db.photoVerdicts.where('projectKey').equals(projectKey(companyId, projectId)).sortBy('createdAt');
}

export async function dropVerdict(db: VorOrtDatabase, key: string): Promise<void> {
  await db.photoVerdicts.delete(key);
}
