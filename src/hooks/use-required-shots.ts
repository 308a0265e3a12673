// Required shots and the quality guard's flagged photos for the screens, read again whenever the
// store changes.
import { useMemo } from 'react';
import { queuedHashesByArea } from '@/db/area-images';
import { storedCompany } from '@/db/company-store';
import { useStoreQuery } from '@/db/store-query';
import { missingItems, type MissingItem } from '@/domain/missing-items';
import { flaggedPhotos, type FlaggedPhoto } from '@/domain/photo-checks';
import { DEFAULT_CHECKLIST, type ShotChecklist } from '@/domain/required-shots';
import { areaShotStates, type QueuedHashes, type ShotState } from '@/domain/shot-status';
import { isUploadArea, UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import { useDataLayer } from './data-context';
import { useStoredProject } from './use-projects';

/** The checklist the company's projects follow: the company's own as last loaded, else the default. */
export function useShotChecklist(companyId: string): ShotChecklist {
  const { db } = useDataLayer();
  return useStoreQuery(async () => (await storedCompany(db, companyId))?.checklist ?? DEFAULT_CHECKLIST, [db, companyId]) ?? DEFAULT_CHECKLIST;
}

/** One area's slots with their photos; `queued` are the hashes of the area's queued photos. */
export function useAreaShots(companyId: string, projectId: string, area: string, queued: readonly string[]): ShotState[] {
  const checklist = useShotChecklist(companyId);
  const project = useStoredProject(companyId, projectId)?.project;
  return useMemo(
    () => (project && isUploadArea(area) ? areaShotStates(checklist, project, area, { [area]: queued }) : []),
    [checklist, project, area, queued],
  );
}

export interface ProjectGaps {
  /** Every area's slots with their photos. */
  shots: ShotState[];
  missing: MissingItem[];
}

function useQueuedHashes(companyId: string, projectId: string): QueuedHashes | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => queuedHashesByArea(db, companyId, projectId), [db, companyId, projectId]);
}

/** Every required shot and everything missing, for the project menu and 'Was fehlt noch?'. */
export function useProjectGaps(companyId: string, projectId: string): ProjectGaps | undefined {
  const checklist = useShotChecklist(companyId);
  const project = useStoredProject(companyId, projectId)?.project;
  const queued = useQueuedHashes(companyId, projectId);
  return useMemo(() => {
    if (!project || !queued) return undefined;
    const shots = UPLOAD_AREA_IDS.flatMap((area) => areaShotStates(checklist, project, area, queued));
    return { shots, missing: missingItems(project, shots, queued) };
  }, [checklist, project, queued]);
}

/** The project's flagged photos that are still in it: those not decided yet ask for the user's choice. */
export function useFlaggedPhotos(companyId: string, projectId: string): FlaggedPhoto[] {
  const project = useStoredProject(companyId, projectId)?.project;
  const queued = useQueuedHashes(companyId, projectId);
  return useMemo(() => (project && queued ? flaggedPhotos(project, queued) : []), [project, queued]);
}
