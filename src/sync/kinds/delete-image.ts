// Deleting an image of an area; the local copy lost it when the user deleted it.
import { API_PATHS } from '@/api/paths';
import type { DeleteImageEntry } from '@/db/outbox-entries';
import type { Project } from '@/domain/project';
import { SYNC_TEXTS } from '../texts';
import { sendImageChange } from './image-change';
import type { OutboxKind } from './outbox-kind';

export const deleteImage: OutboxKind<DeleteImageEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.deleteImage,
  refused: SYNC_TEXTS.uploadRefused,
  send: (entry, { db, api, headers }) =>
    sendImageChange(db, entry, () => api.json<Project>('DELETE', API_PATHS.areaImage(entry.companyId, entry.projectId, entry.area, entry.imageId), { headers })),
};
