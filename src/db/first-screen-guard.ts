// The painted first screen (platform/first-screen) is the dashboard as last seen. What a card
// shows can change away from the dashboard (a project completed on its page, deleted, renamed in
// another tab, new from the company's refresh), and a start must never paint the old state: such
// a change forgets the copy at once, and the dashboard keeps a new one when it next shows.
import Dexie from 'dexie';
import { CARD_FIELDS, cardOf } from '@/domain/project-card';
import { forgetFirstScreen } from '@/platform/first-screen/forget';
import type { StoredProject, VorOrtDatabase } from './schema';

/** Where the stored record keeps what a card reads. */
const CARD_PATHS = CARD_FIELDS.map((field) => `project.${field}`);

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
