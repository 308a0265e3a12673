// The provisional buildability result computed on this device from the stored project and
// damages, with the same rules the server applies: shown offline when no server result is stored.
import { useMemo } from 'react';
import { damagesCacheKey } from '@/db/cache-store';
import { useCachedEntry } from '@/hooks/use-cached-value';
import { useDamageOutbox } from '@/hooks/use-damage-outbox';
import { useStoredProject } from '@/hooks/use-projects';
import { usePvSettings } from '@/hooks/use-pv-settings';
import type { BuildabilityAssessment } from '@/domain/buildability';
import { assessBuildability } from '@/domain/buildability-rules';
import type { Vorschaden } from '@/domain/vorschaden';

export const PROVISIONAL_ID = 'vorlaeufig';

export function useProvisionalAssessment(companyId: string, projectId: string): BuildabilityAssessment | null {
  const stored = useStoredProject(companyId, projectId);
  const damages = useCachedEntry(damagesCacheKey(companyId, projectId));
  const outbox = useDamageOutbox(companyId, projectId);
  const pvSettings = usePvSettings(companyId);
  return useMemo(() => {
    if (!stored) return null;
    const listed = outbox.listed((damages?.value as Vorschaden[] | undefined) ?? []);
    const now = new Date();
    return {
      ...assessBuildability({ project: stored.project, damages: listed.map(({ damage }) => damage), year: now.getFullYear(), pvSettings }),
      id: PROVISIONAL_ID,
      createdAt: now.toISOString(),
    };
  }, [stored, damages, outbox, pvSettings]);
}
