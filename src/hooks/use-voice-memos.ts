// A project's voice memos as this device knows them: the server's (named in the project) without
// those deleted here, and those recorded here that are still on their way. A recording the
// server has is loaded when it is played.
import { useCallback, useMemo } from 'react';
import { API_PATHS } from '@/api/paths';
import { useStoreQuery } from '@/db/store-query';
import { pendingVoiceMemos, type PendingMemos } from '@/db/voice-memo-store';
import type { Project } from '@/domain/project';
import { UPLOAD_AREA_IDS, type UploadAreaId } from '@/domain/upload-areas';
import { memosOfArea, voiceMemoType, type VoiceMemos } from '@/domain/voice-memos';
import { useDataLayer } from './data-context';
import { useStoredProject } from './use-projects';

export interface ShownMemo {
  id: string;
  recordedAt: string;
  durationMs: number;
  /** Still only on this device. */
  waiting: boolean;
  /** The recording on this device; null for one the server keeps. */
  recording: Blob | null;
}

function usePendingMemos(companyId: string, projectId: string): PendingMemos | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => pendingVoiceMemos(db, companyId, projectId), [db, companyId, projectId]);
}

function shownMemos(project: Project | undefined, pending: PendingMemos, area: UploadAreaId): ShownMemo[] {
  const waitingIds = new Set(pending.waiting.map((memo) => memo.id));
  const onServer = memosOfArea(project?.voiceMemos, area)
    .filter((memo) => !pending.deleted.has(memo.id) && !waitingIds.has(memo.id))
    .map((memo) => ({ id: memo.id, recordedAt: memo.recordedAt, durationMs: memo.durationMs, waiting: false, recording: null }));
  const here = pending.waiting.filter((memo) => memo.area === area).map((memo) => ({ ...memo, waiting: true }));
  return [...onServer, ...here].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}

/** An area's memos, oldest first; undefined while they load. */
export function useVoiceMemos(companyId: string, projectId: string, area: UploadAreaId): ShownMemo[] | undefined {
  const stored = useStoredProject(companyId, projectId);
  const pending = usePendingMemos(companyId, projectId);
  if (stored === undefined || pending === undefined) return undefined;
  return shownMemos(stored?.project, pending, area);
}

/** Every area's memos, in the areas' order, areas without memos left out. */
export function useProjectVoiceMemos(companyId: string, project: Project): Array<{ area: UploadAreaId; memos: ShownMemo[] }> {
  const pending = usePendingMemos(companyId, project.id);
  if (!pending) return [];
  return UPLOAD_AREA_IDS.map((area) => ({ area, memos: shownMemos(project, pending, area) })).filter((entry) => entry.memos.length);
}

/** The memos a protocol made on this device lists: those deleted here left out, those recorded here in; `loaded` once the device's part is known. */
export function usePrintedMemos(companyId: string, project: Project): { loaded: boolean; memos: VoiceMemos | undefined } {
  const pending = usePendingMemos(companyId, project.id);
  return useMemo(() => {
    if (!pending) return { loaded: false, memos: project.voiceMemos };
    const memos: VoiceMemos = Object.fromEntries(Object.entries(project.voiceMemos ?? {}).filter(([id]) => !pending.deleted.has(id)));
    for (const { id, area, recordedAt, durationMs, recording } of pending.waiting) {
      memos[id] = { area, recordedAt, durationMs, contentType: voiceMemoType(recording?.type) ?? 'audio/webm', size: Math.max(1, recording?.size ?? 1) };
    }
    return { loaded: true, memos };
  }, [pending, project.voiceMemos]);
}

/** Loads a recording the server keeps, with the user's token. */
export function useRecordingLoader(companyId: string, projectId: string): (memoId: string) => Promise<Blob> {
  const { api } = useDataLayer();
  return useCallback(async (memoId: string) => (await api.request('GET', API_PATHS.voiceMemo(companyId, projectId, memoId), { headers: { accept: 'audio/*' } })).blob(), [api, companyId, projectId]);
}
