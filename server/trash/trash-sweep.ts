// The daily sweep, a job in the queue like the photo collections: it moves the done projects a
// company keeps no longer (its retention months) to the trash, erases the projects that have been
// in a trash longer than TRASH_DAYS, logs what it did, and queues its next run a day later. Kept in the queue, the sweep survives restarts and runs once however
// many servers share the database.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../queue/job-queue.ts';
import { RETENTION_DELETER } from '../../src/domain/trash.ts';
import { ProjectHistoryRepository } from '../repositories/project-history.ts';
import { ProjectTrashRepository } from '../repositories/project-trash.ts';
import type { Services } from '../services.ts';
import { eraseProject } from './erase-project.ts';

export const TRASH_SWEEP_JOB = 'trash-sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepReport {
  /** Done projects past their company's retention, now in the trash. */
  moved: Array<{ companyId: string; projectId: string }>;
  erased: Array<{ companyId: string; projectId: string }>;
  failed: Array<{ companyId: string; projectId: string; error: string }>;
}

export async function sweepTrash(services: Pick<Services, 'db' | 'files' | 'config'>): Promise<SweepReport> {
  const trash = new ProjectTrashRepository(services.db);
  const report: SweepReport = { moved: await trash.moveExpired(), erased: [], failed: [] };
  const history = new ProjectHistoryRepository(services.db);
  for (const moved of report.moved) await history.record(moved.companyId, moved.projectId, RETENTION_DELETER, 'deleted', []);
  for (const due of await trash.due(services.config.trashDays)) {
    try {
      if (await eraseProject(services, due.companyId, due.projectId)) report.erased.push(due);
    } catch (error) {
      report.failed.push({ ...due, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

export function trashSweepHandler(services: Services, log: FastifyBaseLogger) {
  return async (): Promise<void> => {
    const report = await sweepTrash(services);
    log.info({ moved: report.moved, erased: report.erased, failed: report.failed, trashDays: services.config.trashDays }, 'trash sweep');
    await services.queue.enqueue(services.db, TRASH_SWEEP_JOB, {}, DAY_MS);
  };
}

/** Queues the first sweep unless one is waiting or running already (another server queued it). */
export async function scheduleTrashSweep(db: Database, queue: JobQueue): Promise<void> {
  await db.transaction(async (tx) => {
    if (await queue.hasRoom(tx, TRASH_SWEEP_JOB, 1)) await queue.enqueue(tx, TRASH_SWEEP_JOB, {});
  });
}
