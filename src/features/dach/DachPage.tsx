// Das Dach (SPEC §2): the inside and outside tabs with their elements, on the outside the roof
// type box, the detected objects and the analysis results; below, each side's photos.
import { Stack } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { AreaTabs } from '@/components/AreaTabs';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { useProject } from '@/hooks/use-projects';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import { wasAnalysed } from '@/domain/project-images';
import { INSIDE_ELEMENTS, OUTSIDE_ELEMENTS } from '@/domain/roof';
import { AnalysisResults } from './AnalysisResults';
import { DetectedObjects } from './DetectedObjects';
import { ElementList } from './ElementList';
import { RoofPvSection } from './faces/RoofPvSection';
import { RoofTypeBox } from './RoofTypeBox';
import { DACH_TEXTS } from './texts';

function Roof({ companyId, projectId, project, revision, initial }: { companyId: string; projectId: string; project: Project; revision: string; initial: number }) {
  const roof = project.roof;
  const outside = roof?.outside?.analyse;
  return (
    <AreaTabs
      companyId={companyId}
      projectId={projectId}
      initial={initial}
      tabs={[
        {
          label: DACH_TEXTS.inside,
          area: 'dach-innen',
          busyText: DACH_TEXTS.busy,
          content: (
            <ElementList
              companyId={companyId}
              projectId={projectId}
              roof={roof}
              elements={INSIDE_ELEMENTS}
              analysed={wasAnalysed(project, 'dach-innen')}
            />
          ),
        },
        {
          label: DACH_TEXTS.outside,
          area: 'dach-aussen',
          busyText: DACH_TEXTS.busy,
          content: (
            <Stack spacing={3}>
              <RoofTypeBox roof={roof} />
              <ElementList
                companyId={companyId}
                projectId={projectId}
                roof={roof}
                elements={OUTSIDE_ELEMENTS}
                analysed={wasAnalysed(project, 'dach-aussen')}
              />
              <RoofPvSection companyId={companyId} project={project} revision={revision} />
              <DetectedObjects images={outside?.images ?? []} detections={outside?.detections ?? []} />
              <AnalysisResults roof={roof} />
            </Stack>
          ),
        },
      ]}
    />
  );
}

export default function DachPage({ companyId, projectId }: ProjectRouteParams) {
  const location = useLocation();
  const initial = (location.state as { tab?: number } | null)?.tab === 1 ? 1 : 0;
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={DACH_TEXTS.dachTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>
        {(stored) => <Roof key={stored.key} companyId={companyId} projectId={projectId} project={stored.project} revision={stored.localUpdatedAt} initial={initial} />}
      </ProjectContent>
    </PageScaffold>
  );
}
