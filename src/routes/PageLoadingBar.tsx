// While a tapped page's code is still on its way (a slow or routeless connection before the app
// is installed can take up to SPEC's 120 s), a thin bar runs along the top of the screen, so the
// tap visibly did something instead of leaving the old page standing still. It shows only after
// a moment: from the installed app a page loads faster than the bar would flicker.
import { Box } from '@mui/material';
import { useNavigation } from 'react-router-dom';
import { ROUTE_TEXTS } from './texts';

const SHOW_AFTER_MS = 300;

export function PageLoadingBar() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      role="progressbar"
      aria-label={ROUTE_TEXTS.loadingPage}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        zIndex: theme.zIndex.tooltip,
        overflow: 'hidden',
        bgcolor: 'rgba(255, 255, 255, 0.4)',
        opacity: 0,
        animation: `vor-ort-page-bar-in 0s ${SHOW_AFTER_MS}ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: 'vor-ort-page-bar-run 1.2s ease-in-out infinite',
        },
        '@keyframes vor-ort-page-bar-in': { to: { opacity: 1 } },
        '@keyframes vor-ort-page-bar-run': { from: { left: '-40%' }, to: { left: '100%' } },
      })}
    />
  );
}
