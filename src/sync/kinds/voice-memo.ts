// A voice memo's recording with what the protocol lists; the server answers the project, which
// names the memo. A memo deleted on the server before this upload arrived (409) stays deleted.
import { ApiError } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { blobOf } from '@/db/blob-records';
import type { VoiceMemoEntry } from '@/db/outbox-entries';
import { complete } from '@/db/outbox-store';
import type { Project } from '@/domain/project';
import { keepRecordingForPlayback } from '@/platform/recording-cache';
import { SYNC_TEXTS } from '../texts';
import { sendImageChange } from './image-change';
import type { OutboxKind } from './outbox-kind';

export const voiceMemo: OutboxKind<VoiceMemoEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.voiceMemo,
  refused: SYNC_TEXTS.voiceMemoRefused,
  async send(entry, { db, api, headers }) {
    const record = await db.blobs.get(entry.files[0].hash);
    // The recording is gone from the device (the browser evicted it): nothing is left to send.
    if (!record) return complete(db, entry.id as number);
    const recording = blobOf(record);
    const query = new URLSearchParams({ area: entry.area, recordedAt: entry.recordedAt, durationMs: String(Math.round(entry.durationMs)) });
    const path = API_PATHS.voiceMemo(entry.companyId, entry.projectId, entry.memoId);
    try {
      await sendImageChange(db, entry, async () => {
        const project = await api.json<Project>('PUT', `${path}?${query}`, { body: recording, headers: { ...headers, 'content-type': recording.type || 'audio/webm' } });
        // Before the entry and its bytes leave the outbox, so the memo never stops being playable here.
        await keepRecordingForPlayback(api.url(path), recording);
        return project;
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return complete(db, entry.id as number);
      throw error;
    }
  },
};
