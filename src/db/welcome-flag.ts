// Which projects' welcome dialog this device has confirmed, kept as one flag.
import type { VorOrtDatabase } from './schema';

const WELCOME_FLAG = 'welcomeSeenProjects';

async function seenProjects(db: VorOrtDatabase): Promise<string[]> {
  return ((await db.flags.get(WELCOME_FLAG))?.value as string[] | undefined) ?? [];
}

export async function markWelcomeSeen(db: VorOrtDatabase, projectId: string): Promise<void> {
  await db.transaction('rw', db.flags, async () => {
    const seen = await seenProjects(db);
    if (!seen.includes(projectId)) await db.flags.put({ key: WELCOME_FLAG, value: [...seen, projectId] });
  });
}

export async function welcomeSeen(db: VorOrtDatabase, projectId: string): Promise<boolean> {
  return (await seenProjects(db)).includes(projectId);
}
