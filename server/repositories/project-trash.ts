// A company's trash (issue 23): a deleted project waits here, restorable, until it is erased for
// good. Erasing removes every row that holds the project's data (the rows that reference the
// project go with it by their foreign keys; the queue's jobs and the stored replies name it in
// their payload and path) and answers the keys of its files, which the caller deletes first.
import type { Project } from '../../src/domain/project.ts';
import { DONE_STATUS, RETENTION_DELETER } from '../../src/domain/trash.ts';
import type { Queryable } from '../db/database.ts';
import { iso, json } from './rows.ts';

export interface TrashedProject {
  project: Project;
  deletedAt: string;
  deletedBy: string | null;
}

export type Removal = 'trash' | 'erased';

interface TrashRow {
  doc: unknown;
  version: number;
  updated_at: unknown;
  deleted_at: unknown;
  deleted_by: string | null;
}

const toTrashed = (row: TrashRow): TrashedProject => ({
  project: { ...json<Project>(row.doc), version: row.version, updatedAt: iso(row.updated_at) },
  deletedAt: iso(row.deleted_at),
  deletedBy: row.deleted_by,
});

const TRASH_COLUMNS = 'doc, version, updated_at, deleted_at, deleted_by';

export class ProjectTrashRepository {
  constructor(private readonly db: Queryable) {}

  /** Moves the project to the trash; a project already there stays as it was deleted. Null when there is none. */
  async trash(companyId: string, projectId: string, by: string): Promise<TrashedProject | null> {
    await this.db.query('UPDATE projects SET deleted_at = now(), deleted_by = $3 WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL', [
      companyId,
      projectId,
      by,
    ]);
    return this.get(companyId, projectId);
  }

  async get(companyId: string, projectId: string): Promise<TrashedProject | null> {
    const [row] = await this.db.query<TrashRow>(
      `SELECT ${TRASH_COLUMNS} FROM projects WHERE company_id = $1 AND id = $2 AND deleted_at IS NOT NULL`,
      [companyId, projectId],
    );
    return row ? toTrashed(row) : null;
  }

  /** The company's trash, most recently deleted first. */
  async list(companyId: string): Promise<TrashedProject[]> {
    const rows = await this.db.query<TrashRow>(
      `SELECT ${TRASH_COLUMNS} FROM projects WHERE company_id = $1 AND deleted_at IS NOT NULL ORDER BY deleted_at DESC, id`,
      [companyId],
    );
    return rows.map(toTrashed);
  }

  /**
   * Takes the project out of the trash as a new version, so a device that dropped it loads it
   * again and one that kept edits for it merges them. Null when it is not in the trash.
   */
  async restore(companyId: string, projectId: string): Promise<Project | null> {
    const [row] = await this.db.query<Omit<TrashRow, 'deleted_at' | 'deleted_by'>>(
      `UPDATE projects SET deleted_at = NULL, deleted_by = NULL, version = version + 1, updated_at = now()
       WHERE company_id = $1 AND id = $2 AND deleted_at IS NOT NULL RETURNING doc, version, updated_at`,
      [companyId, projectId],
    );
    return row ? { ...json<Project>(row.doc), version: row.version, updatedAt: iso(row.updated_at) } : null;
  }

  /** Whether the project was deleted: in the trash, erased, or neither (it exists or never did). */
  async removal(companyId: string, projectId: string): Promise<Removal | null> {
    const [row] = await this.db.query<{ removal: Removal }>(
      `SELECT 'trash' AS removal FROM projects WHERE company_id = $1 AND id = $2 AND deleted_at IS NOT NULL
       UNION ALL SELECT 'erased' FROM erased_projects WHERE company_id = $1 AND project_id = $2`,
      [companyId, projectId],
    );
    return row?.removal ?? null;
  }

  /**
   * The ids of the company's deleted projects, in the trash or erased: devices that hold one drop
   * it. With `since` only those deleted or erased after it.
   */
  async removedIds(companyId: string, since?: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      since
        ? `SELECT id FROM projects WHERE company_id = $1 AND deleted_at > $2::timestamptz
           UNION SELECT project_id FROM erased_projects WHERE company_id = $1 AND erased_at > $2::timestamptz ORDER BY 1`
        : `SELECT id FROM projects WHERE company_id = $1 AND deleted_at IS NOT NULL
           UNION SELECT project_id FROM erased_projects WHERE company_id = $1 ORDER BY 1`,
      since ? [companyId, since] : [companyId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Moves the done projects of every company that keeps them for a limited time (its retention
   * months) and that nobody changed in that time to the trash, as moved by the retention.
   */
  async moveExpired(): Promise<Array<{ companyId: string; projectId: string }>> {
    const rows = await this.db.query<{ company_id: string; id: string }>(
      `UPDATE projects p SET deleted_at = now(), deleted_by = $1
       FROM companies c
       WHERE c.id = p.company_id AND c.retention_months IS NOT NULL AND p.deleted_at IS NULL
         AND p.doc->>'status' = $2 AND p.updated_at < now() - (c.retention_months * interval '1 month')
       RETURNING p.company_id, p.id`,
      [RETENTION_DELETER, DONE_STATUS],
    );
    return rows.map((row) => ({ companyId: row.company_id, projectId: row.id }));
  }

  /** Projects of every company that have been in the trash longer than `days`. */
  async due(days: number): Promise<Array<{ companyId: string; projectId: string }>> {
    const rows = await this.db.query<{ company_id: string; id: string }>(
      "SELECT company_id, id FROM projects WHERE deleted_at < now() - ($1::int * interval '1 day') ORDER BY deleted_at",
      [days],
    );
    return rows.map((row) => ({ companyId: row.company_id, projectId: row.id }));
  }

  /** The keys of every file the project keeps: photos, documents, thumbnails, marked and annotated copies, recordings. */
  async fileKeys(companyId: string, projectId: string): Promise<string[]> {
    const rows = await this.db.query<{ key: string }>(
      `SELECT file_key AS key FROM images WHERE company_id = $1 AND project_id = $2
       UNION SELECT thumb_key FROM images WHERE company_id = $1 AND project_id = $2 AND thumb_key IS NOT NULL
       UNION SELECT original_key FROM images WHERE company_id = $1 AND project_id = $2 AND original_key IS NOT NULL
       UNION SELECT file_key FROM voice_memos WHERE company_id = $1 AND project_id = $2 AND file_key IS NOT NULL`,
      [companyId, projectId],
    );
    return rows.map((row) => row.key);
  }

  /**
   * Erases a project in the trash for good, in one transaction: its jobs, the stored replies to
   * its calls, and the project row with everything that references it; its id is kept as erased.
   * False when the project is not in the trash (restored meanwhile, or erased already).
   */
  async erase(companyId: string, projectId: string): Promise<boolean> {
    if ((await this.removal(companyId, projectId)) !== 'trash') return false;
    // The queue's jobs name their ticket only in the payload; the tickets go with the project.
    await this.db.query(
      "DELETE FROM jobs WHERE payload->>'ticketId' IN (SELECT id::text FROM tickets WHERE company_id = $1 AND project_id = $2)",
      [companyId, projectId],
    );
    await this.db.query('DELETE FROM projects WHERE company_id = $1 AND id = $2', [companyId, projectId]);
    // A stored reply names its project in the request's path (both path forms end a segment with the id).
    await this.db.query("DELETE FROM idempotent_replies WHERE company_id = $1 AND (request LIKE $2 OR request LIKE $3)", [
      companyId,
      `% %/${likeEscaped(projectId)}/%`,
      `% %/${likeEscaped(projectId)}`,
    ]);
    await this.db.query('INSERT INTO erased_projects (company_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [companyId, projectId]);
    return true;
  }
}

function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
