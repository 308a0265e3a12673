// Voice memos of a project's areas, one row per memo: where its audio file is kept and what the
// project document names (area, time, length). A deleted memo's row stays without a file.
import type { VoiceMemo, VoiceMemoType } from '../../src/domain/voice-memos.ts';
import type { Queryable } from '../db/database.ts';
import { iso } from './rows.ts';

export interface VoiceMemoRecord extends VoiceMemo {
  id: string;
  /** Null once the memo was deleted. */
  fileKey: string | null;
}

interface Row {
  id: string;
  area: VoiceMemo['area'];
  recorded_at: unknown;
  duration_ms: number;
  content_type: VoiceMemoType;
  size: number;
  file_key: string | null;
}

const toRecord = (row: Row): VoiceMemoRecord => ({
  id: row.id,
  area: row.area,
  recordedAt: iso(row.recorded_at),
  durationMs: Number(row.duration_ms),
  contentType: row.content_type,
  size: Number(row.size),
  fileKey: row.file_key,
});

export class VoiceMemoRepository {
  constructor(private readonly db: Queryable) {}

  /** Also a deleted memo (fileKey null): a late replay of its upload must not bring it back. */
  async get(companyId: string, projectId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<VoiceMemoRecord | null> {
    const [row] = await this.db.query<Row>(
      `SELECT id, area, recorded_at, duration_ms, content_type, size, file_key FROM voice_memos
       WHERE company_id = $1 AND project_id = $2 AND id = $3${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId, projectId, id],
    );
    return row ? toRecord(row) : null;
  }

  /** The project's memos that still have their recording, oldest first. */
  async listByProject(companyId: string, projectId: string): Promise<VoiceMemoRecord[]> {
    const rows = await this.db.query<Row>(
      `SELECT id, area, recorded_at, duration_ms, content_type, size, file_key FROM voice_memos
       WHERE company_id = $1 AND project_id = $2 AND file_key IS NOT NULL ORDER BY recorded_at, id`,
      [companyId, projectId],
    );
    return rows.map(toRecord);
  }

  /** Stores a new memo; answers false when the id is already taken (a replay, or a deleted memo). */
  async insert(companyId: string, projectId: string, record: VoiceMemoRecord): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO voice_memos (company_id, project_id, id, area, recorded_at, duration_ms, content_type, size, file_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (company_id, project_id, id) DO NOTHING RETURNING id`,
      [companyId, projectId, record.id, record.area, record.recordedAt, record.durationMs, record.contentType, record.size, record.fileKey],
    );
    return rows.length === 1;
  }

  async markDeleted(companyId: string, projectId: string, id: string): Promise<void> {
    await this.db.query('UPDATE voice_memos SET file_key = NULL, deleted_at = now() WHERE company_id = $1 AND project_id = $2 AND id = $3', [companyId, projectId, id]);
  }
}
