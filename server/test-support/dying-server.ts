// A server process caught mid-work, for the crash-recovery test: it registers like a server, claims
// a photo-collection job and reserves an Idempotency-Key as an upload does, says 'ready' and waits
// to be killed with SIGKILL, so nothing of a clean stop runs. DATABASE_URL or DATA_DIR as the server.
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { ServerInstance } from '../queue/server-instance.ts';
import { IdempotentReplyRepository } from '../repositories/idempotent-replies.ts';

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(process.env.DATA_DIR as string, 'db') });
await migrate(db);
const instance = await ServerInstance.register(db);
const queue = new JobQueue(db);
await db.transaction((tx) => queue.enqueue(tx, 'photo-collection', { ticketId: 'ticket-of-the-dead' }));
const job = await queue.claim(instance.id);
await new IdempotentReplyRepository(db).reserve(process.env.COMPANY_ID as string, 'retried-upload', process.env.RESERVED_REQUEST as string, instance.id);
process.stdout.write(`ready ${job?.id}\n`);
setInterval(() => undefined, 60_000);
