// Where the inputs of each buildability factor are captured, so a factor's detail page can take
// the user straight there. Factors are recognised by id, then by category; never by title.
import type { ProjectDetailPage, ProjectPage } from './app-paths.ts';
import { FACTOR_IDS, type BuildabilityFactor } from './buildability.ts';

export interface CapturePlace {
  page: ProjectPage | ProjectDetailPage;
  /** The detail page's segment: the roof element or electrics section. */
  detail?: string;
  /** The page's tab the inputs are on (the roof's outside: 1). */
  tab?: number;
}

const BY_ID: Record<string, CapturePlace> = {
  [FACTOR_IDS.roof]: { page: 'dach' },
  [FACTOR_IDS.roofAge]: { page: 'zustand-haus' },
  [FACTOR_IDS.statics]: { page: 'dach-detail', detail: 'sparren' },
  [FACTOR_IDS.electric]: { page: 'elektrik-detail', detail: 'zaehlerschrank' },
  [FACTOR_IDS.earthing]: { page: 'elektrik-detail', detail: 'erdung' },
  [FACTOR_IDS.storage]: { page: 'aufstellort' },
  [FACTOR_IDS.damages]: { page: 'vorschaeden' },
  [FACTOR_IDS.pvFaces]: { page: 'dach', tab: 1 },
};

const BY_CATEGORY: Record<string, CapturePlace> = {
  DACH_ZUSTAND: { page: 'dach' },
  STATIK: { page: 'dach-detail', detail: 'sparren' },
  ELEKTRIK_EIGNUNG: { page: 'elektrik' },
  VORSCHAEDEN: { page: 'vorschaeden' },
  BRANDSCHUTZ: { page: 'aufstellort' },
};

/** The screen where a factor's inputs are captured, or null for a factor the app does not know. */
export function capturePlace(factor: Partial<Pick<BuildabilityFactor, 'id' | 'category'>>): CapturePlace | null {
  const id = factor.id?.trim();
  if (id && Object.hasOwn(BY_ID, id)) return BY_ID[id];
  const category = factor.category?.trim();
  return category && Object.hasOwn(BY_CATEGORY, category) ? BY_CATEGORY[category] : null;
}
