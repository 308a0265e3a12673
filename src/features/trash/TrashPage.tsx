// A company's trash (issue 23): the deleted projects, each with when it was deleted and when it
// will be erased, to restore or to erase for good at once (a customer's request to be forgotten).
// The list comes from the server; without a connection the last one is shown and nothing can be done.
import { Alert, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageScaffold } from '@/components/PageScaffold';
import { companyDashboardPath, projectPath } from '@/domain/app-paths';
import { formatDate } from '@/domain/format-date';
import { projectAddress, projectOwner } from '@/domain/project-owner';
import type { TrashedProject } from '@/domain/trash';
import { useProjectTrash, useTrashList } from '@/hooks/use-project-trash';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { TRASH_TEXTS as T } from './texts';

export default function TrashPage({ companyId = '' }: { companyId?: string }) {
  const navigate = useNavigate();
  const connection = useConnection();
  const list = useTrashList(companyId);
  const trash = useProjectTrash(companyId);
  const [erasing, setErasing] = useState<TrashedProject | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string; projectId?: string } | null>(null);
  const online = connection === 'online';

  const act = async (entry: TrashedProject, action: 'restore' | 'erase') => {
    const owner = projectOwner(entry.project);
    setBusy(entry.project.id);
    setOutcome(null);
    try {
      if (action === 'restore') await trash.restore(entry.project.id);
      else await trash.erase(entry.project.id);
      setOutcome(action === 'restore' ? { severity: 'success', text: T.restored(owner), projectId: entry.project.id } : { severity: 'success', text: T.erased(owner) });
    } catch (error) {
      logWarning(action === 'restore' ? 'Projekt nicht wiederhergestellt' : 'Projekt nicht endgültig gelöscht', error);
      setOutcome({ severity: 'error', text: T.failed(userMessage(error)) });
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  const entries = list.value ?? [];
  return (
    <PageScaffold title={T.title} back={companyDashboardPath(companyId)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{T.intro}</Typography>
        {!online && <Alert severity="info">{T.offline}</Alert>}
        {outcome && (
          <Alert
            severity={outcome.severity}
            role="status"
            onClose={() => setOutcome(null)}
            action={
              outcome.projectId && (
                <Button color="inherit" size="small" onClick={() => navigate(projectPath(companyId, outcome.projectId as string))}>
                  {T.open}
                </Button>
              )
            }
          >
            {outcome.text}
          </Alert>
        )}
        {list.error && online ? (
          <Alert severity="error" action={<Button color="inherit" onClick={list.reload}>{T.retry}</Button>}>
            {T.loadFailed}
          </Alert>
        ) : null}
        {list.value === undefined || (list.value === null && list.loading) ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{T.loading}</Typography>
          </Stack>
        ) : !entries.length ? (
          <Typography>{T.empty}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={T.title}>
            {entries.map((entry) => {
              const owner = projectOwner(entry.project);
              const address = projectAddress(entry.project);
              return (
                <Card component="li" key={entry.project.id} aria-label={owner}>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {owner}
                    </Typography>
                    {address && (
                      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {address}
                      </Typography>
                    )}
                    <Typography variant="body2">{(entry.automatic ? T.automatic : T.deletedAt)(formatDate(entry.deletedAt))}</Typography>
                    <Typography variant="body2">{T.eraseAt(formatDate(entry.eraseAt))}</Typography>
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                    <Button variant="contained" disabled={!online || busy !== null} onClick={() => void act(entry, 'restore')}>
                      {T.restore}
                    </Button>
                    <Button color="error" disabled={!online || busy !== null} onClick={() => setErasing(entry)}>
                      {T.erase}
                    </Button>
                  </CardActions>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={erasing !== null}
        title={T.eraseTitle}
        message={erasing ? T.eraseMessage(projectOwner(erasing.project), projectAddress(erasing.project)) : ''}
        confirmLabel={T.eraseConfirm}
        onCancel={() => setErasing(null)}
        onConfirm={() => {
          const entry = erasing;
          setErasing(null);
          if (entry) void act(entry, 'erase');
        }}
      />
    </PageScaffold>
  );
}
