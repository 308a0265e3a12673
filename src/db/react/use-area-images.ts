// The images of one upload area as the screen shows them: those the server has, and those
// still queued on this device (shown with 'wartet auf Upload').
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
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
  // A Blob read again from IndexedDB is a new object, and a new object means a new object URL and
  // the photo decoded again. Every answered upload re-runs the query, so without reusing the Blobs
  // read before, draining 100 queued photos decoded them some 200 times over.
  const blobs = useRef(new Map<string, Blob>());
  return useLiveQuery(async () => {
    const key = projectKey(companyId, projectId);
    const stored = await db.projects.get(key);
    const entries = await db.outbox
      .where('projectKey')
      .equals(key)
      .filter((entry) => entry.kind === 'area-upload' && entry.area === area)
      .toArray();
    const hashes = entries.flatMap((entry) => (entry.files ?? []).map((file) => file.hash));
    const missing = hashes.filter((hash) => !blobs.current.has(hash));
    const read = await db.blobs.bulkGet(missing);
    const known = new Map<string, Blob>();
    for (const hash of hashes) {
      const blob = blobs.current.get(hash) ?? read[missing.indexOf(hash)]?.blob;
      if (blob) known.set(hash, blob);
    }
    blobs.current = known;
    const queued: QueuedImage[] = [];
    for (const entry of entries) {
      for (const [index, file] of (entry.files ?? []).entries()) {
        const blob = known.get(file.hash);
        if (blob) queued.push({ key: `${entry.id}-${index}`, name: file.name, blob, state: entry.state });
      }
    }
    return { stored: stored ? imagesOf(stored.project, area) : [], queued };
  }, [db, companyId, projectId, area]);
}
