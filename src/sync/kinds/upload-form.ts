// The multipart body of a photo upload, from the files kept in the store.
import type { OutboxEntry } from '@/db/outbox-entries';
import type { VorOrtDatabase } from '@/db/schema';
import { queuedFiles } from '@/db/upload-store';

export async function uploadForm(db: VorOrtDatabase, entry: OutboxEntry, field: string): Promise<FormData> {
  const form = new FormData();
  for (const file of await queuedFiles(db, entry)) form.append(field, file.blob, file.name);
  return form;
}
