// Moving an image to another area; the local copy moved it when the user did.
import { API_PATHS } from '@/api/paths';
import type { MoveImageEntry } from '@/db/outbox-entries';
import type { Project } from '@/domain/project';
import { SYNC_TEXTS } from '../texts';
import { sendImageChange } from './image-change';
import type { OutboxKind } from './outbox-kind';

export const moveImage: OutboxKind<MoveImageEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.moveImage,
  refused: SYNC_TEXTS.moveRefused,
  send: (entry, { db, api, headers }) =>
    sendImageChange(db, entry, () =>
      api.json<Project>('POST', API_PATHS.moveImage(entry.companyId, entry.projectId, entry.imageId), { json: { component: entry.toArea }, headers }),
    ),
};
