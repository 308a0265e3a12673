// The general and company dashboards (SPEC §2): greeting, company, drawer and the three tabs,
// with the project lists read from the local store and 'Start' creating a project offline too.
// This frame is the first screen: it renders before the local store's code has loaded and
// fills in what DashboardData reads from the store as soon as that is there.
import MenuIcon from '@mui/icons-material/Menu';
import { Alert, AppBar, Avatar, Box, Button, Container, IconButton, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MountWhenOpened } from '@/components/MountWhenOpened';
import { StorageWarning } from '@/components/StorageWarning';
import { SyncStatusButton } from '@/components/SyncStatusButton';
import { useAuthSession } from '@/auth/auth-context';
import { companyFromToken } from '@/auth/company-claim';
import { COMPANIES_PATH, companyDashboardPath, projectPath } from '@/domain/app-paths';
import { isBlankProject, newProject } from '@/domain/new-project';
import { isDeletedProjectNote } from '@/domain/deleted-project-note';
import { cardOf } from '@/domain/project-card';
import { rememberStartedProject, startedProject } from '@/db/started-project';
import { setCurrentCompany } from '@/db/current-company';
import { useDataLayerLoading, useLoadedDataLayer } from '@/hooks/data-context';
import { useCurrentCompany } from '@/hooks/use-current-company';
import { useLoadedModule } from '@/hooks/use-loaded-module';
import { logWarning } from '@/platform/log';
import { stampOf, tabTap, tapTarget } from '@/platform/first-screen/record';
import type { DashboardView } from './DashboardData';
import { DashboardTabs } from './DashboardTabs';
import { ProjectList } from './ProjectList';
import { splitByStatus, type ListStatus } from './project-lists';
import { DASHBOARD_TEXTS as T } from './texts';
import { useKeepFirstScreen } from './use-first-screen';
import { useListPlace } from './use-list-place';

const loadDashboardData = () => import('./DashboardData');
// Fetched with the page rather than once the store is there, so both arrive together; a failed
// fetch shows when the component renders.
loadDashboardData().catch(() => undefined);
const loadDashboardDrawer = () => import('./DashboardDrawer');
const loadDeletedProjectNotice = () => import('./DeletedProjectNotice');

/** The general dashboard goes to the current company's dashboard once one is known. */
export default function DashboardPage({ companyId }: { companyId?: string }) {
  const session = useAuthSession();
  const layer = useLoadedDataLayer();
  const dataModule = useLoadedModule(loadDashboardData);
  const loading = useDataLayerLoading();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once as the dashboard opens after a delete: the notice stays while its undo runs.
  const [deleted] = useState(() => (isDeletedProjectNote(location.state) ? location.state.deleted : null));
  const current = useCurrentCompany(companyFromToken(session.accessToken()));
  const [view, setView] = useState<DashboardView | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const projects = view?.projects;
  const lists = useMemo(() => projects && splitByStatus(projects), [projects]);
  const page = useRef<HTMLDivElement>(null);
  const { tab, setTab, query, setQuery, keptShown, leave } = useListPlace(location.key, !!lists);
  const stamp = useMemo(
    () =>
      view
        ? stampOf([view.userName, view.companyName ?? '', view.loadError ?? '', ...view.projects.map(({ key, project }) => `${key} ${cardOf(project)}`)])
        : '',
    [view],
  );
  useKeepFirstScreen(page, { complete: !!lists && !!view, companyId, tab, query, stamp });

  useEffect(() => {
    if (companyId) setCurrentCompany(window.localStorage, companyId);
  }, [companyId]);

  if (!companyId && current) return <Navigate to={companyDashboardPath(current)} replace />;

  const username = view ? view.userName || T.defaultUsername : null;
  const start = async () => {
    if (!companyId) return;
    try {
      const { db, engine } = await loading;
      // Read from the store, not the list on screen, which may not be loaded yet; the store's
      // code is loaded with the data layer, not with the first screen.
      const started = startedProject(window.localStorage, companyId);
      const { getStoredProject } = await import('@/db/project-store');
      const blank = started ? await getStoredProject(db, companyId, started) : undefined;
      if (started && blank && isBlankProject(blank.project)) {
        navigate(projectPath(companyId, started, 'kundendaten'));
        return;
      }
      const project = newProject(crypto.randomUUID());
      await engine.saveProject(companyId, project);
      rememberStartedProject(window.localStorage, companyId, project.id);
      navigate(projectPath(companyId, project.id, 'kundendaten'));
    } catch (error) {
      logWarning('Projekt konnte nicht angelegt werden', error);
    }
  };
  const list = (status: ListStatus, empty: string) =>
    lists && (
      <ProjectList
        list={lists[status]}
        empty={empty}
        query={query}
        onQuery={setQuery}
        initialShown={keptShown}
        onOpen={(stored, shown) => {
          leave(shown);
          navigate(projectPath(stored.companyId, stored.projectId));
        }}
      />
    );
  const tabLabel = (name: string, status: ListStatus) => (
    <span>
      {name}
      {lists && (
        <Box component="span" sx={{ ml: 0.5, px: 0.5, borderRadius: 1, bgcolor: 'rgba(255, 255, 255, 0.2)', fontWeight: 'normal' }}>
          {T.tabCount(lists[status].length)}
        </Box>
      )}
    </span>
  );

  return (
    <Box ref={page} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {layer && dataModule && <dataModule.default companyId={companyId} onView={setView} />}
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden>
            {username?.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* Until the profile is read the heading keeps its place but names nobody. */}
            <Typography variant="h6" component="h1" noWrap>
              {username === null ? '\u00a0' : T.greeting(username)}
            </Typography>
            {companyId !== undefined && (
              <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
                {view ? view.companyName || companyId || T.companyFallback : '\u00a0'}
              </Typography>
            )}
          </Box>
          <SyncStatusButton status={view?.sync ?? null} />
          <IconButton color="inherit" size="large" edge="end" aria-label={T.openMenu} onClick={() => setDrawerOpen(true)} {...tapTarget('menu')}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <DashboardTabs
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'new', label: T.tabNew, tap: tabTap('new') },
            { value: 'open', label: tabLabel(T.tabOpen, 'OFFEN'), tap: tabTap('open') },
            { value: 'done', label: tabLabel(T.tabDone, 'ABGESCHLOSSEN'), tap: tabTap('done') },
          ]}
        />
      </AppBar>
      <StorageWarning />
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        {view?.loadError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {view.loadError}
          </Alert>
        )}
        {tab === 'new' && (
          <Paper sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1}>
              <Typography variant="h5" component="h2">
                {T.newProject}
              </Typography>
              <Typography color="text.secondary">{T.newProjectHint}</Typography>
              {!companyId && (
                <Alert
                  severity="info"
                  action={
                    <Button color="inherit" onClick={() => navigate(COMPANIES_PATH)} sx={{ minHeight: 44 }}>
                      {T.pickCompany}
                    </Button>
                  }
                >
                  {T.pickCompanyFirst}
                </Alert>
              )}
              <Box sx={{ pt: 2 }}>
                <Button variant="contained" color="secondary" size="large" disabled={!companyId} onClick={() => void start()} {...tapTarget('start')}>
                  {T.start}
                </Button>
              </Box>
            </Stack>
          </Paper>
        )}
        {tab === 'open' && list('OFFEN', T.noOpenProjects)}
        {tab === 'done' && list('ABGESCHLOSSEN', T.noDoneProjects)}
      </Container>
      <MountWhenOpened open={drawerOpen} load={loadDashboardDrawer}>
        {(DashboardDrawer) => <DashboardDrawer open={drawerOpen} companyId={companyId} onClose={() => setDrawerOpen(false)} />}
      </MountWhenOpened>
      {companyId && layer && deleted && (
        <MountWhenOpened open load={loadDeletedProjectNotice}>
          {(DeletedProjectNotice) => <DeletedProjectNotice companyId={companyId} deleted={deleted} />}
        </MountWhenOpened>
      )}
    </Box>
  );
}
