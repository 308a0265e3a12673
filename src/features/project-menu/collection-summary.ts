// The alert after a photo collection was processed: how many photos went into which area, and
// how many the project already had (those were not stored again).
import type { ProcessingStatus } from '@/domain/processing';
import { photosPerCategory } from '@/domain/photo-categories';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.alerts;

/** `fallbackTotal` counts the photos when the final status never arrived. */
export function collectionSummary(status: ProcessingStatus | null, fallbackTotal: number): string {
  const sorted = status?.processedImages ?? fallbackTotal;
  const areas = photosPerCategory(status?.categoryResults ?? {});
  const duplicates = status?.duplicateImages ?? 0;
  return [T.success(sorted, areas), duplicates > 0 ? T.duplicates(duplicates) : null].filter(Boolean).join(' ');
}
