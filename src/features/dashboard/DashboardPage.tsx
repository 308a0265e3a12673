// The general and company dashboards (SPEC §2): greeting, company, drawer and the three tabs.
// Project lists and 'Start' arrive with the local store (issues 4 and 5).
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Container, IconButton, Paper, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { DashboardDrawer } from './DashboardDrawer';
import { DASHBOARD_TEXTS as T } from './texts';

type TabKey = 'new' | 'open' | 'done';

export default function DashboardPage({ companyId }: { companyId?: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('new');
  const username = T.defaultUsername;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>
            {username.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1" noWrap>
              {T.greeting(username)}
            </Typography>
            {companyId !== undefined && (
              <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
                {companyId || T.companyFallback}
              </Typography>
            )}
          </Box>
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
      <Container maxWidth="md" sx={{ py: 3 }}>
        {tab === 'new' && (
          <Paper sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1}>
              <Typography variant="h5" component="h2">
                {T.newProject}
              </Typography>
              <Typography color="text.secondary">{T.newProjectHint}</Typography>
            </Stack>
          </Paper>
        )}
        {tab === 'open' && <Typography color="text.secondary">{T.noOpenProjects}</Typography>}
        {tab === 'done' && <Typography color="text.secondary">{T.noDoneProjects}</Typography>}
      </Container>
      <DashboardDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Box>
  );
}
