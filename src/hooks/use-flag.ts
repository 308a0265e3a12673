// Small per-device flags: which projects' welcome dialog was already confirmed, and whether the
// install hint waits to be read.
import { installHintState } from '@/db/install-hint';
import { useStoreQuery } from '@/db/store-query';
import { welcomeSeen } from '@/db/welcome-flag';
import { useDataLayer } from './data-context';

/** undefined while loading; then whether the welcome dialog was confirmed for this project. */
export function useWelcomeSeen(projectId: string): boolean | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => welcomeSeen(db, projectId), [db, projectId]);
}

/** Whether the install hint waits to be read. */
export function useInstallHintDue(): boolean {
  const { db } = useDataLayer();
  return useStoreQuery(async () => (await installHintState(db)) === 'due', [db]) ?? false;
}
