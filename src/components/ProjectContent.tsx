// The body of a project page: the stored project as soon as the store answers, a note while it
// loads or when this device does not hold it, the SPEC §8 message when the server load failed,
// and, for a project deleted meanwhile, where it went and the way on (never a bare status code).
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { companyDashboardPath, companyTrashPath } from '@/domain/app-paths';
import type { ProjectView } from '@/hooks/use-projects';
import type { StoredProject } from '@/db/schema';
import { COMPONENT_TEXTS as T } from './texts';

function RemovedNotice({ view }: { view: ProjectView }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {view.removal === 'trash' && (
            <Button color="inherit" size="small" onClick={() => navigate(companyTrashPath(view.companyId))}>
              {T.project.toTrash}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => navigate(companyDashboardPath(view.companyId))}>
            {T.project.toDashboard}
          </Button>
        </Stack>
      }
    >
      {view.removal === 'trash' ? T.project.inTrash : T.project.erased}
    </Alert>
  );
}

export function ProjectContent({ view, children }: { view: ProjectView; children: (stored: StoredProject) => ReactNode }) {
  const { stored, loadError, removal } = view;
  return (
    <Stack spacing={2}>
      {removal && <RemovedNotice view={view} />}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {stored === undefined && <Typography>{T.project.loading}</Typography>}
      {stored === null && !loadError && !removal && <Alert severity="warning">{T.project.notFound}</Alert>}
      {stored && children(stored)}
    </Stack>
  );
}
