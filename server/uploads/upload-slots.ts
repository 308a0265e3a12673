// How many uploads one user may have under way at once: each holds a spool on disk and a photo
// being decoded in memory, so one account (or a stolen token) cannot fill the server by sending
// many at a time. In-process: each server counts its own.
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';

/** How long a client waits before it tries again. */
const RETRY_AFTER_S = 5;

export class UploadSlots {
  private readonly running = new Map<string, number>();

  constructor(private readonly perUser: number) {}

  async run<T>(user: string, work: () => Promise<T>): Promise<T> {
    const count = this.running.get(user) ?? 0;
    if (count >= this.perUser) {
      throw new HttpError(429, 'too_many_uploads', API_TEXTS.tooManyUploads, undefined, undefined, { 'retry-after': String(RETRY_AFTER_S) });
    }
    this.running.set(user, count + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(user) ?? 1) - 1;
      if (left > 0) this.running.set(user, left);
      else this.running.delete(user);
    }
  }
}
