// Where each upload area is on screen: its project page and, on pages with tabs, the tab.
import type { ProjectPage } from './app-paths.ts';
import type { UploadAreaId } from './upload-areas.ts';

export const AREA_PAGES: Record<UploadAreaId, { page: ProjectPage; tab: number }> = {
  stromrechnung: { page: 'zustand-haus', tab: 0 },
  'dach-innen': { page: 'dach', tab: 0 },
  'dach-aussen': { page: 'dach', tab: 1 },
  elektrik: { page: 'elektrik', tab: 0 },
  erdung: { page: 'elektrik', tab: 1 },
  aufstellort: { page: 'aufstellort', tab: 0 },
};
