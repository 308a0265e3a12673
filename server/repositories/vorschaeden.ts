// Prior damages per project: those the analysis found and those entered by hand.
import type { Vorschaden } from '../../src/domain/vorschaden.ts';
import type { Queryable } from '../db/database.ts';
import { isUuidShaped, json } from './rows.ts';

interface Row {
  id: string;
  company_id: string;
  project_id: string;
  doc: unknown;
}

export interface VorschadenRecord {
  companyId: string;
  projectId: string;
  vorschaden: Vorschaden;
}

const toRecord = (row: Row): VorschadenRecord => ({
  companyId: row.company_id,
  projectId: row.project_id,
  vorschaden: { ...json<Vorschaden>(row.doc), id: row.id },
});

export class VorschadenRepository {
  constructor(private readonly db: Queryable) {}

  async list(companyId: string, projectId: string): Promise<Vorschaden[]> {
    const rows = await this.db.query<Row>(
      'SELECT * FROM vorschaeden WHERE company_id = $1 AND project_id = $2 ORDER BY created_at, id',
      [companyId, projectId],
    );
    return rows.map((row) => toRecord(row).vorschaden);
  }

  async get(id: string): Promise<VorschadenRecord | null> {
    if (!isUuidShaped(id)) return null;
    const [row] = await this.db.query<Row>('SELECT * FROM vorschaeden WHERE id = $1', [id]);
    return row ? toRecord(row) : null;
  }

  async insert(companyId: string, projectId: string, vorschaden: Vorschaden): Promise<Vorschaden> {
    const { id, ...doc } = vorschaden;
    await this.db.query('INSERT INTO vorschaeden (id, company_id, project_id, doc) VALUES ($1, $2, $3, $4::jsonb)', [
      id,
      companyId,
      projectId,
      JSON.stringify(doc),
    ]);
    return vorschaden;
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM vorschaeden WHERE id = $1', [id]);
  }
}
