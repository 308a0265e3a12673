// Web Worker that replays the outbox for the page (worker-replay.ts): reading the queued photos,
// sending them and writing the answers happen on a thread of their own, so a slow tablet's
// rendering of the screen never leaves the connection idle. The page's live queries hear of the
// writes in batches (db/throttled-store-notices.ts). What only the page can do, it is asked for.
// Dexie must not load before its broadcast is muted: this import comes first.
import '@/db/mute-store-broadcast';
import { createApiClient } from '@/api/http-client';
import { createDatabase, type VorOrtDatabase } from '@/db/schema';
import { throttleStoreNotices } from '@/db/throttled-store-notices';
import { onReachabilityChange, reportServerReachable, serverAnswered } from '@/platform/reachability';
import type { Answer, FromReplayWorker, Question, ToReplayWorker } from './replay-messages';
import { replayOutbox } from './replayer';

/** The parts of the worker scope used here (the app's type check has no WebWorker lib). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToReplayWorker>) => void) | null;
  postMessage(message: FromReplayWorker): void;
};

let db: VorOrtDatabase | null = null;
let token: string | null = null;
let nextCall = 1;
const asked = new Map<number, (answer: Answer) => void>();
const notices = throttleStoreNotices();

function ask(question: Question): Promise<Answer> {
  const call = nextCall++;
  scope.postMessage({ type: 'ask', call, question });
  return new Promise((resolve) => asked.set(call, resolve));
}

onReachabilityChange(() => scope.postMessage({ type: 'reachable', reachable: serverAnswered() }));

function replay(message: Extract<ToReplayWorker, { type: 'replay' }>): void {
  token = message.token;
  reportServerReachable(message.reachable);
  db ??= createDatabase();
  replayOutbox({
    db,
    api: createApiClient({ baseUrl: message.baseUrl, getToken: () => token }),
    renewToken: async () => {
      const answer = await ask({ kind: 'renew-token' });
      if (answer.kind !== 'renew-token') return false;
      token = answer.token;
      return answer.renewed;
    },
    shrink: async (blob, name) => {
      const answer = await ask({ kind: 'shrink', blob, name });
      return answer.kind === 'shrink' ? answer.file : null;
    },
    progress: {
      report: (entryId, sent, total) => scope.postMessage({ type: 'progress', entryId, sent, total }),
      end: (entryId) => scope.postMessage({ type: 'end', entryId }),
    },
  })
    .finally(() => notices.flush())
    .then(
      (report) => scope.postMessage({ type: 'done', report }),
      (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
}

scope.onmessage = ({ data: message }) => {
  if (message.type === 'replay') return replay(message);
  asked.get(message.call)?.(message.answer);
  asked.delete(message.call);
};
