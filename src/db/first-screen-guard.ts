// The painted first screen (platform/first-screen) is the dashboard as last seen. What a card
// shows can change away from the dashboard (a project completed on its page, deleted, renamed in
// another tab, new from the company's refresh), and a start must never paint the old state: such
// a change forgets the copy at once, and the dashboard keeps a new one when it next shows.
import Dexie from 'dexie';
import type { Project } from '@/domain/project';
import { forgetFirstScreen } from '@/platform/first-screen/forget';
import type { StoredProject, VorOrtDatabase } from './schema';

/** What a card, a tab's count and the lists' order read of a project. */
const CARD_PATHS = ['project.name', 'project.status', 'project.createdAt', 'project.customer.firstName', 'project.customer.lastName', 'project.customer.address'];

/** What a card, a tab's count and the lists' order show of a project: the dashboard's kept tabs agree while this does. */
export const cardOf = (project: Project | undefined) =>
  JSON.stringify([project?.name, project?.status, project?.createdAt, project?.customer?.firstName, project?.customer?.lastName, project?.customer?.address]);

/** Whether `modifications` (Dexie's key paths and new values) change what the project's card shows. */
export function changesCard(stored: StoredProject, modifications: Record<string, unknown>): boolean {
  const touching = Object.entries(modifications).filter(([path]) => CARD_PATHS.some((card) => card === path || card.startsWith(`${path}.`) || path.startsWith(`${card}.`)));
  if (!touching.length) return false;
  // A copy down to the customer, the deepest level a card reads, so the stored object stays as it is.
  const next = { ...stored, project: { ...stored.project, customer: { ...stored.project.customer } } };
  for (const [path, value] of touching) Dexie.setByKeyPath(next, path, value);
  return cardOf(next.project) !== cardOf(stored.project);
}

export function guardFirstScreen(db: VorOrtDatabase): void {
  db.projects.hook('creating', () => forgetFirstScreen());
  db.projects.hook('deleting', () => forgetFirstScreen());
  db.projects.hook('updating', (modifications, _key, stored) => {
    if (changesCard(stored, modifications as Record<string, unknown>)) forgetFirstScreen();
  });
}
