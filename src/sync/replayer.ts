// Sends the outbox, one replayer at a time: photo uploads several at once, every other call in
// its project's order (send-plan.ts). Answers are classified (classify.ts); retries back off; a
// 412 merges three ways and tries again; an entry leaves the outbox only when the server
// confirmed it or the user discarded it.
import { ApiError } from '@/api/errors';
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import { ADDED_AT_HEADER } from '@/domain/constants';
import type { ProcessingTicket } from '@/domain/processing';
import type { Project } from '@/domain/project';
import type { Vorschaden } from '@/domain/vorschaden';
import { blobOf } from '@/db/blob-records';
import { damagesCacheKey, updateCachedDamages } from '@/db/cache-store';
import {
  complete,
  markFailed,
  markSending,
  outboxInOrder,
  recoverInterrupted,
  releaseBlobs,
  scheduleRetry,
} from '@/db/outbox-store';
import { applyServerProject, getStoredProject } from '@/db/project-store';
import type { OutboxEntry, VorOrtDatabase } from '@/db/schema';
import { isQuotaExceeded } from '@/db/storage-full';
import { replaceUploadFiles } from '@/db/upload-store';
import { backoffDelay } from './backoff';
import { classifyFailure } from './classify';
import { withSyncLock } from './lock';
import { mergeProject } from '@/domain/merge';
import { sendInPlan } from './send-plan';
import { SYNC_TEXTS } from './texts';
import type { UploadProgressBoard } from './upload-progress';

export interface ReplayDeps {
  db: VorOrtDatabase;
  api: ApiClient;
  /** Renews the access token silently; false when that is not possible now. */
  renewToken(): Promise<boolean>;
  now?: () => number;
  random?: () => number;
  /** A smaller copy of a photo after a 413, or null; without it a 413 waits for the user. */
  shrink?: (blob: Blob, name: string) => Promise<{ blob: Blob; name: string } | null>;
  /** Where an upload's progress is shown while it is on its way (the page's replayer only). */
  progress?: UploadProgressBoard;
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
    await sendInPlan({
      outbox: () => outboxInOrder(deps.db),
      now: deps.now ?? Date.now,
      send: async (entry, answered) => {
        try {
          report[await sendOne(deps, entry, merges, answered)] += 1;
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
  entry: OutboxEntry,
  merges: Map<number, number>,
  answered: () => void,
): Promise<'sent' | 'retrying' | 'failed'> {
  const { db } = deps;
  const id = entry.id as number;
  await markSending(db, id);
  try {
    await send(deps, entry, answered);
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
        await markFailed(db, entry, { status: apiError.status, message: failureMessage(entry, apiError) });
        return 'failed';
    }
  }
}

function failureMessage(entry: OutboxEntry, error: ApiError): string {
  const serverMessage = typeof error.body === 'object' && error.body && 'message' in error.body ? String(error.body.message) : '';
  const base =
    entry.kind === 'put-project'
      ? SYNC_TEXTS.saveRefused(error.status)
      : entry.kind === 'delete-vorschaden'
        ? SYNC_TEXTS.damageDeleteRefused
        : entry.kind === 'create-vorschaden'
          ? SYNC_TEXTS.damageCreateRefused(error.status)
          : entry.kind === 'move-image'
            ? SYNC_TEXTS.moveRefused(error.status)
            : SYNC_TEXTS.uploadRefused(error.status);
  return serverMessage ? `${base}: ${serverMessage}` : base;
}

/** Sends one entry and applies the answer; `answered` is told when an upload's answer is in. */
async function send(deps: ReplayDeps, entry: OutboxEntry, answered: () => void): Promise<void> {
  const { db, api } = deps;
  const headers = { 'idempotency-key': entry.idempotencyKey };
  switch (entry.kind) {
    case 'put-project': {
      const stored = await getStoredProject(db, entry.companyId, entry.projectId);
      if (!stored) {
        await complete(db, entry.id as number);
        return;
      }
      const ifMatch: Record<string, string> = stored.base?.version ? { 'if-match': `"v${stored.base.version}"` } : {};
      const saved = await api.json<Project>('PUT', API_PATHS.project(entry.companyId, entry.projectId), {
        json: stored.project,
        headers: { ...headers, ...ifMatch },
      });
      await db.transaction('rw', db.outbox, db.projects, async () => {
        await complete(db, entry.id as number);
        await applyServerProject(db, entry.companyId, saved);
      });
      return;
    }
    case 'area-upload':
    case 'photo-collection': {
      const files = entry.files ?? [];
      const blobs = await db.blobs.bulkGet(files.map((file) => file.hash));
      const form = new FormData();
      const field = entry.kind === 'photo-collection' ? 'files' : 'file';
      blobs.forEach((stored, index) => {
        if (stored) form.append(field, blobOf(stored), files[index].name);
      });
      const { progress } = deps;
      const onUploadProgress = progress && ((sent: number, total: number) => progress.report(entry.id as number, sent, total));
      if (entry.kind === 'area-upload') {
        const project = await api.json<Project>('POST', API_PATHS.areaUpload(entry.companyId, entry.projectId, entry.area as string), {
          body: form,
          headers: { ...headers, [ADDED_AT_HEADER]: entry.createdAt },
          onUploadProgress,
        });
        answered();
        await db.transaction('rw', db.outbox, db.projects, db.blobs, async () => {
          await complete(db, entry.id as number);
          await applyServerProject(db, entry.companyId, project);
          await releaseBlobs(db, entry);
        });
      } else {
        const ticket = await api.json<ProcessingTicket>('POST', API_PATHS.photoCollection(entry.companyId, entry.projectId), { body: form, headers, onUploadProgress });
        answered();
        await db.transaction('rw', db.outbox, db.tickets, db.blobs, async () => {
          await complete(db, entry.id as number);
          await db.tickets.put({
            ticketId: ticket.ticketId,
            projectKey: entry.projectKey,
            companyId: entry.companyId,
            projectId: entry.projectId,
            totalImages: ticket.totalImages,
            status: null,
            createdAt: new Date().toISOString(),
          });
          await releaseBlobs(db, entry);
        });
      }
      return;
    }
    case 'create-vorschaden': {
      // The damage carries its own id, so the server stores it once however often it arrives.
      const created = await api.json<Vorschaden>('POST', API_PATHS.createVorschaden(entry.companyId, entry.projectId), { json: entry.vorschaden, headers });
      await db.transaction('rw', db.outbox, db.cache, async () => {
        await complete(db, entry.id as number);
        await updateCachedDamages<Vorschaden>(db, damagesCacheKey(entry.companyId, entry.projectId), (list) => [
          ...list.filter((damage) => damage.id !== created.id),
          created,
        ]);
      });
      return;
    }
    case 'delete-vorschaden': {
      try {
        await api.request('DELETE', API_PATHS.vorschaden(entry.vorschadenId as string), { headers });
      } catch (error) {
        // SPEC §7: 404 means it is gone already, which is what the user wanted.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      await db.transaction('rw', db.outbox, db.cache, async () => {
        await complete(db, entry.id as number);
        await updateCachedDamages<Vorschaden>(db, damagesCacheKey(entry.companyId, entry.projectId), (list) =>
          list.filter((damage) => damage.id !== entry.vorschadenId),
        );
      });
      return;
    }
    case 'move-image':
      await imageChange(deps, entry, () =>
        api.json<Project>('POST', API_PATHS.moveImage(entry.companyId, entry.projectId, entry.imageId as string), {
          json: { component: entry.toArea },
          headers,
        }),
      );
      return;
    case 'delete-image':
      await imageChange(deps, entry, () =>
        api.json<Project>('DELETE', API_PATHS.areaImage(entry.companyId, entry.projectId, entry.area as string, entry.imageId as string), { headers }),
      );
      return;
  }
}

/**
 * A change to one image that answers the project: applied on success; a 404 means the image is
 * gone on the server, which leaves nothing to do, so the entry is done.
 */
async function imageChange(deps: ReplayDeps, entry: OutboxEntry, call: () => Promise<Project>): Promise<void> {
  const { db } = deps;
  try {
    const project = await call();
    await db.transaction('rw', db.outbox, db.projects, async () => {
      await complete(db, entry.id as number);
      await applyServerProject(db, entry.companyId, project);
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await complete(db, entry.id as number);
    else throw error;
  }
}

/** Replaces an upload's photos by smaller copies; false when nothing could shrink. */
async function shrinkFiles(deps: ReplayDeps, entry: OutboxEntry): Promise<boolean> {
  if (!deps.shrink || !entry.files?.length || (entry.shrinks ?? 0) >= MAX_SHRINKS) return false;
  const stored = await deps.db.blobs.bulkGet(entry.files.map((file) => file.hash));
  let shrunk = false;
  const files = [];
  for (const [index, file] of entry.files.entries()) {
    const record = stored[index];
    const blob = record && blobOf(record);
    const smaller = blob ? await deps.shrink(blob, file.name) : null;
    if (smaller) shrunk = true;
    if (blob) files.push(smaller ?? { blob, name: file.name });
  }
  if (shrunk) await replaceUploadFiles(deps.db, entry.id as number, files);
  return shrunk;
}

/** After a 412: the server's copy becomes the new base, the local copy the merge of both. */
async function mergeWithServer(deps: ReplayDeps, entry: OutboxEntry): Promise<void> {
  const server = await deps.api.json<Project>('GET', API_PATHS.project(entry.companyId, entry.projectId));
  const { db } = deps;
  await db.transaction('rw', db.projects, async () => {
    const stored = await getStoredProject(db, entry.companyId, entry.projectId);
    if (!stored) return;
    await db.projects.put({ ...stored, project: mergeProject(stored.base, stored.project, server), base: server });
  });
}
