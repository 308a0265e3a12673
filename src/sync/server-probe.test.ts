// Probing a server that does not answer: one schedule at a time, however often the uplink flickers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http-client';
import { reportServerReachable } from '@/platform/reachability';
import { ServerProbe } from './server-probe';

describe('the server probe', () => {
  afterEach(() => {
    vi.useRealTimers();
    reportServerReachable(true);
  });

  it('keeps one schedule when it starts anew while a probe is on its way', async () => {
    // A flickering uplink: a probe that comes back late must not start a schedule of its own, or
    // the dead Wi-Fi gets ever more requests.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const probes: number[] = [];
    const start = Date.now();
    const api = createApiClient({
      baseUrl: 'http://server.test/api',
      getToken: () => 'token',
      fetch: async () => {
        probes.push(Date.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        throw new TypeError('Failed to fetch');
      },
    });
    const probe = new ServerProbe({ api, isOnline: () => true });
    reportServerReachable(false);
    probe.repeat();
    await vi.advanceTimersByTimeAsync(2_000);
    probe.repeat();
    await vi.advanceTimersByTimeAsync(15_000);
    probe.stop();
    // The probe of 1 s comes back at 6 s and ends there; the new schedule probes at 3 and 10 s, until stopped.
    expect(probes).toEqual([1_000, 3_000, 10_000]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toEqual([1_000, 3_000, 10_000]);
  });
});
