// The images of one upload area as the screen shows them: those the server has, and those
// still queued on this device (shown with 'wartet auf Upload').
import { useLiveQuery } from 'dexie-react-hooks';
import type { ImageRef } from '@/domain/image';
import { imagesOf } from '@/domain/project-images';
import { projectKey } from '../schema';
import { useDataLayer } from './data-context';

export interface QueuedImage {
  key: string;
  name: string;
  blob: Blob;
  /** 'failed' waits for the user in the sync dialog. */
  state: 'pending' | 'sending' | 'failed';
}

export interface AreaImages {
  stored: ImageRef[];
  queued: QueuedImage[];
}

export function useAreaImages(companyId: string, projectId: string, area: string): AreaImages | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => {
    const key = projectKey(companyId, projectId);
    const stored = await db.projects.get(key);
    const entries = await db.outbox
      .where('projectKey')
      .equals(key)
      .filter((entry) => entry.kind === 'area-upload' && entry.area === area)
      .toArray();
    const queued: QueuedImage[] = [];
    for (const entry of entries) {
      for (const [index, file] of (entry.files ?? []).entries()) {
        const blob = await db.blobs.get(file.hash);
        if (blob) queued.push({ key: `${entry.id}-${index}`, name: file.name, blob: blob.blob, state: entry.state });
      }
    }
    return { stored: stored ? imagesOf(stored.project, area) : [], queued };
  }, [db, companyId, projectId, area]);
}
