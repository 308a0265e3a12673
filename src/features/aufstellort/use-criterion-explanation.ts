// Loads the server's explanation of one criterion for the dialog (SPEC §7). Offline it does not
// try at all, and a failed load is only logged: the dialog then shows built-in texts (SPEC §8).
import { useEffect, useState } from 'react';
import { API_PATHS } from '@/api/paths';
import { useDataLayer } from '@/hooks/data-context';
import type { CriterionExplanation } from '@/domain/explanation';
import type { StorageCriterion } from '@/domain/storage-criteria';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import type { FallbackReason } from './explanation-content';

export interface ExplanationLoad {
  loading: boolean;
  server: CriterionExplanation | null;
  /** Why there is no server explanation, once that is settled. */
  fallbackReason: FallbackReason;
}

/** The dialog mounts afresh for each opening, so every opening asks the server once more. */
export function useCriterionExplanation(companyId: string, projectId: string, criterion: StorageCriterion): ExplanationLoad {
  const { api } = useDataLayer();
  const online = useOnline();
  const [answer, setAnswer] = useState<{ key: string; server: CriterionExplanation | null } | null>(null);
  const key = API_PATHS.explanation(companyId, projectId, criterion);

  useEffect(() => {
    if (!online) return;
    let alive = true;
    api.json<CriterionExplanation>('GET', key).then(
      (server) => alive && setAnswer({ key, server }),
      (error: unknown) => {
        logWarning(`Erläuterung zu ${criterion} nicht geladen`, error);
        if (alive) setAnswer({ key, server: null });
      },
    );
    return () => {
      alive = false;
    };
  }, [api, key, criterion, online]);

  const settled = answer?.key === key ? answer : null;
  // An answer already received stays shown even if the connection drops meanwhile.
  if (settled?.server) return { loading: false, server: settled.server, fallbackReason: 'failed' };
  if (!online) return { loading: false, server: null, fallbackReason: 'offline' };
  return { loading: !settled, server: null, fallbackReason: 'failed' };
}
