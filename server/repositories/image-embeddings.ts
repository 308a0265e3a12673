// The photos' feature vectors (image_embeddings) and the examples the photo sorting learns from:
// photos uploaded in an area tab, photos a user moved to another area (image_corrections) and
// photos a user put into a required shot (image_slots).
import type { Queryable } from '../db/database.ts';
import type { LabelledVector } from '../analysis/embedding/knn.ts';
import { toVector } from './vectors.ts';
import { EMBEDDING_MODEL, type PhotoExample, type PhotoExamples } from '../analysis/embedding/photo-examples.ts';

/** Enough examples for every area of a busy company; the newest count, older photos age out. */
const MAX_EXAMPLES = 2000;

interface Row {
  label: string;
  slot: string | null;
  vector: unknown;
}

export class ImageEmbeddingRepository implements PhotoExamples {
  constructor(private readonly db: Queryable) {}

  /** Stores a photo's vector; a labelled upload of the same image keeps its label over a later unlabelled save. */
  async save(example: PhotoExample): Promise<void> {
    await this.db.query(
      `INSERT INTO image_embeddings (image_id, company_id, component, model, vector) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (image_id) DO UPDATE SET component = COALESCE(excluded.component, image_embeddings.component),
         model = excluded.model, vector = excluded.vector`,
      [example.imageId, example.companyId, example.component, EMBEDDING_MODEL, Array.from(example.vector)],
    );
  }

  /**
   * The company's examples, newest first. The label is the image's current area (a move updates
   * it) with the latest correction winning; machine-sorted photos count only once corrected or
   * put into a required shot, whose slot they then carry (image_slots).
   */
  async list(companyId: string): Promise<LabelledVector[]> {
    const corrections = await this.hasCorrections();
    const rows = await this.db.query<Row>(
      corrections
        ? `SELECT COALESCE(c.to_component, i.component) AS label, s.slot, e.vector
           FROM image_embeddings e JOIN images i ON i.id = e.image_id
           LEFT JOIN image_slots s ON s.image_id = e.image_id
           LEFT JOIN LATERAL (SELECT to_component FROM image_corrections ic WHERE ic.image_id = e.image_id
                              ORDER BY ic.created_at DESC, ic.id DESC LIMIT 1) c ON true
           WHERE e.company_id = $1 AND e.model = $2 AND (e.component IS NOT NULL OR c.to_component IS NOT NULL OR s.slot IS NOT NULL)
           ORDER BY e.created_at DESC LIMIT $3`
        : `SELECT i.component AS label, s.slot, e.vector FROM image_embeddings e JOIN images i ON i.id = e.image_id
           LEFT JOIN image_slots s ON s.image_id = e.image_id
           WHERE e.company_id = $1 AND e.model = $2 AND (e.component IS NOT NULL OR s.slot IS NOT NULL)
           ORDER BY e.created_at DESC LIMIT $3`,
      [companyId, EMBEDDING_MODEL, MAX_EXAMPLES],
    );
    return rows.map((row) => ({ label: row.label, vector: toVector(row.vector), ...(row.slot ? { slot: row.slot } : {}) }));
  }

  async version(companyId: string): Promise<string> {
    const corrections = (await this.hasCorrections())
      ? `(SELECT count(*) FROM image_corrections WHERE company_id = $1)::text`
      : `'0'`;
    const [row] = await this.db.query<{ version: string }>(
      `SELECT (SELECT count(*) || '@' || coalesce(max(created_at)::text, '') FROM image_embeddings
               WHERE company_id = $1 AND component IS NOT NULL) || '/' || ${corrections}
         || '/' || (SELECT count(*) || '@' || coalesce(max(created_at)::text, '') FROM image_slots WHERE company_id = $1) AS version`,
      [companyId],
    );
    return row?.version ?? '';
  }

  /** The corrections table comes with its own migration; without it the upload areas are the only labels. */
  private async hasCorrections(): Promise<boolean> {
    const [row] = await this.db.query<{ present: boolean }>(`SELECT to_regclass('image_corrections') IS NOT NULL AS present`);
    return Boolean(row?.present);
  }
}
