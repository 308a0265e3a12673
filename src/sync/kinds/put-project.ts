// A project save: the stored copy as it is when sent (saves in a row share one entry), guarded by
// the version the device last had from the server, so a 412 merges instead of overwriting.
import { API_PATHS } from '@/api/paths';
import type { PutProjectEntry } from '@/db/outbox-entries';
import { complete } from '@/db/outbox-store';
import { completeWithProject, getStoredProject } from '@/db/project-store';
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
    const ifMatch: Record<string, string> = stored.base?.version ? { 'if-match': `"v${stored.base.version}"` } : {};
    const saved = await api.json<Project>('PUT', API_PATHS.project(entry.companyId, entry.projectId), {
      json: stored.project,
      headers: { ...headers, ...ifMatch },
    });
    await completeWithProject(db, entry, saved, stored.project);
  },
};
