// The values users set on photographed areas (issue 26), kept in step with each project on every
// save, and the labelled examples they make: the area's photo vectors of the company's other
// projects that are not in the trash, each labelled with the value set there.
import { taughtValues, type TaughtLabel } from '../../src/domain/taught-values.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import { EMBEDDING_MODEL } from '../analysis/embedding/photo-examples.ts';
import type { TaughtExample, TaughtExamples } from '../analysis/embedding/taught-vote.ts';
import { isUuidShaped } from './rows.ts';
import { toVector } from './vectors.ts';

/** The newest photos of an area teach; a busy company's older ones age out. */
const MAX_EXAMPLES = 2000;

export class TaughtValueRepository implements TaughtExamples {
  constructor(private readonly db: Queryable) {}

  /** Writes what changed since the project's last save: typing elsewhere costs one read. */
  async syncProject(companyId: string, project: Project): Promise<void> {
    const wanted = new Map(taughtValues(project).map((taught) => [`${taught.area}/${taught.field}`, taught]));
    const held = await this.db.query<{ area: string; field: string; value: string }>('SELECT area, field, value FROM taught_values WHERE company_id = $1 AND project_id = $2', [
      companyId,
      project.id,
    ]);
    const same = new Set(
      held.filter((row) => JSON.stringify(wanted.get(`${row.area}/${row.field}`)?.value) === row.value).map((row) => `${row.area}/${row.field}`),
    );
    const gone = held.filter((row) => !wanted.has(`${row.area}/${row.field}`));
    for (const row of gone) {
      await this.db.query('DELETE FROM taught_values WHERE company_id = $1 AND project_id = $2 AND area = $3 AND field = $4', [companyId, project.id, row.area, row.field]);
    }
    for (const [key, taught] of wanted) {
      if (same.has(key)) continue;
      await this.db.query(
        `INSERT INTO taught_values (company_id, project_id, area, field, value) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (company_id, project_id, area, field) DO UPDATE SET value = excluded.value`,
        [companyId, project.id, taught.area, taught.field, JSON.stringify(taught.value)],
      );
    }
  }

  async list(companyId: string, area: string, exceptProjectId: string): Promise<TaughtExample[]> {
    const rows = await this.db.query<{ field: string; value: string; vector: unknown }>(
      `SELECT t.field, t.value, e.vector FROM taught_values t
       JOIN projects p ON p.company_id = t.company_id AND p.id = t.project_id AND p.deleted_at IS NULL
       JOIN images i ON i.company_id = t.company_id AND i.project_id = t.project_id AND i.component = t.area
       JOIN image_embeddings e ON e.image_id = i.id AND e.model = $4
       WHERE t.company_id = $1 AND t.area = $2 AND t.project_id <> $3
       ORDER BY e.created_at DESC LIMIT $5`,
      [companyId, area, exceptProjectId, EMBEDDING_MODEL, MAX_EXAMPLES],
    );
    return rows.map((row) => ({ field: row.field, value: JSON.parse(row.value) as TaughtLabel, vector: toVector(row.vector) }));
  }

  async vectors(imageIds: readonly string[]): Promise<Map<string, Float32Array>> {
    const ids = imageIds.filter(isUuidShaped);
    if (!ids.length) return new Map();
    const rows = await this.db.query<{ image_id: string; vector: unknown }>(
      'SELECT image_id::text AS image_id, vector FROM image_embeddings WHERE image_id = ANY($1::uuid[]) AND model = $2',
      [ids, EMBEDDING_MODEL],
    );
    return new Map(rows.map((row) => [row.image_id, toVector(row.vector)]));
  }
}
