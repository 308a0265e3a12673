// A photo's marks with the copy drawn from them ('Markieren'): the server keeps both beside the
// photo and answers the project, which names the copy. Waits for the project's earlier calls, the
// photo's own upload among them.
import { API_PATHS } from '@/api/paths';
import { blobOf } from '@/db/blob-records';
import type { PhotoMarkupEntry } from '@/db/outbox-entries';
import type { MarkupBody } from '@/domain/photo-marks';
import { imageByHash } from '@/domain/project-images';
import { keepSentPhoto } from '@/platform/photo-cache';
import { SYNC_TEXTS } from '../texts';
import { sendImageChange } from './image-change';
import type { OutboxKind } from './outbox-kind';
import type { Project } from '@/domain/project';

/** A JPEG as a data URL, in the service worker too (it has no FileReader everywhere). */
async function jpegDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}

export const photoMarkup: OutboxKind<PhotoMarkupEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.photoMarkup,
  refused: SYNC_TEXTS.markupRefused,
  async send(entry, { db, api, headers }) {
    const hash = entry.files[0]?.hash;
    const record = hash ? await db.blobs.get(hash) : undefined;
    const body: MarkupBody = { marks: entry.marks, updatedAt: entry.updatedAt, ...(record ? { copy: await jpegDataUrl(blobOf(record)) } : {}) };
    // A photo deleted meanwhile (404) takes its marks with it: nothing is left to send.
    await sendImageChange(db, entry, async () => {
      const project = await api.json<Project>('PUT', API_PATHS.markup(entry.companyId, entry.projectId, entry.photoKey), { json: body, headers });
      // The copy drawn here is the server's copy, unless the server blurred faces on the photo: its
      // tile shows in the cellar without loading it back.
      const copy = project.photoMarks?.[entry.photoKey]?.copy;
      if (copy && record && !imageByHash(project, entry.photoKey)?.image.blurredFaces) await keepSentPhoto({ url: api.url(copy.url), thumbnailUrl: copy.thumbnailUrl && api.url(copy.thumbnailUrl) }, blobOf(record));
      return project;
    });
  },
};
