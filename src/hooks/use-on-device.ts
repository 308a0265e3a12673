// What this device holds of a project that the server does not have yet, as far as the customer's
// signature covers it (issue 22): photos still waiting in every area and the photo collection,
// marks still waiting, and the voice memos as this device lists them. Undefined while it loads.
import { useMemo } from 'react';
import { queuedHashesByArea } from '@/db/area-images';
import { useStoreQuery } from '@/db/store-query';
import type { Project } from '@/domain/project';
import type { OnDevice } from '@/domain/signature';
import { useDataLayer } from './data-context';
import { usePendingMarkups } from './use-photo-markups';
import { usePrintedMemos } from './use-voice-memos';

export function useOnDevice(companyId: string, project: Project): OnDevice | undefined {
  const { db } = useDataLayer();
  const byArea = useStoreQuery(() => queuedHashesByArea(db, companyId, project.id), [db, companyId, project.id]);
  const pendingMarks = usePendingMarkups(companyId, project.id);
  const memos = usePrintedMemos(companyId, project);
  return useMemo(() => {
    if (!byArea || !pendingMarks || !memos.loaded) return undefined;
    const marks = Object.fromEntries(Object.entries(pendingMarks).map(([key, pending]) => [key, pending.marks.length ? pending.updatedAt : null]));
    return { photos: Object.values(byArea).flat(), marks, memos: memos.memos };
  }, [byArea, pendingMarks, memos]);
}
