// The dashboard after 'Projekt löschen' (issue 23): says where the project went and offers
// 'Rückgängig' for a few seconds; undone, the project is back on this device at once. Loaded only
// when the project menu sent the user here after a delete.
import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { UndoSnackbar } from '@/components/UndoSnackbar';
import { isDeletedProjectNote, type DeletedProjectNote } from '@/domain/deleted-project-note';
import { useProjectTrash } from '@/hooks/use-project-trash';
import { logWarning } from '@/platform/log';
import { DASHBOARD_TEXTS } from './texts';

const T = DASHBOARD_TEXTS.deleted;

export default function DeletedProjectNotice({ companyId, deleted }: { companyId: string; deleted: DeletedProjectNote['deleted'] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const trash = useProjectTrash(companyId);
  const [offered, setOffered] = useState(true);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // The note is read once: a reload or a later visit of the dashboard offers nothing to undo.
  useEffect(() => {
    if (isDeletedProjectNote(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  const undo = async () => {
    setOffered(false);
    try {
      await trash.restore(deleted.projectId);
      setOutcome({ severity: 'success', text: T.restored(deleted.owner) });
    } catch (error) {
      logWarning('Projekt nicht wiederhergestellt', error);
      setOutcome({ severity: 'error', text: T.restoreFailed(userMessage(error)) });
    }
  };

  return (
    <>
      <UndoSnackbar message={offered ? T.moved(deleted.owner) : null} onUndo={() => void undo()} onClose={() => setOffered(false)} />
      <Snackbar open={outcome !== null} autoHideDuration={outcome?.severity === 'success' ? 6000 : null} onClose={() => setOutcome(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {outcome ? (
          <Alert severity={outcome.severity} onClose={() => setOutcome(null)} variant="filled">
            {outcome.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
