// Where the photo collection sorts photos (SPEC §2 overlay, §4): the image areas, or 'sonstiges'
// for photos left to the user. One order and one label per id for the overlay and the final alert.
import { IMAGE_AREAS } from './project-images.ts';
import { COMPONENT_LABELS } from './value-labels.ts';

const UNASSIGNED_LABEL = 'Nicht zugeordnet';

/** An area's label; a category without an area keeps its photos in the collection, unassigned. */
export function photoCategoryLabel(category: string): string {
  return IMAGE_AREAS.includes(category) ? COMPONENT_LABELS[category] : UNASSIGNED_LABEL;
}

/** Photos per category as [label, count], areas in their fixed order and unassigned photos last. */
export function photosPerCategory(results: Record<string, { anzahl: number }>): Array<[string, number]> {
  const rank = (category: string) => (IMAGE_AREAS.includes(category) ? IMAGE_AREAS.indexOf(category) : IMAGE_AREAS.length);
  const counts = new Map<string, number>();
  for (const category of Object.keys(results).sort((a, b) => rank(a) - rank(b))) {
    const label = photoCategoryLabel(category);
    counts.set(label, (counts.get(label) ?? 0) + results[category].anzahl);
  }
  return [...counts.entries()].filter(([, count]) => count > 0);
}
