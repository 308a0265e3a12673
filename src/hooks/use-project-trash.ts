// Deleting a project and the company's trash (issue 23). These are calls to the server, made
// with a connection like creating a company: a delete the server has not confirmed would leave
// the project half gone. Once the server has it in the trash, the device forgets the project and
// whatever it still had queued for it (the user was told what that is).
import { API_PATHS } from '@/api/paths';
import { cacheKey } from '@/db/cache-store';
import { forgetProject, unsentOfProject } from '@/db/forget-project';
import { applyServerProject } from '@/db/project-store';
import type { Project } from '@/domain/project';
import type { TrashedProject } from '@/domain/trash';
import { useDataLayer } from './data-context';
import { useServerResource } from './use-server-resource';

export function useProjectTrash(companyId: string) {
  const { db, api } = useDataLayer();
  return {
    /** What deleting the project here would throw away: changes not sent yet. */
    unsent: (projectId: string) => unsentOfProject(db, companyId, projectId),
    /** Moves the project to the trash and forgets it on this device. */
    async remove(projectId: string): Promise<TrashedProject> {
      const trashed = await api.json<TrashedProject>('DELETE', API_PATHS.project(companyId, projectId));
      await forgetProject(db, companyId, projectId, 'discard');
      return trashed;
    },
    /** Takes the project back out of the trash; the device holds it again at once. */
    async restore(projectId: string): Promise<Project> {
      const project = await api.json<Project>('POST', API_PATHS.restoreProject(companyId, projectId));
      await applyServerProject(db, companyId, project);
      return project;
    },
    /** Erases the project for good: on the server and, should it still be here, on this device. */
    async erase(projectId: string): Promise<void> {
      await api.request('DELETE', API_PATHS.trashedProject(companyId, projectId));
      await forgetProject(db, companyId, projectId, 'discard');
    },
  };
}

/** The company's trash as the server lists it, most recently deleted first. */
export function useTrashList(companyId: string) {
  return useServerResource(cacheKey('trash', companyId), (api) => api.json<TrashedProject[]>('GET', API_PATHS.trash(companyId)));
}
