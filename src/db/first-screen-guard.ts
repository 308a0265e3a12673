// The painted first screen (platform/first-screen) is the dashboard as last seen. What a card
// shows can change away from the dashboard (a project completed on its page, deleted, renamed in
// another tab, new from the company's refresh), and a start must never paint the old state: the
// store's writes of a project forget the copy at once when its card changes, and the dashboard
// keeps a new one when it next shows. The writes that can change a card call this with the copy
// they read anyway; Dexie's updating hook did the same for every write but diffed both whole
// documents each time, which cost a save on a 4x slower tablet about 40 ms (issue 24).
import type { Project } from '@/domain/project';
import { cardOf } from '@/domain/project-card';
import { forgetFirstScreen } from '@/platform/first-screen/forget';

/** Forgets the painted copy when a project's card changes: it came, went, or shows other values. */
export function guardCard(before: Project | undefined, after: Project | undefined): void {
  if (cardOf(before) !== cardOf(after)) forgetFirstScreen();
}
