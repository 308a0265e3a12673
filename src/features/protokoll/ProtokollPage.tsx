// Protokoll (SPEC §2, §7, §8, §9): the customer, the status text, the photos by component with
// German dates, and the PDF download, made on this device when there is no connection.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { API_PATHS } from '@/api/paths';
import { ImageGrid } from '@/components/ImageGrid';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { cacheKey } from '@/db/cache-store';
import { useProject } from '@/hooks/use-projects';
import { useProjectGaps } from '@/hooks/use-required-shots';
import { useServerResource } from '@/hooks/use-server-resource';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { formatDate } from '@/domain/format-date';
import type { ImageRef } from '@/domain/image';
import { captionOf, photoKey } from '@/domain/photo-notes';
import { takenAtOf } from '@/domain/photo-origin';
import type { Project } from '@/domain/project';
import type { ReportData } from '@/domain/report';
import { countShots } from '@/domain/shot-status';
import { useOnline } from '@/platform/connectivity';
import { protocolOverview } from './protocol-overview';
import { ProtocolVoiceMemos } from './ProtocolVoiceMemos';
import { SignatureBlock } from './SignatureBlock';
import { PROTOKOLL_TEXTS as T } from './texts';
import { useProtocolDownload } from './use-protocol-download';
import { SectionPaper } from '@/components/SectionPaper';

/** A tile's second line: the day the photo was taken, and its caption where it has one. */
function photoDetail(project: Project, image: ImageRef): string {
  const key = photoKey(image);
  return [formatDate(takenAtOf(project.photoOrigins?.[key], image.addedAt, image.uploadedAt)), captionOf(project, key)].filter(Boolean).join(' · ');
}

function Protocol({ companyId, project }: { companyId: string; project: Project }) {
  const online = useOnline();
  // SPEC §7: protocol data that is unavailable is silently replaced by project data.
  const data = useServerResource<ReportData | null>(cacheKey('protocol', companyId, project.id), (api) =>
    api.json<ReportData>('GET', API_PATHS.protocolData(companyId, project.id)).catch(() => null),
  );
  const overview = protocolOverview(data.value, project);
  const { download, busy, message, dismiss } = useProtocolDownload(companyId, project);
  const navigate = useNavigate();
  // What the PDF lists of the required shots, and the way to what is still missing.
  const gaps = useProjectGaps(companyId, project.id);
  const shots = gaps && countShots(gaps.shots);

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="overline" color="text.secondary" component="h2">
            {T.customer}
          </Typography>
          <Typography variant="h5" component="p">
            {overview.customerName || T.noCustomer}
          </Typography>
          {overview.address && (
            <Typography sx={{ whiteSpace: 'pre-line' }} aria-label={T.address}>
              {overview.address}
            </Typography>
          )}
          <Typography>
            {T.status}: <strong>{overview.statusText}</strong>
          </Typography>
          {shots && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{T.requiredShots(shots.filled, shots.total)}</Typography>
              {!!gaps?.open.length && (
                <Button size="small" onClick={() => navigate(projectPath(companyId, project.id, 'was-fehlt'))}>
                  {T.missing(gaps.open.length)}
                </Button>
              )}
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, pt: 1 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <DownloadIcon />}
              disabled={busy}
              onClick={() => void download()}
            >
              {busy ? T.downloading : T.download}
            </Button>
            {!online && (
              <Typography variant="body2" color="text.secondary">
                {T.offlineHint}
              </Typography>
            )}
          </Stack>
          {message && (
            <Alert severity={message.severity} onClose={dismiss}>
              {message.text}
            </Alert>
          )}
        </Stack>
      </Paper>
      <SignatureBlock companyId={companyId} project={project} />
      <ProtocolVoiceMemos companyId={companyId} project={project} />
      <SectionPaper title={T.photos}>
        {!overview.groups.length && <Typography color="text.secondary">{T.noPhotos}</Typography>}
        <Stack spacing={3}>
          {overview.groups.map((group) => (
            <Stack key={group.component} spacing={1} component="section" aria-label={group.label}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {group.label}
              </Typography>
              <ImageGrid stored={group.images} queued={[]} online={online} origins={project.photoOrigins} marked={project.photoMarks} detailOf={(image) => photoDetail(project, image)} />
            </Stack>
          ))}
        </Stack>
      </SectionPaper>
    </Stack>
  );
}

export default function ProtokollPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={T.protokollTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>{(stored) => <Protocol companyId={companyId} project={stored.project} />}</ProjectContent>
    </PageScaffold>
  );
}
