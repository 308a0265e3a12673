// Which outbox entries are sent at the same time. Photo uploads of a project do not depend on each
// other, so up to MAX_IN_FLIGHT go at once and each one's round trip and server time hide behind
// the others' bytes. Every other call (a PUT, an image move or delete, a damage) keeps its place:
// it starts only when everything queued before it in its project is done, and nothing of that
// project queued after it starts before it is done.
import type { OutboxEntry } from '@/db/outbox-entries';

/**
 * Four keep the uplink busy while other uploads wait for the server; a browser opens six
 * connections to a host, so two stay free for the screens' own requests.
 */
const MAX_IN_FLIGHT = 4;

/**
 * The entries to start now, oldest first, from the whole outbox in queue order: `started` were
 * sent and are not done yet, `free` is how many more calls may go out. An entry that cannot be
 * sent yet (failed, or waiting out its backoff) holds back the rest of its project.
 */
function entriesToStart(
  outbox: OutboxEntry[],
  started: ReadonlySet<number>,
  free: number,
  now: number,
  isIndependent: (entry: OutboxEntry) => boolean,
): OutboxEntry[] {
  const start: OutboxEntry[] = [];
  /** Projects whose remaining entries must wait. */
  const held = new Set<string>();
  /** Projects with an earlier entry still in the outbox. */
  const earlier = new Set<string>();
  for (const entry of outbox) {
    if (start.length >= free) break;
    const project = entry.projectKey;
    if (held.has(project)) continue;
    const independent = isIndependent(entry);
    const waitsForEarlier = !independent && earlier.has(project);
    earlier.add(project);
    if (started.has(entry.id as number)) {
      if (!independent) held.add(project);
      continue;
    }
    if (waitsForEarlier || entry.state !== 'pending' || entry.notBefore > now) {
      held.add(project);
      continue;
    }
    start.push(entry);
    if (!independent) held.add(project);
  }
  return start;
}

/**
 * Sends until nothing more can start: takes from the outbox what may start, and looks again
 * whenever a call is answered (its slot is free while the answer is applied) or an entry is done.
 * If a send throws, nothing new starts and the error is raised once the others are done.
 */
export async function sendInPlan(options: {
  /** Reads the outbox, lets `pick` choose what starts now, and answers it marked as being sent. */
  take(pick: (outbox: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]>;
  now(): number;
  /** Whether the entry may pass its project's other calls (a photo upload). */
  independent(entry: OutboxEntry): boolean;
  /** Sends one entry; `answered` frees its slot once the server's answer is in. */
  send(entry: OutboxEntry, answered: () => void): Promise<void>;
}): Promise<void> {
  /** Sent and not done yet: what the order rules look at. */
  const started = new Set<number>();
  /** Sent and not answered yet: what the limit counts. */
  const unanswered = new Set<number>();
  const errors: unknown[] = [];
  let wake = () => {};
  for (;;) {
    const changed = new Promise<void>((resolve) => (wake = resolve));
    if (!errors.length) {
      const free = MAX_IN_FLIGHT - unanswered.size;
      const starting = free > 0 ? await options.take((outbox) => entriesToStart(outbox, started, free, options.now(), options.independent)) : [];
      for (const entry of starting) {
        const id = entry.id as number;
        const answered = () => {
          unanswered.delete(id);
          wake();
        };
        started.add(id);
        unanswered.add(id);
        void options
          .send(entry, answered)
          .catch((error: unknown) => void errors.push(error))
          .finally(() => {
            started.delete(id);
            answered();
          });
      }
    }
    if (!started.size) break;
    await changed;
  }
  if (errors.length) throw errors[0];
}
