// Projects as versioned JSON documents: every save bumps the version and updatedAt, and a save
// that names the version it started from is refused when someone saved in between.
import type { Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import { iso, json } from './rows.ts';

interface Row {
  doc: unknown;
  version: number;
  updated_at: unknown;
}

export type SaveResult = { saved: Project } | { conflict: Project };

function toProject(row: Row): Project {
  return { ...json<Project>(row.doc), version: row.version, updatedAt: iso(row.updated_at) };
}

export class ProjectRepository {
  constructor(private readonly db: Queryable) {}

  async listByCompany(companyId: string): Promise<Project[]> {
    const rows = await this.db.query<Row>(
      'SELECT doc, version, updated_at FROM projects WHERE company_id = $1 ORDER BY created_at DESC, id',
      [companyId],
    );
    return rows.map(toProject);
  }

  async countsByCompany(companyIds: string[]): Promise<Map<string, number>> {
    const rows = await this.db.query<{ company_id: string; n: string | number }>(
      'SELECT company_id, count(*) AS n FROM projects WHERE company_id = ANY($1::text[]) GROUP BY company_id',
      [companyIds],
    );
    return new Map(rows.map((row) => [row.company_id, Number(row.n)]));
  }

  async get(companyId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Project | null> {
    const [row] = await this.db.query<Row>(
      `SELECT doc, version, updated_at FROM projects WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    return row ? toProject(row) : null;
  }

  /**
   * Stores the whole project. With `expectedVersion` the save only succeeds if the stored
   * version still matches; run inside a transaction so the check and the write are one step.
   */
  async save(companyId: string, project: Project, expectedVersion?: number): Promise<SaveResult> {
    const current = await this.get(companyId, project.id, { forUpdate: true });
    if (expectedVersion !== undefined && (current?.version ?? 0) !== expectedVersion) {
      return { conflict: current ?? project };
    }
    const { version: _version, updatedAt: _updatedAt, ...doc } = project;
    const [row] = await this.db.query<Row>(
      `INSERT INTO projects (company_id, id, doc, version, updated_at)
       VALUES ($1, $2, $3::jsonb, 1, now())
       ON CONFLICT (company_id, id) DO UPDATE
         SET doc = EXCLUDED.doc, version = projects.version + 1, updated_at = now()
       RETURNING doc, version, updated_at`,
      [companyId, project.id, JSON.stringify(doc)],
    );
    return { saved: toProject(row) };
  }
}
