// A project's 'Verlauf' (issue 23): every change the server recorded, with who made it and when,
// newest first, so a value that changed unexpectedly (a merge, another tablet) can be explained.
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { formatDateTime } from '@/domain/format-date';
import { useProjectHistory } from '@/hooks/use-project-history';
import { useStoredProject } from '@/hooks/use-projects';
import { useOnline } from '@/platform/connectivity';
import { historyLine, historyNames } from './history-lines';
import { HISTORY_TEXTS as T } from './texts';

export default function HistoryPage({ companyId, projectId }: ProjectRouteParams) {
  const online = useOnline();
  const history = useProjectHistory(companyId, projectId);
  const project = useStoredProject(companyId, projectId)?.project;
  const names = useMemo(() => historyNames(project), [project]);
  // A save that changed bookkeeping alone (a copy made anew) is no change anyone made.
  const entries = (history.value ?? [])
    .map((entry) => ({ ...entry, lines: entry.changes.flatMap((change) => historyLine(change, names) ?? []) }))
    .filter((entry) => entry.kind !== 'changed' || entry.lines.length > 0);
  return (
    <PageScaffold title={T.title} back={projectPath(companyId, projectId)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{T.intro}</Typography>
        {!online && <Alert severity="info">{T.offline}</Alert>}
        {history.error && online ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={history.reload}>
                {T.retry}
              </Button>
            }
          >
            {T.loadFailed}
          </Alert>
        ) : null}
        {history.value === undefined || (history.value === null && history.loading) ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{T.loading}</Typography>
          </Stack>
        ) : !entries.length ? (
          <Typography>{T.empty}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={T.title}>
            {entries.map((entry) => (
              <Card component="li" key={entry.id} variant="outlined">
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {T.kinds[entry.kind] ?? entry.kind}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {T.who(formatDateTime(entry.madeAt ?? entry.at), T.actors[entry.actor] ?? entry.actor)}
                  </Typography>
                  {entry.madeAt && (
                    <Typography variant="body2" color="text.secondary">
                      {T.arrived(formatDateTime(entry.at))}
                    </Typography>
                  )}
                  {entry.lines.map((line, index) => (
                    <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                      {line}
                    </Typography>
                  ))}
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </PageScaffold>
  );
}
