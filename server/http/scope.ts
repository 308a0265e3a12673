// Resolves and authorizes the company and project named by a route, for both the
// company-scoped and the legacy path forms.
import type { FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR } from '../../src/domain/project-history.ts';
import type { Project } from '../../src/domain/project.ts';
import { canAccessCompany, legacyCompanyId } from '../access.ts';
import type { Queryable } from '../db/database.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ProjectTrashRepository } from '../repositories/project-trash.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { HttpError } from './errors.ts';
import { API_TEXTS } from './texts.ts';

export interface ProjectParams {
  companyId: string;
  projectId: string;
}

/** The company id a route means: as given, or the legacy company for a legacy path's non-UUID id. */
export function routeCompanyId(request: FastifyRequest, companyId: string): string {
  return request.routeOptions.config.legacy ? legacyCompanyId(companyId) : companyId;
}

export function assertCompanyAccess(request: FastifyRequest, companyId: string): void {
  if (!canAccessCompany(request.caller, companyId)) throw new HttpError(403, 'forbidden', API_TEXTS.forbiddenCompany);
}

export async function requireCompany(db: Queryable, request: FastifyRequest, companyId: string) {
  assertCompanyAccess(request, companyId);
  const company = await new CompanyRepository(db).get(companyId);
  if (!company) throw new HttpError(404, 'not_found', API_TEXTS.companyNotFound);
  return company;
}

export async function requireProject(
  db: Queryable,
  request: FastifyRequest,
  params: ProjectParams,
  options: { forUpdate?: boolean } = {},
): Promise<{ companyId: string; project: Project }> {
  const companyId = routeCompanyId(request, params.companyId);
  assertCompanyAccess(request, companyId);
  const project = await new ProjectRepository(db).get(companyId, params.projectId, options);
  if (!project) await refuseRemoved(db, companyId, params.projectId);
  if (!project) throw new HttpError(404, 'not_found', API_TEXTS.projectNotFound);
  return { companyId, project };
}

/**
 * A deleted project answers 410 with what happened to it, so a device with edits for it tells its
 * user instead of trying again, and nothing brings it back unasked.
 */
export async function refuseRemoved(db: Queryable, companyId: string, projectId: string): Promise<void> {
  const removal = await new ProjectTrashRepository(db).removal(companyId, projectId);
  if (removal) throw new HttpError(410, 'gone', removal === 'trash' ? API_TEXTS.projectInTrash : API_TEXTS.projectErased, undefined, { removal });
}

/** Who a project's history names for a change made by this request (issue 23). */
export function actorOf(request: FastifyRequest): string {
  return request.caller?.sub ?? SYSTEM_ACTOR;
}

export function etagOf(project: Project): string {
  return `"v${project.version ?? 1}"`;
}

/** The version an If-Match header names, undefined without one; '*' means any existing version. */
export function ifMatchVersion(header: string | undefined): number | '*' | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  const match = value.match(/^(?:W\/)?"v(\d{1,9})"$/);
  // No stored version is past nine digits (an INTEGER column): such a tag matches none, like garbage.
  return match ? Number(match[1]) : -1;
}
