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
import type { DeletedProjectNote } from '@/domain/deleted-project-note';
import { projectAddress, projectOwner } from '@/domain/project-owner';
import { useDataLayer } from '@/hooks/data-context';
import { useProjectTrash } from '@/hooks/use-project-trash';
import { useCompany } from '@/hooks/use-projects';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.deleteProject;

export function DeleteProject({ companyId, project }: { companyId: string; project: Project }) {
  const { engine } = useDataLayer();
  const company = useCompany(companyId);
  const trash = useProjectTrash(companyId);
  const navigate = useNavigate();
  const connection = useConnection();
  const [asking, setAsking] = useState<{ unsent: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const owner = projectOwner(project);

  // What can still be sent goes first: 'Rückgängig' brings back the project as the server has it.
  const ask = async () => {
    setProblem(null);
    if (connection === 'offline') return setProblem(T.offline);
    setChecking(true);
    await engine.sync().catch((error: unknown) => logWarning('Übertragen vor dem Löschen fehlgeschlagen', error));
    setChecking(false);
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
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} disabled={busy || checking} onClick={() => void ask()}>
        {checking ? T.checking : T.button}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={T.title}
        message={`${T.message(owner, projectAddress(project), company?.trashDays)}${asking?.unsent ? T.unsent(asking.unsent) : ''}`}
        confirmLabel={T.confirm}
        onCancel={() => setAsking(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
