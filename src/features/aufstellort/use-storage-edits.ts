// Saves the user's ratings and notes of the storage criteria on this device through the sync
// engine, like every other project edit, so they work offline and reach the server in turn.
import { useCallback, useState } from 'react';
import { useDataLayer } from '@/db/react/data-context';
import type { Suitability } from '@/domain/assessment';
import type { StorageCriterion } from '@/domain/explanation';
import type { Storage } from '@/domain/project';
import { withCriterionNote, withManualRating } from '@/domain/storage-values';
import { logWarning } from '@/platform/log';

export interface StorageEdits {
  rate: (criterion: StorageCriterion, state: Suitability) => Promise<void>;
  saveNote: (criterion: StorageCriterion, note: string) => Promise<void>;
  /** Set while the last save failed. */
  failed: boolean;
}

export function useStorageEdits(companyId: string, projectId: string): StorageEdits {
  const { engine } = useDataLayer();
  const [failed, setFailed] = useState(false);
  // Each save applies its change to the newest stored project, so analysis results that arrived
  // meanwhile are kept.
  const update = useCallback(
    async (change: (storage: Storage | undefined) => Storage) => {
      try {
        await engine.updateProject(companyId, projectId, (project) => ({ ...project, storage: change(project.storage) }));
        setFailed(false);
      } catch (error) {
        logWarning('Aufstellort konnte nicht gespeichert werden', error);
        setFailed(true);
      }
    },
    [engine, companyId, projectId],
  );
  const rate = useCallback(
    (criterion: StorageCriterion, state: Suitability) => update((storage) => withManualRating(storage, criterion, state)),
    [update],
  );
  const saveNote = useCallback(
    (criterion: StorageCriterion, note: string) => update((storage) => withCriterionNote(storage, criterion, note)),
    [update],
  );
  return { rate, saveNote, failed };
}
