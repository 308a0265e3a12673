// The photos of an upload the server has answered, kept on the device under the addresses the
// answer gives them, before their bytes leave the outbox: their tiles never need the network. A
// photo whose faces the server blurred is not: every device shows the server's copy of it.
import type { ApiClient } from '@/api/http-client';
import { blobOf } from '@/db/blob-records';
import type { AreaUploadEntry } from '@/db/outbox-entries';
import type { VorOrtDatabase } from '@/db/schema';
import type { Project } from '@/domain/project';
import { imageByHash } from '@/domain/project-images';
import { keepSentPhoto } from '@/platform/photo-cache';

export async function keepSentPhotos(db: VorOrtDatabase, api: ApiClient, entry: AreaUploadEntry, project: Project): Promise<void> {
  for (const file of entry.files) {
    const image = imageByHash(project, file.hash)?.image;
    const record = image && (await db.blobs.get(file.hash));
    if (!image || image.blurredFaces || !record) continue;
    await keepSentPhoto({ url: api.url(image.url), thumbnailUrl: image.thumbnailUrl && api.url(image.thumbnailUrl) }, blobOf(record));
  }
}
