// The screens' side of the form store: one store per form and project, saving on the newest stored
// copy, journaling every keystroke in localStorage, fed by the live project and flushed whenever
// the page goes away (back arrow, browser back, closing the tab, the app sent to the background).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormStore, type FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { formJournalKey, storedFormJournal } from '@/platform/form-journal';
import { logWarning } from '@/platform/log';
import { useDataLayer } from './data-context';
import { useFlushOnLeave } from './use-flush-on-leave';

export interface ProjectForm<F extends object> {
  store: FormStore<Project, F>;
  form: F;
  /** Why the last save failed; null once a save succeeded again. */
  failure: unknown;
}

export function useProjectForm<F extends object>(
  model: FormModel<Project, F>,
  companyId: string,
  projectId: string,
  project: Project,
  revision: string,
  failureMessage: string,
): ProjectForm<F> {
  const { engine } = useDataLayer();
  const [store] = useState(
    () =>
      new FormStore(
        project,
        model,
        // On the newest stored copy, so an analysis that arrived a moment ago is not overwritten.
        (apply) => engine.updateProject(companyId, projectId, apply),
        (error) => logWarning(failureMessage, error),
        storedFormJournal<F>(window.localStorage, formJournalKey(model.id, companyId, projectId)),
      ),
  );
  useEffect(() => store.receive(project, revision), [store, project, revision]);
  useFlushOnLeave(store);
  const form = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const failure = useSyncExternalStore(store.subscribe, store.getFailure);
  return { store, form, failure };
}
