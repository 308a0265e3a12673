// Latest-then-check (SPEC §4 Buildability): load the latest assessment and, when the server has
// none, create one. Which step failed decides the SPEC §8 message, so failures carry their step.
import { ApiError } from '@/api/errors';
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import type { BuildabilityAssessment } from '@/domain/buildability';

export type BuildabilityStep = 'load' | 'check';

export class BuildabilityStepError extends Error {
  constructor(
    readonly step: BuildabilityStep,
    readonly reason: unknown,
  ) {
    super(`${step}: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'BuildabilityStepError';
  }
}

async function step<T>(name: BuildabilityStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new BuildabilityStepError(name, error);
  }
}

/** Creates a new assessment; failures are 'check' failures. */
export function runCheck(api: Pick<ApiClient, 'json'>, companyId: string, projectId: string): Promise<BuildabilityAssessment> {
  return step('check', () => api.json<BuildabilityAssessment>('POST', API_PATHS.buildabilityCheck(companyId, projectId)));
}

/** The latest assessment; a non-OK answer means there is none yet, so a check is run. */
export async function loadLatestOrCheck(api: Pick<ApiClient, 'json'>, companyId: string, projectId: string): Promise<BuildabilityAssessment> {
  try {
    return await api.json<BuildabilityAssessment>('GET', API_PATHS.buildabilityLatest(companyId, projectId));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') return runCheck(api, companyId, projectId);
    throw new BuildabilityStepError('load', error);
  }
}

export type BuildabilityNotice =
  | { kind: 'none' }
  /** The stored result is shown; it is the last one known. */
  | { kind: 'stale' }
  /** Offline and nothing stored. */
  | { kind: 'offline-empty' }
  | { kind: 'load-error' }
  | { kind: 'check-error' };

function isNetworkFailure(error: unknown): boolean {
  const reason = error instanceof BuildabilityStepError ? error.reason : error;
  return reason instanceof ApiError && reason.kind === 'network';
}

/**
 * What the page says beside the result. A network failure with a stored result does not shout:
 * the stored result is shown as the last known one. A failed check says so, even above a stored result.
 */
export function classifyNotice({ online, hasResult, error }: { online: boolean; hasResult: boolean; error: unknown }): BuildabilityNotice {
  if (!online) return { kind: hasResult ? 'stale' : 'offline-empty' };
  if (!error) return { kind: 'none' };
  if (hasResult && isNetworkFailure(error)) return { kind: 'stale' };
  return { kind: error instanceof BuildabilityStepError && error.step === 'check' ? 'check-error' : 'load-error' };
}

/** A stored value that can be shown as an assessment. */
export function isAssessment(value: unknown): value is BuildabilityAssessment {
  const candidate = value as Partial<BuildabilityAssessment> | null;
  return !!candidate && typeof candidate === 'object' && typeof candidate.overallStatus === 'string' && Array.isArray(candidate.factors);
}
