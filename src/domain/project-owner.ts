// How a confirmation names a project (issue 23): whose it is and where, on one line each.
import type { Project } from './project.ts';

/** Whose project it is, as a confirmation names it: the customer, else the project's name. */
export function projectOwner(project: Pick<Project, 'name' | 'customer'>): string {
  const name = [project.customer?.firstName, project.customer?.lastName].filter(Boolean).join(' ').trim();
  return name || project.name;
}

/** The customer's address on one line, as a confirmation names it: its lines joined by commas. */
export function projectAddress(project: Pick<Project, 'customer'>): string | undefined {
  const lines = (project.customer?.address ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.length ? lines.join(', ') : undefined;
}
