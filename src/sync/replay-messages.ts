// What the page and its replay worker (replay.worker.ts) say to each other: the page starts a
// replay and answers what only it can do (renew the sign-in, shrink a photo); the worker reports
// each upload's progress, whether the server answered, and the replay's end.
import type { QueuedFile } from '@/db/upload-store';
import type { ReplayReport } from './replayer';

export type ToReplayWorker =
  | {
      type: 'replay';
      baseUrl: string;
      token: string | null;
      /** Whether the page's last request reached the server: where the worker's own record starts. */
      reachable: boolean;
    }
  | { type: 'answer'; call: number; answer: Answer };

export type Question = { kind: 'renew-token' } | { kind: 'shrink'; blob: Blob; name: string };

export type Answer = { kind: 'renew-token'; renewed: boolean; token: string | null } | { kind: 'shrink'; file: QueuedFile | null };

export type FromReplayWorker =
  | { type: 'done'; report: ReplayReport }
  | { type: 'failed'; message: string }
  | { type: 'ask'; call: number; question: Question }
  | { type: 'progress'; entryId: number; sent: number; total: number }
  | { type: 'end'; entryId: number }
  | { type: 'reachable'; reachable: boolean };
