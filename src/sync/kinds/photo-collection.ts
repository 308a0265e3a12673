// A photo collection: sent together, sorted into areas on the server; the answer is a ticket the
// ticket poller follows.
import { API_PATHS } from '@/api/paths';
import type { PhotoCollectionEntry } from '@/db/outbox-entries';
import { completeWithTicket } from '@/db/ticket-store';
import type { ProcessingTicket } from '@/domain/processing';
import { UPLOAD_FIELDS } from '@/domain/upload-areas';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';
import { uploadForm } from './upload-form';

export const photoCollection: OutboxKind<PhotoCollectionEntry> = {
  independent: true,
  label: SYNC_TEXTS.labels.photoCollection,
  refused: SYNC_TEXTS.uploadRefused,
  async send(entry, { db, api, headers, answered, onUploadProgress }) {
    const ticket = await api.json<ProcessingTicket>('POST', API_PATHS.photoCollection(entry.companyId, entry.projectId), {
      body: await uploadForm(db, entry, UPLOAD_FIELDS.collection),
      headers,
      onUploadProgress,
    });
    answered();
    await completeWithTicket(db, entry, ticket);
  },
};
