// Voice memos on this device: a recording is queued for the server the moment it ends and stays
// here until the server has it; deleting one that never left the device just drops it, deleting
// one the server has queues that.
import type { UploadAreaId } from '@/domain/upload-areas';
import type { VoiceMemo } from '@/domain/voice-memos';
import { blobOf, writingBlobs } from './blob-records';
import type { DeleteVoiceMemoEntry, VoiceMemoEntry } from './outbox-entries';
import { newOutboxEntry, releaseHashes } from './outbox-store';
import { projectKey, type VorOrtDatabase } from './schema';
import { toStoredBlobs } from './upload-store';

export interface RecordedMemo {
  memoId: string;
  area: UploadAreaId;
  recordedAt: string;
  durationMs: number;
  recording: Blob;
}

export async function queueVoiceMemo(db: VorOrtDatabase, companyId: string, projectId: string, memo: RecordedMemo): Promise<void> {
  const name = `${memo.memoId}.audio`;
  const blobs = await toStoredBlobs([{ blob: memo.recording, name }]);
  await writingBlobs(blobs, (records) =>
    db.transaction('rw', [db.outbox, db.blobs], async () => {
      await db.blobs.bulkPut(records);
      const { memoId, area, recordedAt, durationMs } = memo;
      await db.outbox.add(newOutboxEntry(companyId, projectId, 'voice-memo', { memoId, area, recordedAt, durationMs, files: [{ hash: records[0].hash, name }] }));
    }),
  );
}

/** A memo still waiting for the server, playable from the device. */
export interface WaitingMemo extends Pick<VoiceMemo, 'area' | 'recordedAt' | 'durationMs'> {
  id: string;
  recording: Blob | null;
}

/** What this device still has to tell the server about a project's memos. */
export interface PendingMemos {
  waiting: WaitingMemo[];
  /** Memos the server has that were deleted here. */
  deleted: Set<string>;
}

export async function pendingVoiceMemos(db: VorOrtDatabase, companyId: string, projectId: string): Promise<PendingMemos> {
  const entries = await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray();
  const waiting: WaitingMemo[] = [];
  const deleted = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'delete-voice-memo') deleted.add(entry.memoId);
    if (entry.kind !== 'voice-memo') continue;
    const record = await db.blobs.get(entry.files[0].hash);
    waiting.push({ id: entry.memoId, area: entry.area, recordedAt: entry.recordedAt, durationMs: entry.durationMs, recording: record ? blobOf(record) : null });
  }
  return { waiting, deleted };
}

/** Deletes a memo: a recording that never left the device is dropped with its entry, otherwise the server is told. */
export async function deleteVoiceMemoLocally(db: VorOrtDatabase, companyId: string, projectId: string, memoId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.blobs], async () => {
    const entries = await db.outbox.where('projectKey').equals(projectKey(companyId, projectId)).toArray();
    const upload = entries.find((entry): entry is VoiceMemoEntry => entry.kind === 'voice-memo' && entry.memoId === memoId);
    if (upload && upload.state !== 'sending') {
      await db.outbox.delete(upload.id as number);
      await releaseHashes(db, upload.files.map((file) => file.hash));
      return;
    }
    if (entries.some((entry): entry is DeleteVoiceMemoEntry => entry.kind === 'delete-voice-memo' && entry.memoId === memoId)) return;
    await db.outbox.add(newOutboxEntry(companyId, projectId, 'delete-voice-memo', { memoId }));
  });
}
