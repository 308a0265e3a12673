// What the replayer needs of a kind of queued work: how it is sent and its answer applied,
// whether it may pass the project's other calls, and what the user reads about it. Each kind is
// one module in this folder, listed once in registry.ts.
import type { ApiClient } from '@/api/http-client';
import type { OutboxBase } from '@/db/outbox-entries';
import type { VorOrtDatabase } from '@/db/schema';

export interface SendContext {
  db: VorOrtDatabase;
  api: ApiClient;
  /** The entry's Idempotency-Key, for every call it makes: a retried call is stored once. */
  headers: Record<string, string>;
  /** Frees the entry's slot for the next call once the server's answer is in. */
  answered(): void;
  /** Where an upload's progress goes (the page's replayer only). */
  onUploadProgress?: (sent: number, total: number) => void;
}

export interface OutboxKind<Entry extends OutboxBase = OutboxBase> {
  /**
   * Sent beside the project's other calls instead of in their order: photo uploads, which
   * depend on nothing queued before them.
   */
  readonly independent: boolean;
  /** What the entry does, in the sync dialog's list of what waits for the user. */
  readonly label: string;
  /** Why the entry waits for the user after the server refused it with `status`. */
  refused(status: number): string;
  /** Sends the entry and applies the answer to the store; an ApiError when the server refused. */
  send(entry: Entry, context: SendContext): Promise<void>;
}
