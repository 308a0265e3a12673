// Follows photo-collection tickets kept in the store (SPEC §4): polls each unfinished ticket
// every second, reloads the project on SAVED (twice, a second apart), and records FAILED or a
// polling failure for the overlay. Tickets live in the store, so polling resumes after a restart.
import { ApiError, API_MESSAGES } from '@/api/errors';
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import type { ProcessingStatus } from '@/domain/processing';
import type { StoredTicket, VorOrtDatabase } from '@/db/schema';
import { dismissTicket, openTickets, updateTicket } from '@/db/ticket-store';

export const POLL_INTERVAL_MS = 1000;
export const RELOAD_PAUSE_MS = 1000;

export interface TicketPollerDeps {
  db: VorOrtDatabase;
  api: ApiClient;
  refreshProject(companyId: string, projectId: string): Promise<void>;
  /** Once the sorted project is here: what the user decided about the collection's photos meanwhile is carried out. */
  settleSorted(companyId: string, projectId: string, hashes: readonly string[]): Promise<void>;
  isOnline(): boolean;
  sleep?: (ms: number) => Promise<void>;
}

export class TicketPoller {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly deps: TicketPollerDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      await this.pollOnce().catch(() => undefined);
      if (!this.stopped) this.timer = setTimeout(() => void loop(), POLL_INTERVAL_MS);
    };
    void loop();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** One round: every open ticket asked once. Offline, tickets simply wait. */
  async pollOnce(): Promise<void> {
    if (!this.deps.isOnline()) return;
    const open = await openTickets(this.deps.db);
    for (const ticket of open) await this.pollTicket(ticket);
  }

  private async pollTicket(ticket: StoredTicket): Promise<void> {
    const { db, api } = this.deps;
    let status: ProcessingStatus;
    try {
      status = await api.json<ProcessingStatus>('GET', API_PATHS.processingStatus(ticket.ticketId));
    } catch (error) {
      // No answer is normal in a cellar: ask again next round. An answer that refuses stops polling.
      if (error instanceof ApiError && error.kind === 'http' && error.status !== 401 && error.status < 500) {
        await updateTicket(db, ticket.ticketId, { pollError: API_MESSAGES.statusPollFailed });
      }
      return;
    }
    await updateTicket(db, ticket.ticketId, { status });
    if (status.state === 'SAVED') {
      const sleep = this.deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
      await this.deps.refreshProject(ticket.companyId, ticket.projectId);
      await sleep(RELOAD_PAUSE_MS);
      // The server may still be writing the last findings: a second reload picks them up.
      await this.deps.refreshProject(ticket.companyId, ticket.projectId).catch(() => undefined);
      await this.deps.settleSorted(ticket.companyId, ticket.projectId, (ticket.files ?? []).map((file) => file.hash));
      await sleep(RELOAD_PAUSE_MS);
      await updateTicket(db, ticket.ticketId, { finishedAt: new Date().toISOString() });
    }
  }

  /** The screen showed the result: the ticket leaves the store. */
  async dismiss(ticketId: string): Promise<void> {
    await dismissTicket(this.deps.db, ticketId);
  }
}

/** The alert text for a FAILED ticket (SPEC §8). */
export function failureText(status: ProcessingStatus | null): string {
  const errors = status?.errors?.filter(Boolean) ?? [];
  return API_MESSAGES.processingFailed(errors.length ? errors.join(', ') : API_MESSAGES.unknownError);
}
