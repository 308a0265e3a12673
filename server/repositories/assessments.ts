// Buildability assessments per project; the newest one is the current answer.
import type { BuildabilityAssessment } from '../../src/domain/buildability.ts';
import type { Queryable } from '../db/database.ts';
import { iso, json } from './rows.ts';

export class AssessmentRepository {
  constructor(private readonly db: Queryable) {}

  async latest(companyId: string, projectId: string): Promise<BuildabilityAssessment | null> {
    const [row] = await this.db.query<{ id: string; doc: unknown; created_at: unknown }>(
      'SELECT id, doc, created_at FROM assessments WHERE company_id = $1 AND project_id = $2 ORDER BY created_at DESC, id LIMIT 1',
      [companyId, projectId],
    );
    return row ? { ...json<BuildabilityAssessment>(row.doc), id: row.id, createdAt: iso(row.created_at) } : null;
  }

  async insert(companyId: string, projectId: string, assessment: BuildabilityAssessment): Promise<void> {
    const { id, createdAt, ...doc } = assessment;
    await this.db.query(
      'INSERT INTO assessments (id, company_id, project_id, doc, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
      [id, companyId, projectId, JSON.stringify(doc), createdAt],
    );
  }
}
