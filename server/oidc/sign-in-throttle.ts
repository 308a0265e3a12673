// Slows down password guessing at the bundled provider: after 5 failed sign-ins for one user
// name from one address, or 20 from one address for any names, further attempts wait until the
// oldest failure leaves the 15-minute window. A successful sign-in clears that user's count.
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const WINDOW_MS = 15 * 60_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds to wait before this attempt may be checked, or 0 when it may go ahead. */
  waitMs(address: string, username: string): number {
    return Math.max(this.wait(userKey(address, username), MAX_FAILURES_PER_USER), this.wait(address, MAX_FAILURES_PER_ADDRESS));
  }

  failed(address: string, username: string): void {
    for (const key of [userKey(address, username), address]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(address: string, username: string): void {
    this.failures.delete(userKey(address, username));
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit] + WINDOW_MS - this.now();
  }
}

function userKey(address: string, username: string): string {
  return `${address}|${username.trim().toLowerCase()}`;
}
