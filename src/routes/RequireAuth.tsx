// The sign-in guard around every screen (SPEC §2): signed-out users go to the provider's
// sign-in page and come back to where they were; offline they get a German explanation.
import { Button } from '@mui/material';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuthSession, useAuthState } from '@/auth/auth-context';
import { AUTH_TEXTS } from '@/auth/texts';
import { BackStackProvider } from '@/components/BackStack';
import { CenteredMessage } from '@/components/CenteredMessage';
import { useOnline } from '@/platform/connectivity';
import { endFirstScreenUnlessAt } from '@/platform/first-screen/handover';
import { PageLoadingBar } from './PageLoadingBar';

export function RequireAuth() {
  const state = useAuthState();
  const session = useAuthSession();
  const location = useLocation();
  const online = useOnline();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const mustSignIn = state.status === 'signedOut' && online;

  // The painted first screen is of one page: the browser's back arrow while the app started leads elsewhere.
  useLayoutEffect(() => endFirstScreenUnlessAt(location.pathname), [location.pathname]);

  useEffect(() => {
    if (mustSignIn) void session.signIn(returnTo);
  }, [mustSignIn, session, returnTo]);

  switch (state.status) {
    case 'authenticated':
      return (
        <BackStackProvider>
          <PageLoadingBar />
          <Outlet />
        </BackStackProvider>
      );
    case 'loading':
      return <CenteredMessage busy text={AUTH_TEXTS.loading} />;
    case 'error':
      return (
        <CenteredMessage
          tone="error"
          title={AUTH_TEXTS.errorTitle}
          text={state.message}
          actions={
            <Button variant="contained" onClick={() => void session.signIn(returnTo)}>
              {AUTH_TEXTS.signInAgain}
            </Button>
          }
        />
      );
    case 'signedOut':
      return online ? (
        <CenteredMessage busy text={AUTH_TEXTS.redirecting} />
      ) : (
        <CenteredMessage
          title={AUTH_TEXTS.offlineTitle}
          text={AUTH_TEXTS.offlineSignIn}
          actions={
            <Button variant="contained" onClick={() => window.location.reload()}>
              {AUTH_TEXTS.retry}
            </Button>
          }
        />
      );
  }
}
