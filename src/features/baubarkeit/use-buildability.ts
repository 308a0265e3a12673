// The assessment of one project for the check page: the stored one at once, latest-then-check
// when the page opens online, and a new check on request, stored like any other answer.
import { useState } from 'react';
import { buildabilityCacheKey, writeCache } from '@/db/cache-store';
import { useDataLayer } from '@/hooks/data-context';
import { useServerResource } from '@/hooks/use-server-resource';
import type { BuildabilityAssessment } from '@/domain/buildability';
import { useConnection } from '@/platform/connectivity';
import { classifyNotice, isAssessment, loadLatestOrCheck, runCheck, type BuildabilityNotice } from './load-assessment';

export interface BuildabilityView {
  /** undefined while the device is asked; null when nothing is known yet. */
  assessment: BuildabilityAssessment | null | undefined;
  fetchedAt: string | null;
  online: boolean;
  /** The open-time load is under way. */
  loading: boolean;
  notice: BuildabilityNotice;
  /** A requested new check is under way. */
  checking: boolean;
  /** The requested new check failed (SPEC §8 check error). */
  checkFailed: boolean;
  retry: () => void;
  newCheck: () => void;
}

export function useBuildability(companyId: string, projectId: string): BuildabilityView {
  const { db, api } = useDataLayer();
  const connection = useConnection();
  const online = connection === 'online';
  const key = buildabilityCacheKey(companyId, projectId);
  const resource = useServerResource(key, (client) => loadLatestOrCheck(client, companyId, projectId));
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  // A new check that succeeded answers an earlier failed load; its error is not shown again.
  const [answered, setAnswered] = useState<unknown>(null);

  const value = resource.value;
  const assessment = value === undefined ? undefined : isAssessment(value) ? value : null;
  const error = resource.error && resource.error !== answered ? resource.error : null;

  const newCheck = () => {
    if (checking || !online) return;
    const failedLoad = resource.error;
    setChecking(true);
    setCheckFailed(false);
    runCheck(api, companyId, projectId)
      .then((result) => writeCache(db, key, result))
      .then(
        () => {
          setAnswered(failedLoad);
          setChecking(false);
        },
        () => {
          setCheckFailed(true);
          setChecking(false);
        },
      );
  };

  return {
    assessment,
    fetchedAt: resource.fetchedAt,
    online,
    loading: resource.loading,
    // A server that did not answer is no reason to hide what the last load said.
    notice: classifyNotice({ online: connection !== 'offline', hasResult: !!assessment, error }),
    checking,
    checkFailed,
    retry: () => {
      setCheckFailed(false);
      resource.reload();
    },
    newCheck,
  };
}
