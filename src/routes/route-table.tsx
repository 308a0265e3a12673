// The route table of SPEC §2: every screen behind sign-in, unknown paths to /dashboard,
// /projekte/* to /companies except the legacy project pattern /projekte/{id}/{page}.
import { redirect, type RouteObject } from 'react-router-dom';
import {
  CALENDAR_PATH,
  COMPANIES_PATH,
  DASHBOARD_PATH,
  GAME_PATH,
  LEGACY_PROJECTS_PATH,
  NOTES_PATH,
  PROFILE_PATH,
  projectPath,
} from '@/domain/app-paths';
import { CenteredMessage } from '@/components/CenteredMessage';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { routeModules } from './route-modules';
import { ROUTE_TEXTS } from './texts';

const to = (path: string) => () => redirect(path);

type ProjectScreen = ReturnType<typeof routeModules>['projectScreen'];

/** The pages of one project, relative to its base path; `fallback` catches unknown pages. */
function projectChildren(projectScreen: ProjectScreen, fallback: string, idPrefix: string): RouteObject[] {
  const id = (name: string) => `${idPrefix}${name}`;
  return [
    { id: id('menü'), path: 'menü', lazy: projectScreen(() => import('@/features/project-menu/ProjectMenuPage')) },
    { id: id('kundendaten'), path: 'kundendaten', lazy: projectScreen(() => import('@/features/kundendaten/KundendatenPage')) },
    { id: id('zustand-haus'), path: 'zustand-haus', lazy: projectScreen(() => import('@/features/haus/ZustandHausPage')) },
    { id: id('dach'), path: 'dach', lazy: projectScreen(() => import('@/features/dach/DachPage')) },
    { id: id('dach-detail'), path: 'dach-detail/:detail', lazy: projectScreen(() => import('@/features/dach/DachDetailPage')) },
    { id: id('dach-flaeche'), path: 'dach-flaeche/:detail', lazy: projectScreen(() => import('@/features/dach/DachFlaechePage')) },
    { id: id('elektrik'), path: 'elektrik', lazy: projectScreen(() => import('@/features/elektrik/ElektrikPage')) },
    {
      id: id('elektrik-detail'),
      path: 'elektrik-detail/:detail',
      lazy: projectScreen(() => import('@/features/elektrik/ElektrikDetailPage')),
    },
    { id: id('aufstellort'), path: 'aufstellort', lazy: projectScreen(() => import('@/features/aufstellort/AufstellortPage')) },
    { id: id('vorschaeden'), path: 'vorschaeden', lazy: projectScreen(() => import('@/features/vorschaeden/VorschaedenPage')) },
    {
      id: id('vorschaeden-detail'),
      path: 'vorschaeden-detail/:detail',
      lazy: projectScreen(() => import('@/features/vorschaeden/VorschadenDetailPage')),
    },
    {
      id: id('baubarkeits-check'),
      path: 'baubarkeits-check',
      lazy: projectScreen(() => import('@/features/baubarkeit/BaubarkeitPage')),
    },
    {
      id: id('baubarkeit-detail'),
      path: 'baubarkeit-detail/:detail',
      lazy: projectScreen(() => import('@/features/baubarkeit/BaubarkeitDetailPage')),
    },
    { id: id('protokoll'), path: 'protokoll', lazy: projectScreen(() => import('@/features/protokoll/ProtokollPage')) },
    { id: id('was-fehlt'), path: 'was-fehlt', lazy: projectScreen(() => import('@/features/missing/MissingPage')) },
    { id: id('fotosammlung'), path: 'fotosammlung', lazy: projectScreen(() => import('@/features/collection/CollectionPage')) },
    { id: id('verlauf'), path: 'verlauf', lazy: projectScreen(() => import('@/features/history/HistoryPage')) },
    { path: '*', loader: to(fallback) },
  ];
}

/** The routes; pages other than the dashboard render once `storeLoaded` has resolved. */
export function appRoutes(storeLoaded: Promise<unknown>): RouteObject[] {
  const { screen, companyScreen, projectScreen } = routeModules(storeLoaded);
  return [
    {
      id: 'signed-in',
      element: <RequireAuth />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <CenteredMessage busy text={ROUTE_TEXTS.loadingPage} />,
      children: [
        { index: true, loader: to(DASHBOARD_PATH) },
        { id: 'dashboard', path: DASHBOARD_PATH, lazy: companyScreen(() => import('@/features/dashboard/DashboardPage')) },
        { id: 'profile', path: PROFILE_PATH, lazy: screen(() => import('@/features/profile/ProfilePage')) },
        {
          id: 'kalender',
          path: CALENDAR_PATH,
          // The calendar is the only screen with dayjs dates; its German locale comes with it.
          lazy: screen(() => import('@/features/calendar/CalendarPage')),
        },
        { id: 'notizen', path: NOTES_PATH, lazy: screen(() => import('@/features/notes/NotesPage')) },
        { id: 'tictactoe', path: GAME_PATH, lazy: screen(() => import('@/features/game/GamePage')) },
        { id: 'companies', path: COMPANIES_PATH, lazy: screen(() => import('@/features/companies/CompanyPickerPage')) },
        {
          id: 'company',
          path: `${COMPANIES_PATH}/:companyId`,
          lazy: companyScreen(() => import('@/features/dashboard/DashboardPage')),
        },
        {
          id: 'company-dashboard',
          path: `${COMPANIES_PATH}/:companyId/dashboard`,
          lazy: companyScreen(() => import('@/features/dashboard/DashboardPage')),
        },
        {
          id: 'company-checklist',
          path: `${COMPANIES_PATH}/:companyId/pflichtfotos`,
          lazy: companyScreen(() => import('@/features/checklist/ChecklistPage')),
        },
        {
          id: 'company-trash',
          path: `${COMPANIES_PATH}/:companyId/papierkorb`,
          lazy: companyScreen(() => import('@/features/trash/TrashPage')),
        },
        {
          path: `${COMPANIES_PATH}/:companyId/projekte/:projectId`,
          children: [
            { index: true, loader: ({ params }) => redirect(projectPath(params.companyId ?? '', params.projectId ?? '')) },
            ...projectChildren(projectScreen, DASHBOARD_PATH, ''),
          ],
        },
        {
          path: `${LEGACY_PROJECTS_PATH}/:projectId`,
          children: [{ index: true, loader: to(COMPANIES_PATH) }, ...projectChildren(projectScreen, COMPANIES_PATH, 'legacy:')],
        },
        { path: LEGACY_PROJECTS_PATH, loader: to(COMPANIES_PATH) },
        { path: '*', loader: to(DASHBOARD_PATH) },
      ],
    },
  ];
}
