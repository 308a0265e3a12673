// The required shots a project's photos fill, as sorting examples (issue 21): replaced whole from
// the project's filled slots whenever they or its photos change.
import { photoOfFill } from '../../src/domain/shot-status.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';

export class ImageSlotRepository {
  constructor(private readonly db: Queryable) {}

  /** Labels the photos the project's filled slots name; a photo that left its slot loses the label. */
  async syncProject(companyId: string, project: Project): Promise<void> {
    const labels = Object.entries(project.requiredShots ?? {}).flatMap(([slot, fill]) => {
      const photo = photoOfFill(fill, project, {});
      return photo?.kind === 'stored' ? [{ imageId: photo.image.id, slot }] : [];
    });
    await this.db.query('DELETE FROM image_slots WHERE company_id = $1 AND project_id = $2', [companyId, project.id]);
    for (const { imageId, slot } of labels) {
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
