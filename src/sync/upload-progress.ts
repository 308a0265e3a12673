// How far the uploads under way have come, by outbox entry, for the screens: kept in memory only,
// since it changes many times a second and means nothing once the page is gone. Listeners hear
// of a change at most every PROGRESS_STEP_MS, so a fast upload does not re-render on every packet.

export interface UploadProgress {
  sent: number;
  total: number;
  /** When the first bytes of this attempt were reported (ms). */
  startedAt: number;
}

const PROGRESS_STEP_MS = 200;

/** Where a replayer tells how far each upload has come. */
export interface UploadProgressReports {
  report(entryId: number, sent: number, total: number): void;
  /** The entry's upload is over, however it ended. */
  end(entryId: number): void;
}

export class UploadProgressBoard implements UploadProgressReports {
  private entries: ReadonlyMap<number, UploadProgress> = new Map();
  private lastNotified = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  report(entryId: number, sent: number, total: number): void {
    const time = this.now();
    const previous = this.entries.get(entryId);
    const next = new Map(this.entries);
    next.set(entryId, { sent, total, startedAt: previous?.startedAt ?? time });
    this.entries = next;
    if (!previous || sent >= total || time - this.lastNotified >= PROGRESS_STEP_MS) this.notify(time);
  }

  end(entryId: number): void {
    if (!this.entries.has(entryId)) return;
    const next = new Map(this.entries);
    next.delete(entryId);
    this.entries = next;
    this.notify(this.now());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ReadonlyMap<number, UploadProgress> => this.entries;

  private notify(time: number): void {
    this.lastNotified = time;
    for (const listener of this.listeners) listener();
  }
}
