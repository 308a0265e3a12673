import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/http-client';
import { createDatabase } from '@/db/schema';
import type { FromReplayWorker, ToReplayWorker } from './replay-messages';
import type { ReplayDeps } from './replayer';
import { replayOffThread } from './worker-replay';

/** Stands in for the browser's Worker: records what the page posts and whether it was ended. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  posted: ToReplayWorker[] = [];
  terminated = false;
  onmessage: ((event: { data: FromReplayWorker }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor() {
    RecordingWorker.made.push(this);
  }
  postMessage(message: ToReplayWorker) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

function pageWithWorkers() {
  RecordingWorker.made = [];
  const page = new EventTarget();
  vi.stubGlobal('Worker', RecordingWorker);
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  return page;
}

const deps = (): ReplayDeps => ({ db: createDatabase(), api: {} as ApiClient, renewToken: async () => false });

describe('replay in a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers with the report the worker sends at the end', async () => {
    pageWithWorkers();
    const replay = replayOffThread({ baseUrl: 'https://vor-ort.test', token: () => 'token-1' });
    const running = replay(deps());
    const [worker] = RecordingWorker.made;
    expect(worker.posted).toEqual([{ type: 'replay', baseUrl: 'https://vor-ort.test', token: 'token-1', reachable: expect.any(Boolean) }]);
    worker.onmessage?.({ data: { type: 'done', report: { sent: 3, retrying: 1, failed: 0, ran: true } } });
    await expect(running).resolves.toEqual({ sent: 3, retrying: 1, failed: 0, ran: true });
  });

  // WebKitGTK kept a left page's worker suspended in its back-forward cache, holding the replay
  // lock and a transaction: the next page's replays and reads waited for good.
  it('ends the worker with the page, so a page kept for going back holds no lock, and replays with a new one after', async () => {
    const page = pageWithWorkers();
    const replay = replayOffThread({ baseUrl: 'https://vor-ort.test', token: () => null });
    const broken = replay(deps());
    page.dispatchEvent(new Event('pagehide'));
    expect(RecordingWorker.made[0].terminated).toBe(true);
    await expect(broken).resolves.toEqual({ sent: 0, retrying: 0, failed: 0, ran: false });

    const next = replay(deps());
    expect(RecordingWorker.made).toHaveLength(2);
    RecordingWorker.made[1].onmessage?.({ data: { type: 'done', report: { sent: 1, retrying: 0, failed: 0, ran: true } } });
    await expect(next).resolves.toMatchObject({ sent: 1, ran: true });
  });
});
