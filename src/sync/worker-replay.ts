// The page's replays, run by a Web Worker (replay.worker.ts): on a slow tablet the page's main
// thread is busy drawing the screen as each answer changes it, and an upload that waits for it
// to finish leaves the connection idle. Where the worker cannot run (no module workers, or its
// script could not load), the page replays itself, as before.
import { logWarning } from '@/platform/log';
import { reportServerReachable, serverAnswered } from '@/platform/reachability';
import type { Answer, FromReplayWorker, Question, ToReplayWorker } from './replay-messages';
import { replayOutbox, type ReplayDeps, type ReplayReport } from './replayer';

/** A replay in the worker: the page's part of it, and how it ends. */
interface Running {
  deps: ReplayDeps;
  resolve(report: ReplayReport): void;
  reject(error: Error): void;
}

export function replayOffThread(session: { baseUrl: string; token(): string | null }): (deps: ReplayDeps) => Promise<ReplayReport> {
  let worker: Worker | null = null;
  let unavailable = typeof Worker === 'undefined';
  let running: Running | null = null;

  const answer = async (question: Question, deps: ReplayDeps): Promise<Answer> => {
    if (question.kind === 'renew-token') {
      const renewed = await deps.renewToken().catch(() => false);
      return { kind: 'renew-token', renewed, token: session.token() };
    }
    return { kind: 'shrink', file: (await deps.shrink?.(question.blob, question.name).catch(() => null)) ?? null };
  };

  const onMessage = ({ data: message }: MessageEvent<FromReplayWorker>) => {
    if (message.type === 'reachable') return reportServerReachable(message.reachable);
    const current = running;
    if (!current) return;
    switch (message.type) {
      case 'progress':
        return current.deps.progress?.report(message.entryId, message.sent, message.total);
      case 'end':
        return current.deps.progress?.end(message.entryId);
      case 'ask':
        void answer(message.question, current.deps).then((reply) => post({ type: 'answer', call: message.call, answer: reply }));
        return;
      case 'done':
        running = null;
        return current.resolve(message.report);
      case 'failed':
        running = null;
        return current.reject(new Error(message.message));
    }
  };

  /** The worker did not load or died: this page replays itself from now on, beginning with the replay under way. */
  const onError = (event: ErrorEvent) => {
    logWarning('Synchronisation im Hintergrund-Thread nicht möglich; die Seite sendet selbst', event.message);
    worker?.terminate();
    worker = null;
    unavailable = true;
    const current = running;
    running = null;
    if (current) replayOutbox(current.deps).then(current.resolve, current.reject);
  };

  function post(message: ToReplayWorker): void {
    worker?.postMessage(message);
  }

  // A page that leaves for the back-forward cache keeps its workers there, suspended, with the
  // replay lock and any transaction they hold: the next page then waits on both for good
  // (WebKitGTK did on the engines journey). The worker goes with the page; a replay it broke off
  // ends here as not run, and the entries it was sending are recovered by the next one.
  globalThis.addEventListener?.('pagehide', () => {
    worker?.terminate();
    worker = null;
    const current = running;
    running = null;
    current?.resolve({ sent: 0, retrying: 0, failed: 0, ran: false });
  });

  return (deps) => {
    if (unavailable) return replayOutbox(deps);
    if (!worker) {
      worker = new Worker(new URL('./replay.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = onMessage;
      worker.onerror = onError;
    }
    return new Promise<ReplayReport>((resolve, reject) => {
      running = { deps, resolve, reject };
      post({ type: 'replay', baseUrl: session.baseUrl, token: session.token(), reachable: serverAnswered() });
    });
  };
}
