// A project's history (issue 23): one row per change, with who made it and what it changed.
import type { HistoryChange, HistoryEntry } from '../../src/domain/project-history.ts';
import type { Queryable } from '../db/database.ts';
import { iso, json } from './rows.ts';

interface Row {
  id: string | number;
  at: unknown;
  actor: string;
  kind: HistoryEntry['kind'];
  changes: unknown;
  made_at: unknown;
}

/** The most a page of history lists: a project saved every few seconds for a day. */
export const HISTORY_PAGE = 500;

export class ProjectHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** `madeAt`: when a change that arrives late was made on the device (changeMadeAt). */
  async record(companyId: string, projectId: string, actor: string, kind: HistoryEntry['kind'], changes: HistoryChange[], madeAt?: string): Promise<void> {
    await this.db.query(
      'INSERT INTO project_history (company_id, project_id, actor, kind, changes, made_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
      [companyId, projectId, actor, kind, JSON.stringify(changes), madeAt ?? null],
    );
  }

  /** Newest first; `before` an entry's id to page further back. */
  async list(companyId: string, projectId: string, before?: number): Promise<HistoryEntry[]> {
    const rows = await this.db.query<Row>(
      `SELECT id, at, actor, kind, changes, made_at FROM project_history
       WHERE company_id = $1 AND project_id = $2 AND ($3::bigint IS NULL OR id < $3) ORDER BY id DESC LIMIT ${HISTORY_PAGE}`,
      [companyId, projectId, before ?? null],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      at: iso(row.at),
      actor: row.actor,
      kind: row.kind,
      changes: json<HistoryChange[]>(row.changes),
      ...(row.made_at === null ? {} : { madeAt: iso(row.made_at) }),
    }));
  }
}
