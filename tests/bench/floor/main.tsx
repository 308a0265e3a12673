// The bench's floor for the offline cold start (issue 24, point 3): the least an app on our stack
// shows, React and MUI with a theme, a tab bar and the first cards of a list, precached by a
// Workbox service worker as ours is. Vor-Ort's cold start is reported as a multiple of this one's.
import { AppBar, Card, CardContent, CssBaseline, Tab, Tabs, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';

/** As many cards as the bench's dashboard shows open projects (cold-start.ts passes it in the URL). */
const count = Number(new URLSearchParams(location.search).get('n') ?? 5);

function Floor() {
  const [tab, setTab] = useState(1);
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Projekte
          </Typography>
        </Toolbar>
      </AppBar>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label="ALLE" />
        <Tab label={`OFFEN ${count.toLocaleString('de-DE')}`} />
        <Tab label="ERLEDIGT 0" />
      </Tabs>
      <main>
        {Array.from({ length: Math.min(count, 10) }, (_, index) => (
          <Card key={index} sx={{ m: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">{`Projekt ${index + 1}`}</Typography>
            </CardContent>
          </Card>
        ))}
      </main>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <Floor />
    </ThemeProvider>
  </StrictMode>,
);
void new Workbox('/sw.js', { scope: '/' }).register();
