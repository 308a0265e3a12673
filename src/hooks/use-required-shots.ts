// Required shots and the quality guard's open verdicts for the screens, read again whenever the
// store changes.
import { useMemo } from 'react';
import { queuedHashesByArea } from '@/db/area-images';
import { storedCompany } from '@/db/company-store';
import { projectVerdicts } from '@/db/photo-verdicts';
import type { StoredPhotoVerdict } from '@/db/schema';
import { useStoreQuery } from '@/db/store-query';
import { missingItems, type MissingItem } from '@/domain/missing-items';
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

/** Every required shot and everything missing, for the project menu and 'Was fehlt noch?'. */
export function useProjectGaps(companyId: string, projectId: string): ProjectGaps | undefined {
  const { db } = useDataLayer();
  const checklist = useShotChecklist(companyId);
  const project = useStoredProject(companyId, projectId)?.project;
  const queued: QueuedHashes | undefined = useStoreQuery(() => queuedHashesByArea(db, companyId, projectId), [db, companyId, projectId]);
  const verdicts = useStoreQuery(() => projectVerdicts(db, companyId, projectId), [db, companyId, projectId]);
  return useMemo(() => {
    if (!project || !queued || !verdicts) return undefined;
    const shots = UPLOAD_AREA_IDS.flatMap((area) => areaShotStates(checklist, project, area, queued));
    return { shots, missing: missingItems(project, shots, queued, verdicts) };
  }, [checklist, project, queued, verdicts]);
}

/**
 * The guard's verdicts on this device's photos of the project that wait for the user's choice;
 * a photo kept on another device (or earlier, sent again) waits no more.
 */
export function usePhotoVerdicts(companyId: string, projectId: string): StoredPhotoVerdict[] {
  const { db } = useDataLayer();
  const kept = useStoredProject(companyId, projectId)?.project.photoChecks;
  const verdicts = useStoreQuery(() => projectVerdicts(db, companyId, projectId), [db, companyId, projectId]);
  return useMemo(() => (verdicts ?? []).filter((verdict) => !kept?.[verdict.hash]), [verdicts, kept]);
}
