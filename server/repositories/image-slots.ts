// The required shots a project's photos fill, as sorting examples (issue 21): kept in step with
// the project's filled slots whenever it is saved, writing only what changed, so the many saves
// of typing cost one read.
import { photoOfFill } from '../../src/domain/shot-status.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';

export class ImageSlotRepository {
  constructor(private readonly db: Queryable) {}

  /** Labels the photos the project's filled slots name; a photo that left its slot loses the label. */
  async syncProject(companyId: string, project: Project): Promise<void> {
    const wanted = new Map<string, string>();
    for (const [slot, fill] of Object.entries(project.requiredShots ?? {})) {
      const photo = photoOfFill(fill, project, {});
      if (photo?.kind === 'stored') wanted.set(photo.image.id, slot);
    }
    const held = await this.db.query<{ image_id: string; slot: string }>('SELECT image_id::text AS image_id, slot FROM image_slots WHERE company_id = $1 AND project_id = $2', [
      companyId,
      project.id,
    ]);
    const stale = held.filter((row) => wanted.get(row.image_id) !== row.slot).map((row) => row.image_id);
    if (stale.length) await this.db.query('DELETE FROM image_slots WHERE image_id = ANY($1::uuid[])', [stale]);
    const kept = new Set(held.filter((row) => wanted.get(row.image_id) === row.slot).map((row) => row.image_id));
    for (const [imageId, slot] of wanted) {
      if (kept.has(imageId)) continue;
      // The image must still exist and belong to the project: a reference alone proves neither.
      await this.db.query(
        `INSERT INTO image_slots (image_id, company_id, project_id, slot)
         SELECT id, company_id, project_id, $4 FROM images WHERE id::text = $1 AND company_id = $2 AND project_id = $3
         ON CONFLICT (image_id) DO UPDATE SET slot = excluded.slot, project_id = excluded.project_id`,
        [imageId, companyId, project.id, slot],
      );
    }
  }
}
