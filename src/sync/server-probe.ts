// Asking a server that stopped answering whether it does again (Wi-Fi without a route, a network
// that just returned), so the screens stop showing offline and the queue goes out as soon as a
// request would pass.
import { API_PATHS } from '@/api/paths';
import type { ApiClient } from '@/api/http-client';
import { serverAnswered } from '@/platform/reachability';

/**
 * A server that stopped answering is asked again after this long, then twice as long each time up
 * to PROBE_INTERVAL_MS: a network that just returned often carries nothing for a second or two (the
 * browser's 'online' comes before the Wi-Fi's address or its portal), and the screens should not
 * show offline for ten seconds after that.
 */
const FIRST_PROBE_MS = 1_000;
/** How often, at the most, to ask a server that did not answer whether it does again. */
const PROBE_INTERVAL_MS = 10_000;

export class ServerProbe {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts schedules, so that a probe still on its way when one ends starts no second one. */
  private schedule = 0;

  constructor(private readonly deps: { api: ApiClient; isOnline(): boolean }) {}

  /** Any answer of the server, even a refusal, proves the route (the API client reports it). */
  async once(): Promise<void> {
    if (!this.deps.isOnline()) return;
    await this.deps.api.request('GET', API_PATHS.health, { anonymous: true }).catch(() => undefined);
  }

  /** Probes from now on, more seldom each time, until the server answers; replaces a running schedule. */
  repeat(): void {
    this.stop();
    this.later(FIRST_PROBE_MS, this.schedule);
  }

  /** Ends the schedule; a probe on its way still finishes, but none follows. */
  stop(): void {
    this.schedule += 1;
    clearTimeout(this.timer);
  }

  private later(delay: number, schedule: number): void {
    // Each probe waits for the last, so Wi-Fi without a route stacks no requests.
    this.timer = setTimeout(() => {
      void this.once().then(() => {
        if (schedule === this.schedule && !serverAnswered()) this.later(Math.min(delay * 2, PROBE_INTERVAL_MS), schedule);
      });
    }, delay);
  }
}
