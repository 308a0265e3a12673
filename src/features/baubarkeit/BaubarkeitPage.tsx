// Baubarkeits-Check (SPEC §2, §4): the overall rating and the factor list, or the success
// message for GEEIGNET; latest-then-check on open, the SPEC §8 errors, and a new check on request.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { FactorList } from './FactorList';
import { listedFactors } from './factor-rules';
import { staleNote } from './labels';
import { OverallRating } from './OverallRating';
import { outdatedBy } from './outdated';
import { BAUBARKEIT_TEXTS as T } from './texts';
import { useBuildability, type BuildabilityView } from './use-buildability';
import { useProvisionalAssessment } from './use-provisional-assessment';

function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button color="inherit" variant="outlined" size="small" onClick={onClick} sx={{ mt: 1.5, display: 'flex' }}>
      {T.retry}
    </Button>
  );
}

function Notices({ view }: { view: BuildabilityView }) {
  const { notice, checkFailed } = view;
  return (
    <>
      {notice.kind === 'load-error' && (
        <Alert severity="error">
          {T.loadError}
          <RetryButton onClick={view.retry} />
        </Alert>
      )}
      {(notice.kind === 'check-error' || checkFailed) && (
        <Alert severity="error">
          <AlertTitle>{T.checkError}</AlertTitle>
          {T.checkErrorHint}
          <RetryButton onClick={checkFailed ? view.newCheck : view.retry} />
        </Alert>
      )}
      {notice.kind === 'stale' && (
        <Alert severity="info" role="status">
          {staleNote(view.fetchedAt)}
        </Alert>
      )}
      {notice.kind === 'offline-empty' && (
        <Alert severity="warning" role="status">
          {view.assessment ? T.provisional : T.offlineEmpty}
        </Alert>
      )}
    </>
  );
}

function NewCheck({ view }: { view: BuildabilityView }) {
  const busy = view.checking || view.loading;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: { xs: 1, sm: 2 } }}>
      <Button
        variant="contained"
        size="large"
        startIcon={view.checking ? <CircularProgress size={18} color="inherit" aria-hidden /> : <RefreshIcon />}
        onClick={view.newCheck}
        disabled={!view.online || busy}
        sx={{ flexShrink: 0 }}
      >
        {view.checking ? T.newCheckRunning : T.newCheck}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {view.online ? T.newCheckHint : T.newCheckOffline}
      </Typography>
    </Box>
  );
}

export default function BaubarkeitPage({ companyId, projectId }: ProjectRouteParams) {
  const navigate = useNavigate();
  const stored = useBuildability(companyId, projectId);
  const provisional = useProvisionalAssessment(companyId, projectId);
  // Offline with no server result yet, the same rules give a provisional result on the device.
  const view = stored.notice.kind === 'offline-empty' && provisional ? { ...stored, assessment: provisional } : stored;
  const { assessment } = view;
  const outdated = !!assessment && !!provisional && assessment !== provisional && outdatedBy(assessment, provisional);
  const waiting = !assessment && (assessment === undefined || view.loading);
  return (
    <PageScaffold title={T.baubarkeitTitle} back={projectPath(companyId, projectId)}>
      <Stack spacing={2.5}>
        <Notices view={view} />
        {outdated && (
          <Alert severity="warning" role="status">
            {T.outdated(T.statusLabels[provisional.overallStatus])}
          </Alert>
        )}
        {waiting && view.notice.kind === 'none' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{assessment === undefined ? T.loading : T.checking}</Typography>
          </Box>
        )}
        {assessment && (
          <>
            <OverallRating assessment={assessment} />
            {assessment.overallStatus === 'GEEIGNET' ? (
              <Alert severity="success" role="status" variant="outlined">
                {T.success}
              </Alert>
            ) : (
              <FactorList
                factors={listedFactors(assessment)}
                onOpen={({ factor, key }) =>
                  navigate(projectPath(companyId, projectId, 'baubarkeit-detail', key), { state: { factor } })
                }
              />
            )}
          </>
        )}
        {assessment && <NewCheck view={view} />}
      </Stack>
    </PageScaffold>
  );
}
