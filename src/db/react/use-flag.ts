// Small per-device flags: which projects' welcome dialog was already confirmed, and whether the
// install hint waits to be read.
import { useLiveQuery } from 'dexie-react-hooks';
import { installHintState } from '../install-hint';
import type { VorOrtDatabase } from '../schema';
import { useDataLayer } from './data-context';

const WELCOME_FLAG = 'welcomeSeenProjects';

export async function markWelcomeSeen(db: VorOrtDatabase, projectId: string): Promise<void> {
  await db.transaction('rw', db.flags, async () => {
    const seen = ((await db.flags.get(WELCOME_FLAG))?.value as string[] | undefined) ?? [];
    if (!seen.includes(projectId)) await db.flags.put({ key: WELCOME_FLAG, value: [...seen, projectId] });
  });
}

/** undefined while loading; then whether the welcome dialog was confirmed for this project. */
export function useWelcomeSeen(projectId: string): boolean | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (((await db.flags.get(WELCOME_FLAG))?.value as string[] | undefined) ?? []).includes(projectId), [db, projectId]);
}

/** Whether the install hint waits to be read. */
export function useInstallHintDue(): boolean {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (await installHintState(db)) === 'due', [db]) ?? false;
}
