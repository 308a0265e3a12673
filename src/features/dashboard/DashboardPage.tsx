// The general and company dashboards (SPEC §2): greeting, company, drawer and the three tabs,
// with the project lists read from the local store and 'Start' creating a project offline too.
import MenuIcon from '@mui/icons-material/Menu';
import { Alert, AppBar, Avatar, Box, Button, Container, IconButton, Paper, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { lazy, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { MountWhenOpened } from '@/components/MountWhenOpened';
import { StorageWarning } from '@/components/StorageWarning';
import { SyncStatus } from '@/components/SyncStatus';
import { useAuthSession } from '@/auth/auth-context';
import { companyFromToken } from '@/auth/company-claim';
import { companyDashboardPath, projectPath } from '@/domain/app-paths';
import { newProject } from '@/domain/new-project';
import { useDataLayer } from '@/db/react/data-context';
import { setCurrentCompany, useCurrentCompany } from '@/db/react/use-current-company';
import { useProfile } from '@/db/react/use-profile';
import { useCompany, useCompanyProjects } from '@/db/react/use-projects';
import { logWarning } from '@/platform/log';
import { ProjectCard } from './ProjectCard';
import { DASHBOARD_TEXTS as T } from './texts';

const DashboardDrawer = lazy(() => import('./DashboardDrawer'));

type TabKey = 'new' | 'open' | 'done';

/** The general dashboard goes to the current company's dashboard once one is known. */
export default function DashboardPage({ companyId }: { companyId?: string }) {
  const session = useAuthSession();
  const current = useCurrentCompany(companyFromToken(session.accessToken()));
  if (!companyId && current) return <Navigate to={companyDashboardPath(current)} replace />;
  if (!companyId && current === undefined) return null;
  return <Dashboard companyId={companyId} />;
}

function Dashboard({ companyId }: { companyId?: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('new');
  const [loadError, setLoadError] = useState<string | null>(null);
  const username = useProfile()?.userName.trim() || T.defaultUsername;
  const { db, engine } = useDataLayer();
  const navigate = useNavigate();
  const company = useCompany(companyId);
  const projects = useCompanyProjects(companyId) ?? [];

  useEffect(() => {
    if (companyId) void setCurrentCompany(db, companyId);
  }, [db, companyId]);

  useEffect(() => {
    if (!companyId || !navigator.onLine) return;
    engine.refreshCompany(companyId).then(
      () => setLoadError(null),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === 'http') setLoadError(error.message);
      },
    );
  }, [engine, companyId]);

  const start = async () => {
    if (!companyId) return;
    const project = newProject(crypto.randomUUID());
    try {
      await engine.saveProject(companyId, project);
      navigate(projectPath(companyId, project.id, 'kundendaten'));
    } catch (error) {
      logWarning('Projekt konnte nicht angelegt werden', error);
    }
  };
  const list = (status: 'OFFEN' | 'ABGESCHLOSSEN', empty: string) => {
    const shown = projects.filter((stored) => stored.project.status === status);
    if (!shown.length) return <Typography color="text.secondary">{empty}</Typography>;
    return (
      <Stack spacing={2}>
        {shown.map((stored) => (
          <ProjectCard
            key={stored.key}
            project={stored.project}
            onOpen={() => navigate(projectPath(stored.companyId, stored.projectId))}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden>
            {username.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1" noWrap>
              {T.greeting(username)}
            </Typography>
            {companyId !== undefined && (
              <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
                {company?.companyName || companyId || T.companyFallback}
              </Typography>
            )}
          </Box>
          <SyncStatus />
          <IconButton color="inherit" size="large" edge="end" aria-label={T.openMenu} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setTab(value)}
          variant="fullWidth"
          textColor="inherit"
          indicatorColor="secondary"
        >
          <Tab value="new" label={T.tabNew} />
          <Tab value="open" label={T.tabOpen} />
          <Tab value="done" label={T.tabDone} />
        </Tabs>
      </AppBar>
      <StorageWarning />
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        {loadError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {loadError}
          </Alert>
        )}
        {tab === 'new' && (
          <Paper sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1}>
              <Typography variant="h5" component="h2">
                {T.newProject}
              </Typography>
              <Typography color="text.secondary">{T.newProjectHint}</Typography>
              <Box sx={{ pt: 2 }}>
                <Button variant="contained" color="secondary" size="large" disabled={!companyId} onClick={() => void start()}>
                  {T.start}
                </Button>
              </Box>
            </Stack>
          </Paper>
        )}
        {tab === 'open' && list('OFFEN', T.noOpenProjects)}
        {tab === 'done' && list('ABGESCHLOSSEN', T.noDoneProjects)}
      </Container>
      <MountWhenOpened open={drawerOpen}>
        <DashboardDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </MountWhenOpened>
    </Box>
  );
}
