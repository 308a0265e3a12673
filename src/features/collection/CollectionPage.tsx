// The photo collection's photos still to assign: those the sorting was not sure of, and those
// still waiting on this device to be sent and sorted. Each goes to its area from its ⋮ menu; a
// photo the quality guard flagged asks here, at once, whether it is taken again.
import { Paper, Typography } from '@mui/material';
import { AreaUploadSection } from '@/components/AreaUploadSection';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { COLLECTION_AREA } from '@/domain/upload-areas';
import { useProject } from '@/hooks/use-projects';
import { COLLECTION_TEXTS as T } from './texts';

export default function CollectionPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={T.title} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>
        {() => (
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {T.intro}
            </Typography>
            <AreaUploadSection companyId={companyId} projectId={projectId} area={COLLECTION_AREA} busyText={T.busy} />
          </Paper>
        )}
      </ProjectContent>
    </PageScaffold>
  );
}
