// A project save: the stored copy as it is when sent (saves in a row share one entry), guarded by
// the version the device last had from the server, so a 412 merges instead of overwriting. A
// project the server has never confirmed is sent as a creation only ("v0"), and what it sends
// becomes its base first: when the creation's answer is lost, the retry finds the project there,
// and the 412 merges the other devices' changes since against what this device created.
import { API_PATHS } from '@/api/paths';
import type { PutProjectEntry } from '@/db/outbox-entries';
import { complete } from '@/db/outbox-store';
import { completeWithProject, getStoredProject, rememberCreation } from '@/db/project-store';
import { CHANGED_AT_HEADER } from '@/domain/constants';
import type { Project } from '@/domain/project';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';

export const putProject: OutboxKind<PutProjectEntry> = {
  independent: false,
  label: SYNC_TEXTS.labels.putProject,
  refused: SYNC_TEXTS.saveRefused,
  async send(entry, { db, api, headers }) {
    const stored = await getStoredProject(db, entry.companyId, entry.projectId);
    if (!stored) return complete(db, entry.id as number);
    if (!stored.base) await rememberCreation(db, stored);
    const saved = await api.json<Project>('PUT', API_PATHS.project(entry.companyId, entry.projectId), {
      json: stored.project,
      // When the edit was made, for the history of an edit made offline and sent hours later.
      headers: { ...headers, 'if-match': `"v${stored.base?.version ?? 0}"`, [CHANGED_AT_HEADER]: stored.localUpdatedAt },
    });
    await completeWithProject(db, entry, saved, stored.project);
  },
};
