// Required shots and the quality guard's flagged photos for the screens, read again whenever the
// store changes.
import { useMemo } from 'react';
import { queuedHashesByArea } from '@/db/area-images';
import { storedCompany } from '@/db/company-store';
import { useStoreQuery } from '@/db/store-query';
import { missingItems, openItems, type MissingItem } from '@/domain/missing-items';
import { flaggedPhotos, type FlaggedPhoto } from '@/domain/photo-checks';
import type { Project } from '@/domain/project';
import { DEFAULT_CHECKLIST, type ShotChecklist } from '@/domain/required-shots';
import { areaShotStates, type QueuedHashes, type ShotState } from '@/domain/shot-status';
import { imagesOf } from '@/domain/project-images';
import { COLLECTION_AREA, isUploadArea, UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import { useDataLayer } from './data-context';
import { useStoredProject } from './use-projects';

/** The checklist the company's projects follow: the company's own as last loaded, else the default. */
export function useShotChecklist(companyId: string): ShotChecklist {
  const { db } = useDataLayer();
  return useStoreQuery(async () => (await storedCompany(db, companyId))?.checklist ?? DEFAULT_CHECKLIST, [db, companyId]) ?? DEFAULT_CHECKLIST;
}

export interface AreaCapture {
  project: Project | undefined;
  /** The area's slots with their photos. */
  shots: ShotState[];
  /** The project's flagged photos held in this area (on the server or queued here), or stored elsewhere. */
  flagged: FlaggedPhoto[];
}

/** One area's slots and flagged photos, from one read of the project; `queued` are the hashes of the area's queued photos. */
export function useAreaCapture(companyId: string, projectId: string, area: string, queued: readonly string[]): AreaCapture {
  const checklist = useShotChecklist(companyId);
  const project = useStoredProject(companyId, projectId)?.project;
  return useMemo(() => {
    if (!project) return { project, shots: [], flagged: [] };
    const here = { [area]: queued };
    return { project, shots: isUploadArea(area) ? areaShotStates(checklist, project, area, here) : [], flagged: flaggedPhotos(project, here) };
  }, [checklist, project, area, queued]);
}

export interface ProjectGaps {
  /** Every area's slots with their photos. */
  shots: ShotState[];
  missing: MissingItem[];
  /** The missing items still asking for something: they count, and 'Erledigt' asks about them. */
  open: MissingItem[];
  /** Photos of the collection not in an area yet: left unsorted, or still queued here. */
  inCollection: number;
}

/** Every required shot and everything missing, for the project menu and 'Was fehlt noch?'. */
export function useProjectGaps(companyId: string, projectId: string): ProjectGaps | undefined {
  const { db } = useDataLayer();
  const checklist = useShotChecklist(companyId);
  const project = useStoredProject(companyId, projectId)?.project;
  const queued: QueuedHashes | undefined = useStoreQuery(() => queuedHashesByArea(db, companyId, projectId), [db, companyId, projectId]);
  return useMemo(() => {
    if (!project || !queued) return undefined;
    const shots = UPLOAD_AREA_IDS.flatMap((area) => areaShotStates(checklist, project, area, queued));
    const inCollection = imagesOf(project, COLLECTION_AREA).length + (queued[COLLECTION_AREA]?.length ?? 0);
    const missing = missingItems(project, shots, queued);
    return { shots, missing, open: openItems(missing), inCollection };
  }, [checklist, project, queued]);
}
