// Which tab of the elektrik overview to show: the detail editor returns with navigation state
// { tab }, so coming back from the earthing editor lands on the Erdung tab again.
import type { ElectricSection } from '@/domain/electric';

export type OverviewTab = 0 | 1;

export function tabOfSection(section: ElectricSection): OverviewTab {
  return section === 'erdung' ? 1 : 0;
}

/** The tab asked for in navigation state; anything else opens the first tab. */
export function tabFromState(state: unknown): OverviewTab {
  const tab = state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  return tab === 1 ? 1 : 0;
}
