// The user's corrections of the photo sorting: each move of a photo to another area, kept as
// a labelled example (from, to) the sorting can learn from.
import type { Queryable } from '../db/database.ts';
import { iso } from './rows.ts';

export interface ImageCorrection {
  imageId: string;
  companyId: string;
  fromComponent: string;
  toComponent: string;
  createdAt: string;
}

interface Row {
  image_id: string;
  company_id: string;
  from_component: string;
  to_component: string;
  created_at: unknown;
}

const toCorrection = (row: Row): ImageCorrection => ({
  imageId: row.image_id,
  companyId: row.company_id,
  fromComponent: row.from_component,
  toComponent: row.to_component,
  createdAt: iso(row.created_at),
});

export class ImageCorrectionRepository {
  constructor(private readonly db: Queryable) {}

  /** Puts the stored image into its new area and records the correction, in the caller's transaction. */
  async reassign(correction: Omit<ImageCorrection, 'createdAt'>): Promise<ImageCorrection> {
    await this.db.query('UPDATE images SET component = $1 WHERE id = $2', [correction.toComponent, correction.imageId]);
    return this.insert(correction);
  }

  async insert(correction: Omit<ImageCorrection, 'createdAt'>): Promise<ImageCorrection> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO image_corrections (image_id, company_id, from_component, to_component)
       VALUES ($1, $2, $3, $4) RETURNING image_id, company_id, from_component, to_component, created_at`,
      [correction.imageId, correction.companyId, correction.fromComponent, correction.toComponent],
    );
    return toCorrection(row);
  }

  /** A company's corrections, oldest first: the examples for its sorting. */
  async listByCompany(companyId: string): Promise<ImageCorrection[]> {
    const rows = await this.db.query<Row>(
      `SELECT image_id, company_id, from_component, to_component, created_at FROM image_corrections
       WHERE company_id = $1 ORDER BY created_at, id`,
      [companyId],
    );
    return rows.map(toCorrection);
  }
}
