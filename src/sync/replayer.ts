// Sends the outbox, one replayer at a time: photo uploads several at once, every other call in
// its project's order (send-plan.ts), each by its kind's module (kinds/). Answers are classified
// (classify.ts); retries back off; a 412 merges three ways and tries again; an entry leaves the
// outbox only when the server confirmed it or the user discarded it.
import { ApiError, userMessage } from '@/api/errors';
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import type { OutboxEntry } from '@/db/outbox-entries';
import { markFailed, recoverInterrupted, scheduleRetry, takeForSending } from '@/db/outbox-store';
import { applyServerProject } from '@/db/project-store';
import type { VorOrtDatabase } from '@/db/schema';
import { isQuotaExceeded } from '@/db/storage-full';
import { queuedFiles, replaceUploadFiles, type QueuedFile } from '@/db/upload-store';
import type { Project } from '@/domain/project';
import { backoffDelay } from './backoff';
import { classifyFailure } from './classify';
import { OUTBOX_KINDS, type OutboxKinds } from './kinds/registry';
import { withSyncLock } from './lock';
import { sendInPlan } from './send-plan';
import { SYNC_TEXTS } from './texts';
import type { UploadProgressReports } from './upload-progress';

export interface ReplayDeps {
  db: VorOrtDatabase;
  api: ApiClient;
  /** Renews the access token silently; false when that is not possible now. */
  renewToken(): Promise<boolean>;
  now?: () => number;
  random?: () => number;
  /** A smaller copy of a photo after a 413, or null; without it a 413 waits for the user. */
  shrink?: (blob: Blob, name: string) => Promise<QueuedFile | null>;
  /** Where an upload's progress is shown while it is on its way (the page's replayer only). */
  progress?: UploadProgressReports;
  /** The kinds of queued work and how each is sent: the registry, unless a test adds one. */
  kinds?: OutboxKinds;
}

/** Shrink rounds after 413 before the entry waits for the user. */
const MAX_SHRINKS = 2;

export interface ReplayReport {
  sent: number;
  retrying: number;
  failed: number;
  /** False when another tab or the worker was already replaying. */
  ran: boolean;
}

/** How many 412 merges in a row before the entry waits for the next run. */
const MAX_MERGES_PER_RUN = 3;

export async function replayOutbox(deps: ReplayDeps): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, retrying: 0, failed: 0, ran: false };
  report.ran = await withSyncLock(async () => {
    await recoverInterrupted(deps.db);
    const merges = new Map<number, number>();
    const kinds = deps.kinds ?? OUTBOX_KINDS;
    await sendInPlan({
      take: (pick) => takeForSending(deps.db, pick),
      now: deps.now ?? Date.now,
      independent: (entry) => kinds[entry.kind]?.independent ?? false,
      send: async (entry, answered) => {
        try {
          report[await sendOne(deps, kinds, entry, merges, answered)] += 1;
        } finally {
          deps.progress?.end(entry.id as number);
        }
      },
    });
  });
  return report;
}

async function sendOne(
  deps: ReplayDeps,
  kinds: OutboxKinds,
  entry: OutboxEntry,
  merges: Map<number, number>,
  answered: () => void,
): Promise<'sent' | 'retrying' | 'failed'> {
  const { db } = deps;
  const id = entry.id as number;
  const kind = kinds[entry.kind];
  if (!kind) {
    await markFailed(db, entry, { status: 0, message: SYNC_TEXTS.unknownKind });
    return 'failed';
  }
  try {
    const onUploadProgress = deps.progress && ((sent: number, total: number) => deps.progress?.report(id, sent, total));
    await kind.send(entry, { db, api: deps.api, headers: { 'idempotency-key': entry.idempotencyKey }, answered, onUploadProgress });
    return 'sent';
  } catch (error) {
    if (isQuotaExceeded(error)) {
      // The server has it, but the device could not note that: sent again later under the same
      // Idempotency-Key, which the server answers without storing twice. If even the retry
      // cannot be noted, the entry stays 'sending' and the next run recovers it.
      const retryAt = (deps.now ?? Date.now)() + backoffDelay(entry.attempts, deps.random?.() ?? Math.random());
      await scheduleRetry(db, entry, retryAt, { status: 0, message: SYNC_TEXTS.storageFull }).catch(() => undefined);
      return 'retrying';
    }
    const apiError = error instanceof ApiError ? error : new ApiError('http', (error as Error).message, 0);
    const action = apiError.status === 0 && apiError.kind === 'http' ? 'ask-user' : classifyFailure(apiError);
    const now = (deps.now ?? Date.now)();
    const lastError = { status: apiError.status, message: apiError.message };
    switch (action) {
      case 'merge': {
        const count = (merges.get(id) ?? 0) + 1;
        merges.set(id, count);
        await mergeWithServer(deps, entry);
        await scheduleRetry(db, entry, count >= MAX_MERGES_PER_RUN ? now + backoffDelay(entry.attempts, deps.random?.() ?? Math.random()) : 0, lastError);
        return 'retrying';
      }
      case 'renew-token': {
        const renewed = await deps.renewToken().catch(() => false);
        // Never dropped: without a fresh token the entry waits and is tried again later.
        await scheduleRetry(db, entry, renewed ? 0 : now + backoffDelay(entry.attempts, deps.random?.() ?? Math.random()), lastError);
        return 'retrying';
      }
      case 'retry':
        await scheduleRetry(db, entry, now + backoffDelay(entry.attempts, deps.random?.() ?? Math.random(), apiError.retryAfterMs), lastError);
        return 'retrying';
      case 'too-large':
        if (!deps.shrink) {
          // The service worker cannot re-encode photos: the app does it on its next run.
          await scheduleRetry(db, entry, now + backoffDelay(entry.attempts, deps.random?.() ?? Math.random()), lastError);
          return 'retrying';
        }
        if (await shrinkFiles(deps, entry)) {
          await scheduleRetry(db, entry, 0, lastError);
          return 'retrying';
        }
        await markFailed(db, entry, { status: apiError.status, message: SYNC_TEXTS.tooLarge });
        return 'failed';
      case 'ask-user':
        await markFailed(db, entry, { status: apiError.status, message: failureMessage(kind.refused(apiError.status), apiError) });
        return 'failed';
    }
  }
}

/** The kind's own words for the refusal, with the server's message where it sent one. */
function failureMessage(base: string, error: ApiError): string {
  const serverMessage = userMessage(error);
  return serverMessage !== error.message ? `${base}: ${serverMessage}` : base;
}

/** Replaces an upload's photos by smaller copies; false when nothing could shrink. */
async function shrinkFiles(deps: ReplayDeps, entry: OutboxEntry): Promise<boolean> {
  if (!deps.shrink || !entry.files?.length || (entry.shrinks ?? 0) >= MAX_SHRINKS) return false;
  let shrunk = false;
  const files = [];
  for (const file of await queuedFiles(deps.db, entry)) {
    const smaller = await deps.shrink(file.blob, file.name);
    if (smaller) shrunk = true;
    files.push(smaller ?? file);
  }
  if (shrunk) await replaceUploadFiles(deps.db, entry.id as number, files);
  return shrunk;
}

/** After a 412: the server's copy becomes the new base, the local copy the merge of both. */
async function mergeWithServer(deps: ReplayDeps, entry: OutboxEntry): Promise<void> {
  const server = await deps.api.json<Project>('GET', API_PATHS.project(entry.companyId, entry.projectId));
  await applyServerProject(deps.db, entry.companyId, server);
}
