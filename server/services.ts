// What the routes work with: database, file store, job queue, worker and analysis, created
// once per server and handed to every route plugin.
import type { Analysis } from './analysis/analysis.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';
import type { JobQueue } from './queue/job-queue.ts';
import type { SortingExamples } from './uploads/sorting-examples.ts';
import type { UploadSlots } from './uploads/upload-slots.ts';

export interface Services {
  config: ServerConfig;
  db: Database;
  files: FileStore;
  queue: JobQueue;
  analysis: Analysis;
  /** Photos put into areas, learned as sorting examples after their uploads were answered. */
  examples: SortingExamples;
  /** Uploads under way per user (UPLOAD_MAX_CONCURRENT_PER_USER). */
  uploadSlots: UploadSlots;
  /** This server among those sharing the database: its claims and reservations carry it. */
  instanceId: string;
  /** Tells this process's worker that a job is waiting (no-op without a worker). */
  wakeWorker(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
