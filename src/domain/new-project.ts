// A new project as SPEC §4 creates it: a generated UUID, 'Neues Projekt', OFFEN, active, now.
import { DEFAULT_PROJECT_NAME, type Project } from './project.ts';

export function newProject(id: string, now = new Date()): Project {
  return { id, name: DEFAULT_PROJECT_NAME, status: 'OFFEN', active: true, createdAt: now.toISOString() };
}
