// Deleting a voice memo the server has; one still waiting on the device was dropped there instead.
import { API_PATHS } from '@/api/paths';
import type { DeleteVoiceMemoEntry } from '@/db/outbox-entries';
import type { Project } from '@/domain/project';
import { SYNC_TEXTS } from '../texts';
import { sendImageChange } from './image-change';
import type { OutboxKind } from './outbox-kind';

export const deleteVoiceMemo: OutboxKind<DeleteVoiceMemoEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.deleteVoiceMemo,
  refused: SYNC_TEXTS.voiceMemoRefused,
  send: (entry, { db, api, headers }) =>
    sendImageChange(db, entry, () => api.json<Project>('DELETE', API_PATHS.voiceMemo(entry.companyId, entry.projectId, entry.memoId), { headers })),
};
