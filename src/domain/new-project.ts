// A new project as SPEC §4 creates it: a generated UUID, 'Neues Projekt', OFFEN, active, now.
// Only a type from project.ts: its schemas would pull the schema library onto the first screen.
import type { Project } from './project.ts';

const DEFAULT_PROJECT_NAME = 'Neues Projekt';

/** What every project has from its start: none of it is something the surveyor captured. */
const BOOKKEEPING = new Set(['id', 'name', 'status', 'createdAt', 'active', 'updatedAt', 'version']);

export function newProject(id: string, now = new Date()): Project {
  return { id, name: DEFAULT_PROJECT_NAME, status: 'OFFEN', active: true, createdAt: now.toISOString() };
}

/** Whether a value holds anything typed, ticked or counted: empty texts, false and empty lists do not. */
function holdsSomething(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || value === true) return true;
  if (Array.isArray(value)) return value.some(holdsSomething);
  if (value && typeof value === 'object') return Object.values(value).some(holdsSomething);
  return false;
}

/**
 * A project started and left before anything was captured: 'Start' opens it again instead of
 * leaving one more empty 'Neues Projekt' behind on every press.
 */
export function isBlankProject(project: Project): boolean {
  if (project.name !== DEFAULT_PROJECT_NAME || project.status !== 'OFFEN') return false;
  return !Object.entries(project).some(([key, value]) => !BOOKKEEPING.has(key) && holdsSomething(value));
}
