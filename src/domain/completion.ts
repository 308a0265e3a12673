// The project menu's task counter (SPEC §4 Completion counter): five sections, each done when
// its key values are present; shown as done | 5. 'Was fehlt noch?' lists the sections not done.
import type { ProjectPage } from './app-paths.ts';
import type { Project } from './project.ts';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export interface Task {
  /** The project page where its values are captured. */
  page: ProjectPage;
  done: (project: Project) => boolean;
}

export const TASKS: readonly Task[] = [
  { page: 'kundendaten', done: (project) => present(project.customer?.firstName) && present(project.customer?.lastName) },
  { page: 'zustand-haus', done: (project) => present(project.house?.stromverbrauch) && present(project.house?.baujahr) },
  { page: 'dach', done: (project) => present(project.roof?.inside?.sparren) || present(project.roof?.outside?.ziegel) },
  { page: 'elektrik', done: (project) => present(project.electric?.zaehlerschrank?.zaehlertyp) },
  { page: 'aufstellort', done: (project) => present(project.storage?.belueftung) },
];

export const TASK_TOTAL = TASKS.length;

export function completedTasks(project: Project): number {
  return TASKS.filter((task) => task.done(project)).length;
}

/** The pages of the sections whose completion rule is not met yet. */
export function openTaskPages(project: Project): ProjectPage[] {
  return TASKS.filter((task) => !task.done(project)).map((task) => task.page);
}
