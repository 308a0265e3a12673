// An upload area's images for the screens, read again whenever the store changes.
import { useRef } from 'react';
import { readAreaImages, type AreaImages } from '@/db/area-images';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export type { AreaImages, QueuedImage } from '@/db/area-images';

export function useAreaImages(companyId: string, projectId: string, area: string): AreaImages | undefined {
  const { db } = useDataLayer();
  // Every answered upload re-runs the query: without reusing the Blobs read before, draining 100
  // queued photos decoded them some 200 times over.
  const blobs = useRef(new Map<string, Blob>());
  return useStoreQuery(() => readAreaImages(db, { companyId, projectId, area }, blobs), [db, companyId, projectId, area]);
}
