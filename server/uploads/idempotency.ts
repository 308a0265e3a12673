// Runs a request at most once per Idempotency-Key: a retry gets the first answer back, a
// retry while the first attempt still runs gets 409, and a failed attempt can be retried.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { API_TEXTS } from '../http/texts.ts';
import { IdempotentReplyRepository } from '../repositories/idempotent-replies.ts';

export interface Reply {
  statusCode: number;
  body: unknown;
  headers?: Record<string, string>;
}

export async function once(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
  run: () => Promise<Reply>,
): Promise<FastifyReply> {
  const send = (result: Reply, replayed = false) => {
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.body);
  };
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !key.trim()) return send(await run());

  const replies = new IdempotentReplyRepository(db);
  const requestId = `${request.method} ${request.url}`;
  const reservation = await replies.reserve(companyId, key.trim().slice(0, 200), requestId);
  if (reservation.state === 'done') return send({ statusCode: reservation.statusCode, body: reservation.body }, true);
  if (reservation.state === 'pending') throw new HttpError(409, 'in_progress', API_TEXTS.idempotencyInProgress);
  if (reservation.state === 'mismatch') throw new HttpError(422, 'idempotency_key_reused', API_TEXTS.idempotencyMismatch);
  try {
    const result = await run();
    await replies.complete(companyId, key.trim().slice(0, 200), result.statusCode, result.body);
    return send(result);
  } catch (error) {
    await replies.release(companyId, key.trim().slice(0, 200));
    throw error;
  }
}
