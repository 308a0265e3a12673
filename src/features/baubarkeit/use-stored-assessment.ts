// The assessment this device last stored for a project: the detail page finds a factor in it
// when it was opened without navigation state (a reload or a shared link).
import { useCachedEntry } from '@/hooks/use-cached-value';
import type { BuildabilityAssessment } from '@/domain/buildability';
import { isAssessment } from './load-assessment';
import { buildabilityCacheKey } from '@/db/cache-store';

/** undefined while the device is asked; null when nothing usable is stored (or not needed). */
export function useStoredAssessment(companyId: string, projectId: string, skip: boolean): BuildabilityAssessment | null | undefined {
  const entry = useCachedEntry(buildabilityCacheKey(companyId, projectId));
  if (skip) return null;
  if (entry === undefined) return undefined;
  return isAssessment(entry?.value) ? entry.value : null;
}
