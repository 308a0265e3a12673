// The app's URL scheme (SPEC §2) as path builders, shared by the router, the screens and the
// sign-in landing so no screen spells a URL by hand.
export const DASHBOARD_PATH = '/dashboard';
export const COMPANIES_PATH = '/companies';
export const PROFILE_PATH = '/profile';
export const CALENDAR_PATH = '/kalender';
export const NOTES_PATH = '/notizen';
export const GAME_PATH = '/tictactoe';
export const LEGACY_PROJECTS_PATH = '/projekte';

/** The project pages, by their URL segment. Detail pages take one more segment. */
export const PROJECT_PAGES = [
  'menü',
  'kundendaten',
  'zustand-haus',
  'dach',
  'elektrik',
  'aufstellort',
  'vorschaeden',
  'baubarkeits-check',
  'protokoll',
  'was-fehlt',
  'fotosammlung',
  'verlauf',
] as const;
export type ProjectPage = (typeof PROJECT_PAGES)[number];

export const PROJECT_DETAIL_PAGES = [
  'dach-detail',
  'dach-flaeche',
  'elektrik-detail',
  'vorschaeden-detail',
  'baubarkeit-detail',
] as const;
export type ProjectDetailPage = (typeof PROJECT_DETAIL_PAGES)[number];

export const PROJECT_MENU_PAGE: ProjectPage = 'menü';

export function companyDashboardPath(companyId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/dashboard`;
}

/** A company's own required shots (issue 21). */
export function companyChecklistPath(companyId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/pflichtfotos`;
}

/** A company's trash of deleted projects (issue 23). */
export function companyTrashPath(companyId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/papierkorb`;
}

export function projectPath(
  companyId: string,
  projectId: string,
  page: ProjectPage | ProjectDetailPage = PROJECT_MENU_PAGE,
  detail?: string,
): string {
  const base = `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/projekte/${encodeURIComponent(projectId)}`;
  return detail === undefined ? `${base}/${page}` : `${base}/${page}/${encodeURIComponent(detail)}`;
}

/** What every project page gets from its route: the legacy pattern supplies LEGACY_COMPANY_ID. */
export interface ProjectRouteParams {
  companyId: string;
  projectId: string;
  /** The extra segment of detail pages: element type, damage id or factor key. */
  detail?: string;
}
