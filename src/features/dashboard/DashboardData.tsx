// What the dashboard shows from the local store: profile, company, projects and sync state, plus
// the company refresh from the server. Loaded after the dashboard's frame,
// so the store's code is not needed for the first screen; it renders nothing itself and hands
// the frame each new view.
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/api/errors';
import { useDataLayer } from '@/hooks/data-context';
import { useCompanyOverview } from '@/hooks/use-projects';
import { useSyncStatus, type SyncStatus } from '@/hooks/use-sync-status';
import type { StoredProject } from '@/db/schema';

export interface DashboardView {
  /** The name from the profile, '' when none is set. */
  userName: string;
  companyName: string | null;
  /** Newest first. */
  projects: StoredProject[];
  sync: SyncStatus;
  /** The SPEC §8 message of a failed company refresh. */
  loadError: string | null;
}

interface Props {
  companyId?: string;
  onView: (view: DashboardView) => void;
}

export default function DashboardData({ companyId, onView }: Props) {
  const { engine } = useDataLayer();
  const { profile, company, projects } = useCompanyOverview(companyId);
  const sync = useSyncStatus();
  const [loadError, setLoadError] = useState<string | null>(null);
  // A company whose projects this device has never loaded (the first sign-in; one only listed in the
  // picker) is not one without projects: the lists wait for its first load (which leaves the
  // company's cursor), or show what the device has once that failed or cannot be made.
  const [firstLoadOver, setFirstLoadOver] = useState(false);

  useEffect(() => {
    if (!companyId) return;
    const load = () => {
      if (!navigator.onLine) {
        setFirstLoadOver(true);
        return;
      }
      engine.refreshCompany(companyId).then(
        () => {
          setLoadError(null);
          setFirstLoadOver(true);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.kind === 'http') setLoadError(error.message);
          setFirstLoadOver(true);
        },
      );
    };
    load();
    // Projects made, changed or deleted on other tablets show while the list is open, too.
    return engine.onPull(load);
  }, [engine, companyId]);

  const view = useMemo(
    () =>
      profile === undefined || company === undefined || projects === undefined || (companyId && !company?.cursor && !firstLoadOver)
        ? null
        : { userName: profile.userName.trim(), companyName: company?.companyName || null, projects, sync, loadError },
    [profile, company, projects, sync, loadError, companyId, firstLoadOver],
  );
  useEffect(() => {
    if (view) onView(view);
  }, [view, onView]);
  return null;
}
