// Runs a request at most once per Idempotency-Key: a retry gets the first answer back, a
// retry while the first attempt still runs gets 409, and a failed attempt can be retried.
// The route records its answer inside its own data transaction (`remember`), so a process
// that dies mid-request leaves no half state: either the data and the answer, or neither.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { IdempotentReplyRepository } from '../repositories/idempotent-replies.ts';
import type { Services } from '../services.ts';

export interface Reply {
  statusCode: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Stores the answer with the request's data; call inside the transaction that writes the data. */
export type Remember = (tx: Queryable, result: Reply) => Promise<void>;

export async function once(
  { db, instanceId }: Pick<Services, 'db' | 'instanceId'>,
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
  run: (remember: Remember) => Promise<Reply>,
): Promise<FastifyReply> {
  const send = (result: Reply, replayed = false) => {
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.body);
  };
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || !header.trim()) return send(await run(async () => undefined));

  const key = header.trim().slice(0, 200);
  const replies = new IdempotentReplyRepository(db);
  const reservation = await replies.reserve(companyId, key, `${request.method} ${request.url}`, instanceId);
  if (reservation.state === 'done') return send({ statusCode: reservation.statusCode, body: reservation.body }, true);
  if (reservation.state === 'pending') throw new HttpError(409, 'in_progress', API_TEXTS.idempotencyInProgress);
  if (reservation.state === 'mismatch') throw new HttpError(422, 'idempotency_key_reused', API_TEXTS.idempotencyMismatch);
  try {
    return send(await run((tx, result) => new IdempotentReplyRepository(tx).complete(companyId, key, result.statusCode, result.body)));
  } catch (error) {
    await replies.release(companyId, key);
    throw error;
  }
}
