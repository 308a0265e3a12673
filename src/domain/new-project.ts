// A new project as SPEC §4 creates it: a generated UUID, 'Neues Projekt', OFFEN, active, now.
// Only a type from project.ts: its schemas would pull the schema library onto the first screen.
import type { Project } from './project.ts';

const DEFAULT_PROJECT_NAME = 'Neues Projekt';

export function newProject(id: string, now = new Date()): Project {
  return { id, name: DEFAULT_PROJECT_NAME, status: 'OFFEN', active: true, createdAt: now.toISOString() };
}
