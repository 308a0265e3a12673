// The outbox in the local store: what is due, what is being sent, and what happened to it.
// An entry is removed only after the server confirmed it or the user discarded it.
import type { EntryDetails, EntryOf, OutboxEntry, OutboxKind } from './outbox-entries';
import { projectKey, type VorOrtDatabase } from './schema';

const LAST_SYNC_FLAG = 'lastSyncAt';

/** A new pending entry of the kind with its own Idempotency-Key, due at once. */
export function newOutboxEntry<Kind extends OutboxKind>(companyId: string, projectId: string, kind: Kind, details: EntryDetails<Kind>): EntryOf<Kind> {
  return {
    projectKey: projectKey(companyId, projectId),
    companyId,
    projectId,
    kind,
    ...details,
    idempotencyKey: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    attempts: 0,
    notBefore: 0,
    state: 'pending',
    lastError: null,
  } as EntryOf<Kind>;
}

/** How many calls of one project the server has not confirmed yet, sending or waiting. */
export function unconfirmedOfProject(db: VorOrtDatabase, companyId: string, projectId: string): Promise<number> {
  return db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).count();
}

/** When the earliest entry waiting out its backoff is due (epoch ms), or null when none waits. */
export async function nextDueAt(db: VorOrtDatabase): Promise<number | null> {
  const pending = await db.outbox.where('state').equals('pending').toArray();
  return pending.length ? Math.min(...pending.map((entry) => entry.notBefore)) : null;
}

/**
 * Reads the whole outbox in queue order, lets `pick` choose what may be sent now, and marks that
 * as being sent, in one transaction: a write waits for every read of the outbox under way, and
 * on a busy tablet the screens' reads keep it waiting long; one wait per batch of uploads, not
 * a read and a write for each.
 */
export function takeForSending(db: VorOrtDatabase, pick: (outbox: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const taken = pick(await db.outbox.orderBy('id').toArray()).map((entry) => ({ ...entry, state: 'sending' as const }));
    if (taken.length) await db.outbox.bulkUpdate(taken.map((entry) => ({ key: entry.id as number, changes: { state: 'sending' } })));
    return taken;
  });
}

export async function complete(db: VorOrtDatabase, id: number): Promise<void> {
  await db.outbox.delete(id);
}

/** Back to the queue, not before `notBefore`. */
export async function scheduleRetry(db: VorOrtDatabase, entry: OutboxEntry, notBefore: number, error: OutboxEntry['lastError']) {
  await db.outbox.update(entry.id as number, { state: 'pending', attempts: entry.attempts + 1, notBefore, lastError: error });
}

/** Parks the entry (and with it the rest of its project's queue) until the user decides. */
export async function markFailed(db: VorOrtDatabase, entry: OutboxEntry, error: NonNullable<OutboxEntry['lastError']>) {
  await db.outbox.update(entry.id as number, { state: 'failed', attempts: entry.attempts + 1, lastError: error });
}

/** 'Erneut versuchen': the entry is sent again at once. */
export async function retryNow(db: VorOrtDatabase, id: number): Promise<void> {
  await db.outbox.update(id, { state: 'pending', notBefore: 0 });
}

/** 'Verwerfen': the user gives the entry up; its blobs go unless another entry needs them. */
export async function discard(db: VorOrtDatabase, id: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await db.outbox.delete(id);
    await releaseBlobs(db, entry);
  });
}

/** Deletes the entry's blobs unless a remaining outbox entry still refers to them. */
export async function releaseBlobs(db: VorOrtDatabase, entry: OutboxEntry): Promise<void> {
  await releaseHashes(db, (entry.files ?? []).map((file) => file.hash));
}

/** Deletes the stored blobs of these hashes that no outbox entry sends any more. */
export async function releaseHashes(db: VorOrtDatabase, hashes: string[]): Promise<void> {
  if (!hashes.length) return;
  const stillNeeded = new Set((await db.outbox.toArray()).flatMap((other) => (other.files ?? []).map((file) => file.hash)));
  await db.blobs.bulkDelete(hashes.filter((hash) => !stillNeeded.has(hash)));
}

/** After a crash or a closed tab, entries left 'sending' go back to the queue. */
export async function recoverInterrupted(db: VorOrtDatabase): Promise<number> {
  return db.outbox.where('state').equals('sending').modify({ state: 'pending', notBefore: 0 });
}

/**
 * The connection is back: entries that failed only for want of a network are due at once
 * instead of waiting out the backoff they collected while offline, and a server error after
 * that backs off from the start rather than by the count of those failures.
 */
export async function wakeNetworkFailures(db: VorOrtDatabase): Promise<void> {
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.lastError?.status === 0 && entry.notBefore > 0)
    .modify({ notBefore: 0, attempts: 0 });
}

/** One outbox entry, or null once it is gone (sent or discarded). */
export async function outboxEntry(db: VorOrtDatabase, id: number): Promise<OutboxEntry | null> {
  return (await db.outbox.get(id)) ?? null;
}

/** Every entry still on the device and when a sync last went through. */
export async function outboxOverview(db: VorOrtDatabase): Promise<{ entries: OutboxEntry[]; lastSyncAt: string | null }> {
  const entries = await db.outbox.toArray();
  const last = await db.flags.get(LAST_SYNC_FLAG);
  return { entries, lastSyncAt: typeof last?.value === 'string' ? last.value : null };
}

/** Notes that every due entry went out. */
export async function noteSynced(db: VorOrtDatabase, at: Date): Promise<void> {
  await db.flags.put({ key: LAST_SYNC_FLAG, value: at.toISOString() });
}
