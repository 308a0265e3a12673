// Photo-collection tickets on this device (SPEC §4): the server's processing of an uploaded
// collection, followed until the screen has shown its result. Kept across restarts.
import type { ProcessingTicket } from '@/domain/processing';
import type { PhotoCollectionEntry } from './outbox-entries';
import { complete, releaseBlobs } from './outbox-store';
import type { StoredTicket, VorOrtDatabase } from './schema';

function isOpen(ticket: StoredTicket): boolean {
  return !ticket.pollError && !ticket.finishedAt && ticket.status?.state !== 'FAILED';
}

/** The tickets still to be asked about. */
export async function openTickets(db: VorOrtDatabase): Promise<StoredTicket[]> {
  return (await db.tickets.toArray()).filter(isOpen);
}

/** The photos of a project's collections the server is still sorting: sent, in no area yet. */
export async function photosBeingSorted(db: VorOrtDatabase, key: string): Promise<string[]> {
  const tickets = await db.tickets.filter((ticket) => ticket.projectKey === key && isOpen(ticket)).toArray();
  return tickets.flatMap((ticket) => (ticket.files ?? []).map((file) => file.hash));
}

/** What the server said or why asking stopped, or that the result was loaded. */
export async function updateTicket(
  db: VorOrtDatabase,
  ticketId: string,
  change: Partial<Pick<StoredTicket, 'status' | 'pollError' | 'finishedAt'>>,
): Promise<void> {
  await db.tickets.update(ticketId, change);
}

/** The screen showed the result: the ticket leaves the store. */
export async function dismissTicket(db: VorOrtDatabase, ticketId: string): Promise<void> {
  await db.tickets.delete(ticketId);
}

/** The server took the collection: its entry and photos go, its ticket is kept, together. */
export async function completeWithTicket(db: VorOrtDatabase, entry: PhotoCollectionEntry, ticket: ProcessingTicket): Promise<void> {
  await db.transaction('rw', db.outbox, db.tickets, db.blobs, async () => {
    await complete(db, entry.id as number);
    await db.tickets.put({
      ticketId: ticket.ticketId,
      projectKey: entry.projectKey,
      companyId: entry.companyId,
      projectId: entry.projectId,
      totalImages: ticket.totalImages,
      files: entry.files,
      status: null,
      createdAt: new Date().toISOString(),
    });
    await releaseBlobs(db, entry);
  });
}
