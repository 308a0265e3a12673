// Remembers the answer to a request sent with an Idempotency-Key, so a retried upload gets
// the first answer back instead of storing its files a second time. The answer is written in
// the same transaction as the request's data, so a crash leaves either both or neither.
import type { Queryable } from '../db/database.ts';
import { json } from './rows.ts';

export type Reservation = { state: 'new' } | { state: 'pending' } | { state: 'done'; statusCode: number; body: unknown } | { state: 'mismatch' };

/** A reservation older than this whose request never finished belonged to a process that died. */
export const ABANDONED_AFTER_SECONDS = 120;

export class IdempotentReplyRepository {
  constructor(private readonly db: Queryable) {}

  /** Claims the key for this request, or reports what an earlier request with it did. */
  async reserve(companyId: string, key: string, request: string, owner: string): Promise<Reservation> {
    const inserted = await this.db.query(
      'INSERT INTO idempotent_replies (company_id, key, request, owner) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key',
      [companyId, key, request, owner],
    );
    if (inserted.length) return { state: 'new' };
    const taken = await this.db.query(
      `UPDATE idempotent_replies SET created_at = now(), owner = $5
       WHERE company_id = $1 AND key = $2 AND request = $3 AND status_code IS NULL
         AND created_at < now() - ($4::int * interval '1 second')
       RETURNING key`,
      [companyId, key, request, ABANDONED_AFTER_SECONDS, owner],
    );
    if (taken.length) return { state: 'new' };
    const [row] = await this.db.query<{ request: string; status_code: number | null; body: unknown }>(
      'SELECT request, status_code, body FROM idempotent_replies WHERE company_id = $1 AND key = $2',
      [companyId, key],
    );
    if (!row) return { state: 'new' };
    if (row.request !== request) return { state: 'mismatch' };
    return row.status_code === null ? { state: 'pending' } : { state: 'done', statusCode: row.status_code, body: json(row.body) };
  }

  async complete(companyId: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.db.query('UPDATE idempotent_replies SET status_code = $3, body = $4::jsonb WHERE company_id = $1 AND key = $2', [
      companyId,
      key,
      statusCode,
      JSON.stringify(body),
    ]);
  }

  /** Forgets a reservation whose request failed, so the client's retry runs again. */
  async release(companyId: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM idempotent_replies WHERE company_id = $1 AND key = $2 AND status_code IS NULL', [
      companyId,
      key,
    ]);
  }
}
