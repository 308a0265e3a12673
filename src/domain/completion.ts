// The project menu's task counter (SPEC §4 Completion counter): five sections, each done when
// its key values are present; shown as done | 5.
import type { Project } from './project.ts';

export const TASK_TOTAL = 5;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export function completedTasks(project: Project): number {
  const done = [
    present(project.customer?.firstName) && present(project.customer?.lastName),
    present(project.house?.stromverbrauch) && present(project.house?.baujahr),
    present(project.roof?.inside?.sparren) || present(project.roof?.outside?.ziegel),
    present(project.electric?.zaehlerschrank?.zaehlertyp),
    present(project.storage?.belueftung),
  ];
  return done.filter(Boolean).length;
}
