// Live views of the stored companies and projects for the screens.
import { useEffect, useState } from 'react';
import { ApiError } from '@/api/errors';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { storedCompanies, storedCompany } from '@/db/company-store';
import { companyProjects, getStoredProject } from '@/db/project-store';
import { storedProfile } from '@/db/profile-store';
import type { StoredCompany, StoredProfile, StoredProject } from '@/db/schema';
import { useKeptStoreQuery, useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export function useCompanies(): StoredCompany[] | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => storedCompanies(db), [db]);
}

export function useCompany(companyId: string | undefined): StoredCompany | undefined | null {
  const { db } = useDataLayer();
  return useStoreQuery(() => (companyId ? storedCompany(db, companyId) : null), [db, companyId]);
}

export interface CompanyOverview {
  profile: StoredProfile | undefined;
  company: StoredCompany | null | undefined;
  /** Newest first. */
  projects: StoredProject[] | undefined;
}

/**
 * What the dashboard shows: the user's profile, the company and its projects. On the way back to
 * the dashboard, which the surveyor takes all day, it starts from what it showed last while the
 * store is read again: reading a company's 2,000 projects took a slow tablet a third of a second
 * each time, with a blank list meanwhile.
 */
export function useCompanyOverview(companyId: string | undefined): CompanyOverview {
  const { db } = useDataLayer();
  return {
    profile: useKeptStoreQuery(db, 'profile', () => storedProfile(db), [db]),
    company: useKeptStoreQuery(db, `company:${companyId}`, () => (companyId ? storedCompany(db, companyId) : null), [db, companyId]),
    projects: useKeptStoreQuery(db, `projects:${companyId}`, () => (companyId ? companyProjects(db, companyId) : []), [db, companyId]),
  };
}

export function useStoredProject(companyId: string, projectId: string): StoredProject | undefined | null {
  const { db } = useDataLayer();
  return useStoreQuery(async () => (await getStoredProject(db, companyId, projectId)) ?? null, [db, companyId, projectId]);
}

export interface ProjectView {
  /** undefined while the store answers, null when this device does not hold the project. */
  stored: StoredProject | undefined | null;
  /** The SPEC §8 message of a failed server load; a network failure is normal offline and shows none. */
  loadError: string | null;
  /** The project was deleted (issue 23): it is in the company's trash, or erased for good. */
  removal: 'trash' | 'erased' | null;
  companyId: string;
}

function removalOf(error: ApiError | null): ProjectView['removal'] {
  const removal = error?.status === 410 && typeof error.body === 'object' && error.body && 'removal' in error.body ? error.body.removal : null;
  return removal === 'trash' || removal === 'erased' ? removal : null;
}

/**
 * The stored project at once, refreshed from the server in the background whenever the page
 * opens online, the connection returns or the user synchronises (unsynced local edits are kept
 * by the merge).
 */
export function useProject(companyId: string, projectId: string): ProjectView {
  const { engine } = useDataLayer();
  const stored = useStoredProject(companyId, projectId);
  const online = useOnline();
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  // Asked again when the user synchronises or comes back to the app: a project restored or
  // deleted elsewhere meanwhile shows its state without a reload.
  const [pulls, setPulls] = useState(0);
  useEffect(() => engine.onPull(() => setPulls((count) => count + 1)), [engine]);
  useEffect(() => {
    if (!online) return;
    let current = true;
    engine.refreshChecklist(companyId).catch((error: unknown) => logWarning('Pflichtfotos der Firma nicht geladen', error));
    engine.refreshProject(companyId, projectId).then(
      () => current && setLoadError(null),
      (error: unknown) => {
        logWarning('Projekt konnte nicht geladen werden', error);
        if (current && error instanceof ApiError && error.kind === 'http') setLoadError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [engine, companyId, projectId, online, pulls]);
  // A project started on this device is unknown to the server until its first PUT arrives.
  const unknownToServer = loadError?.status === 404 && !!stored;
  const removal = removalOf(loadError);
  return { stored, loadError: loadError && !unknownToServer && !removal ? loadError.message : null, removal, companyId };
}
