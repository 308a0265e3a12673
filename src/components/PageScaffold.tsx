// The frame of a screen: an app bar with the German title and a way back (to a given page,
// one step back in history, or home), and the page content below, sized for tablet and phone.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Container, IconButton, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '@/domain/app-paths';
import { StorageWarning } from './StorageWarning';
import { SyncStatus } from './SyncStatus';
import { COMPONENT_TEXTS } from './texts';

/**
 * Navigation state of a link that leads across to another screen and expects the user back (the
 * PV estimate's 'Zu Zustand Haus'): that screen's back arrow returns to it, not to its usual parent.
 */
export const RETURN_BACK_STATE = { returnBack: true } as const;

interface Props {
  title: string;
  /** A path to go back to, or 'history' for one step back; omitted shows a home button. */
  back?: string | 'history';
  /** Replaces the way back, e.g. to save first or to return to a tab (navigation state). */
  onBack?: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageScaffold({ title, back, onBack, actions, children }: Props) {
  const navigate = useNavigate();
  const returning = (useLocation().state as { returnBack?: boolean } | null)?.returnBack === true;
  const goBack = onBack ?? (() => (back === 'history' || (back && returning) ? navigate(-1) : navigate(back ?? DASHBOARD_PATH)));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            size="large"
            onClick={goBack}
            aria-label={back || onBack ? COMPONENT_TEXTS.back : COMPONENT_TEXTS.home}
          >
            {back || onBack ? <ArrowBackIcon /> : <HomeIcon />}
          </IconButton>
          {/* Two lines before it is cut: a customer's long name must still be told apart on a phone. */}
          <Typography
            variant="h6"
            component="h1"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              ml: 1,
              my: 0.5,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              lineHeight: 1.25,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {title}
          </Typography>
          {actions}
          <SyncStatus />
        </Toolbar>
      </AppBar>
      <StorageWarning />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
