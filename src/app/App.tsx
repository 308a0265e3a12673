// The root component: theme, sign-in session and router. The router is created once the
// session has settled, so a completed sign-in can first move the URL to its landing page.
import { Button, CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/auth/auth-context';
import type { AuthSession } from '@/auth/session';
import { CenteredMessage } from '@/components/CenteredMessage';
import { DataProvider, type DataLayer } from '@/hooks/data-context';
import { appRoutes } from '@/routes/route-table';
import { APP_TEXTS } from './texts';
import { theme } from './theme';
import { UpdatePrompt } from './UpdatePrompt';

export function App({ session, data }: { session: AuthSession; data: Promise<DataLayer> }) {
  const [router] = useState(() => createBrowserRouter(appRoutes(data)));
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    data.catch((error: unknown) => setFailure((error as Error).message));
  }, [data]);
  if (failure) return <StartFailure reason={failure} />;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider session={session}>
        <DataProvider loading={data}>
          <RouterProvider router={router} />
        </DataProvider>
        <UpdatePrompt />
      </AuthProvider>
    </ThemeProvider>
  );
}

/** Shown instead of the app when it cannot start at all (no runtime config). */
export function StartFailure({ reason }: { reason: string }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <CenteredMessage
        tone="error"
        title={APP_TEXTS.startFailedTitle}
        text={`${APP_TEXTS.startFailed} ${reason}`}
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {APP_TEXTS.reload}
          </Button>
        }
      />
    </ThemeProvider>
  );
}
