// 'Projekt löschen' at the foot of the project menu (issue 23): asks first, naming the customer
// and what this device has not sent yet, then moves the project to the company's trash and
// returns to the dashboard, which offers to undo it.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { companyDashboardPath } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import { projectAddress, projectOwner, type DeletedProjectNote } from '@/domain/trash';
import { useProjectTrash } from '@/hooks/use-project-trash';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.deleteProject;

export function DeleteProject({ companyId, project }: { companyId: string; project: Project }) {
  const trash = useProjectTrash(companyId);
  const navigate = useNavigate();
  const connection = useConnection();
  const [asking, setAsking] = useState<{ unsent: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const owner = projectOwner(project);

  const ask = async () => {
    setProblem(null);
    if (connection === 'offline') return setProblem(T.offline);
    setAsking({ unsent: await trash.unsent(project.id) });
  };
  const remove = async () => {
    setAsking(null);
    setBusy(true);
    try {
      await trash.remove(project.id);
      const state: DeletedProjectNote = { deleted: { projectId: project.id, owner } };
      navigate(companyDashboardPath(companyId), { replace: true, state });
    } catch (error) {
      logWarning('Projekt nicht gelöscht', error);
      setProblem(T.failed(userMessage(error)));
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 2 }}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ alignSelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} disabled={busy} onClick={() => void ask()}>
        {T.button}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={T.title}
        message={`${T.message(owner, projectAddress(project))}${asking?.unsent ? T.unsent(asking.unsent) : ''}`}
        confirmLabel={T.confirm}
        onCancel={() => setAsking(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
