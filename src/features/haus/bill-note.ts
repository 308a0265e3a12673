// Where a value of the bill's fields came from (pure): the page, the analysis' quality and the
// line it was read from, which says too when a consumption was scaled to a year. Shown only
// while the field holds the value the analysis read; a value the user changed is the user's.
import { isNotDetected } from '@/domain/assessment';
import type { House } from '@/domain/project';
import { HAUS_TEXTS as T } from './texts';

export type BillKey = 'stromverbrauch' | 'zaehlernummer' | 'netzbetreiber';

export function billNote(house: House | undefined, key: BillKey): string | null {
  const result = (house?.analyse?.results as Record<string, unknown> | undefined)?.[key];
  if (!result || typeof result !== 'object') return null;
  const { wert, qualitaet, pageReference, quelle } = result as { wert?: unknown; qualitaet?: unknown; pageReference?: unknown; quelle?: unknown };
  const stored = house?.[key];
  if (isNotDetected(wert) || stored === null || stored === undefined || String(stored) !== String(wert)) return null;
  return T.billNote(
    typeof pageReference === 'number' ? pageReference : null,
    typeof qualitaet === 'string' ? qualitaet : null,
    typeof quelle === 'string' ? quelle : null,
  );
}
