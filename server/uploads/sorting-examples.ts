// Keeps the photos a user put into an area as examples for the photo sorting, after the upload
// was answered: the image embedding costs more than the rest of an upload, and nobody waits for
// it. So examples wait until uploads pause (someone waits for those), at most MAX_DEFER_MS, then
// are learned one at a time in upload order, read back from the file store (the queue holds no
// image bytes). Whoever needs them sooner (closing the server) has them learned at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Analysis } from '../analysis/analysis.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ImageRecord } from '../repositories/images.ts';

/** How long an example may wait for uploads in progress: the sorting sees a photo within half a minute even when uploads never pause. */
export const MAX_DEFER_MS = 30_000;
/** Uploads have paused when none ran for this long: a device draining its queue sends the next within a fraction of it. */
export const PAUSE_MS = 1_000;

export interface SortingExamples {
  /** Queues the stored photos as examples of the area; returns at once. */
  add(records: ImageRecord[], example: { companyId: string; component: string }): void;
  /** Runs one upload; queued examples wait until uploads pause. */
  whileUploading<T>(upload: () => Promise<T>): Promise<T>;
  /** Learns every photo queued so far without waiting for a pause; resolves once each was learned or given up. */
  learnQueued(): Promise<void>;
}

interface Waiting {
  /** Queue position, counted from 1. */
  position: number;
  record: ImageRecord;
  example: { companyId: string; component: string };
  queuedAt: number;
}

export function sortingExamples(analysis: Analysis, files: FileStore, log: FastifyBaseLogger): SortingExamples {
  const waiting: Waiting[] = [];
  let queued = 0;
  let done = 0;
  /** Photos up to this position are learned without waiting for a pause. */
  let urgentUpTo = 0;
  const callers: Array<{ upTo: number; resolve: () => void }> = [];
  let uploads = 0;
  let lastUploadEnded = 0;
  let learning = false;
  let dueTimer: NodeJS.Timeout | undefined;

  const learn = async ({ record, example }: Waiting) => {
    try {
      const bytes = await files.get(record.fileKey);
      // Deleted meanwhile: there is nothing left to learn from.
      if (bytes) await analysis.learn?.({ id: record.id, bytes, contentType: record.contentType, originalName: record.originalName }, example);
    } catch (error) {
      // A failure costs the company one example, never the upload.
      log.warn({ err: error, imageId: record.id, component: example.component }, 'photo not kept as a sorting example');
    }
  };

  const next = () => {
    clearTimeout(dueTimer);
    const head = waiting[0];
    if (learning || !head) return;
    const overdue = head.queuedAt + MAX_DEFER_MS;
    const due = head.position <= urgentUpTo ? 0 : uploads > 0 ? overdue : Math.min(lastUploadEnded + PAUSE_MS, overdue);
    if (Date.now() < due) {
      dueTimer = setTimeout(next, due - Date.now());
      dueTimer.unref();
      return;
    }
    waiting.shift();
    learning = true;
    void learn(head).finally(() => {
      learning = false;
      done = head.position;
      for (const caller of callers.filter(({ upTo }) => upTo <= done)) {
        callers.splice(callers.indexOf(caller), 1);
        caller.resolve();
      }
      next();
    });
  };

  return {
    add(records, example) {
      if (!analysis.learn) return;
      for (const record of records) waiting.push({ position: ++queued, record, example, queuedAt: Date.now() });
      next();
    },
    async whileUploading(upload) {
      uploads += 1;
      try {
        return await upload();
      } finally {
        uploads -= 1;
        lastUploadEnded = Date.now();
        next();
      }
    },
    learnQueued() {
      if (done >= queued) return Promise.resolve();
      urgentUpTo = queued;
      const learned = new Promise<void>((resolve) => callers.push({ upTo: queued, resolve }));
      next();
      return learned;
    },
  };
}
