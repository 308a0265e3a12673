// The marks drawn on a project's photo ('Markieren'), one row per photo key, beside the untouched
// photo: the project document names only the marked copy, so the marks never weigh on its saves.
import type { PhotoMark, PhotoMarkup } from '../../src/domain/photo-marks.ts';
import type { Queryable } from '../db/database.ts';
import { iso, json } from './rows.ts';

export interface MarkupRecord extends PhotoMarkup {
  /** The image row of the marked copy; null once the marks were removed. */
  copyImageId: string | null;
}

interface Row {
  marks: unknown;
  updated_at: unknown;
  copy_image_id: string | null;
}

export class MarkupRepository {
  constructor(private readonly db: Queryable) {}

  /** Also a row without marks: it says when they were removed, which a late replay must not undo. */
  async get(companyId: string, projectId: string, photoKey: string, options: { forUpdate?: boolean } = {}): Promise<MarkupRecord | null> {
    const [row] = await this.db.query<Row>(
      `SELECT marks, updated_at, copy_image_id FROM photo_markups WHERE company_id = $1 AND project_id = $2 AND photo_key = $3${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId, projectId, photoKey],
    );
    return row ? { marks: json<PhotoMark[]>(row.marks), updatedAt: iso(row.updated_at), copyImageId: row.copy_image_id } : null;
  }

  async upsert(companyId: string, projectId: string, photoKey: string, record: MarkupRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO photo_markups (company_id, project_id, photo_key, marks, updated_at, copy_image_id)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (company_id, project_id, photo_key)
       DO UPDATE SET marks = excluded.marks, updated_at = excluded.updated_at, copy_image_id = excluded.copy_image_id`,
      [companyId, projectId, photoKey, JSON.stringify(record.marks), record.updatedAt, record.copyImageId],
    );
  }

  async delete(companyId: string, projectId: string, photoKey: string): Promise<void> {
    await this.db.query('DELETE FROM photo_markups WHERE company_id = $1 AND project_id = $2 AND photo_key = $3', [companyId, projectId, photoKey]);
  }
}
