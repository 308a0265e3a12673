// SPEC §5 Identifiers: checks that run before anything is queued, with the spec's messages.
import { API_MESSAGES } from '@/api/errors';
import { isUuid } from '@/domain/uuid';

export class IdCheckError extends Error {
  constructor(
    message: string,
    /** Shown to the user ('Firmen- oder Projekt-ID fehlt!'), or internal only. */
    readonly userVisible: boolean,
  ) {
    super(message);
    this.name = 'IdCheckError';
  }
}

/** Before any upload or delete both route ids must be present and valid UUIDs. */
export function assertUploadIds(companyId: string | null | undefined, projectId: string | null | undefined): void {
  if (!companyId || !projectId) throw new IdCheckError(API_MESSAGES.missingIds, true);
  if (!isUuid(companyId)) throw new IdCheckError(API_MESSAGES.invalidCompanyId, false);
  if (!isUuid(projectId)) throw new IdCheckError(API_MESSAGES.invalidProjectId, false);
}

/** Saving needs the project's id, and it must be the project the route names. */
export function assertSaveable(project: { id?: string } | null | undefined, routeProjectId?: string): void {
  if (!project?.id) throw new IdCheckError(API_MESSAGES.noProjectId, true);
  if (routeProjectId !== undefined && project.id !== routeProjectId) {
    throw new IdCheckError(API_MESSAGES.invalidProjectId, false);
  }
}
