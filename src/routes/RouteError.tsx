// Shown when a page fails: a chunk that did not load (timeout or network) or a render error.
import { Button } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { CenteredMessage } from '@/components/CenteredMessage';
import { DASHBOARD_PATH } from '@/domain/app-paths';
import { logWarning } from '@/platform/log';
import { isChunkLoadError } from './lazy-page';
import { ROUTE_TEXTS } from './texts';

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) logWarning('Fehler beim Anzeigen einer Seite', error);
  return (
    <CenteredMessage
      tone="error"
      title={chunk ? ROUTE_TEXTS.chunkFailedTitle : ROUTE_TEXTS.errorTitle}
      text={chunk ? ROUTE_TEXTS.chunkFailed : ROUTE_TEXTS.error}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {ROUTE_TEXTS.reload}
          </Button>
          {!chunk && (
            <Button variant="outlined" href={DASHBOARD_PATH}>
              {ROUTE_TEXTS.toDashboard}
            </Button>
          )}
        </>
      }
    />
  );
}
