// Where the photo collection sorts photos (SPEC §2 overlay, §4): the image areas, or 'sonstiges'
// for photos left to the user. One order and one label per id for the overlay and the final alert.
import { isUploadArea, UPLOAD_AREA_IDS } from './upload-areas.ts';
import { COMPONENT_LABELS } from './value-labels.ts';

const UNASSIGNED_LABEL = 'Nicht zugeordnet';

/** An area's label; a category without an area keeps its photos in the collection, unassigned. */
export function photoCategoryLabel(category: string): string {
  return isUploadArea(category) ? COMPONENT_LABELS[category] : UNASSIGNED_LABEL;
}

/** Photos per category as [label, count], areas in their fixed order and unassigned photos last. */
export function photosPerCategory(results: Record<string, { anzahl: number }>): Array<[string, number]> {
  const rank = (category: string) => (isUploadArea(category) ? UPLOAD_AREA_IDS.indexOf(category) : UPLOAD_AREA_IDS.length);
  const counts = new Map<string, number>();
  for (const category of Object.keys(results).sort((a, b) => rank(a) - rank(b))) {
    const label = photoCategoryLabel(category);
    counts.set(label, (counts.get(label) ?? 0) + results[category].anzahl);
  }
  return [...counts.entries()].filter(([, count]) => count > 0);
}
