// Live views of the stored companies and projects for the screens.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { logWarning } from '@/platform/log';
import type { StoredCompany, StoredProject } from '../schema';
import { projectKey } from '../schema';
import { useDataLayer } from './data-context';

export function useCompanies(): StoredCompany[] | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(() => db.companies.toArray(), [db]);
}

export function useCompany(companyId: string | undefined): StoredCompany | undefined | null {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (companyId ? ((await db.companies.get(companyId)) ?? null) : null), [db, companyId]);
}

export function useCompanyProjects(companyId: string | undefined): StoredProject[] | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(
    async () =>
      companyId
        ? (await db.projects.where('companyId').equals(companyId).toArray()).sort((a, b) =>
            b.project.createdAt.localeCompare(a.project.createdAt),
          )
        : [],
    [db, companyId],
  );
}

export function useStoredProject(companyId: string, projectId: string): StoredProject | undefined | null {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (await db.projects.get(projectKey(companyId, projectId))) ?? null, [db, companyId, projectId]);
}

/** The stored project; one this device does not have yet is loaded from the server when online. */
export function useProjectLoaded(companyId: string, projectId: string): StoredProject | undefined | null {
  const { engine } = useDataLayer();
  const stored = useStoredProject(companyId, projectId);
  useEffect(() => {
    if (stored === null && navigator.onLine) {
      engine.refreshProject(companyId, projectId).catch((error: unknown) => logWarning('Projekt konnte nicht geladen werden', error));
    }
  }, [engine, stored, companyId, projectId]);
  return stored;
}
