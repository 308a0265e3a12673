// Die Elektrik (SPEC §2): tabs Zählerschrank and Erdung, each with its fields at a glance and the
// way into the detail editor, then the upload tile and the photos of its area.
import { useLocation, useNavigate } from 'react-router-dom';
import { AreaTabs } from '@/components/AreaTabs';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ELECTRIC_AREAS, electricSectionValue, type ElectricSection } from '@/domain/electric';
import type { Project } from '@/domain/project';
import { useProject } from '@/hooks/use-projects';
import { overviewRows } from '@/domain/electric-rows';
import { wasAnalysed } from '@/domain/project-images';
import { tabFromState } from './overview-tab';
import { SectionOverview } from './SectionOverview';
import { ELEKTRIK_TEXTS as T } from './texts';

const SECTIONS: Array<{ section: ElectricSection; label: string }> = [
  { section: 'zaehlerschrank', label: T.zaehlerschrank },
  { section: 'erdung', label: T.erdung },
];

export default function ElektrikPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  const navigate = useNavigate();
  const location = useLocation();
  const initial = tabFromState(location.state);

  const tabs = (project: Project) =>
    SECTIONS.map(({ section, label }) => ({
      label,
      area: ELECTRIC_AREAS[section],
      busyText: T.busy,
      content: (
        <SectionOverview
          title={label}
          rows={overviewRows(section, electricSectionValue(project.electric, section))}
          analysed={wasAnalysed(project, ELECTRIC_AREAS[section])}
          onEdit={() => navigate(projectPath(companyId, projectId, 'elektrik-detail', section))}
        />
      ),
    }));

  return (
    <PageScaffold title={T.elektrikTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>
        {(stored) => <AreaTabs companyId={companyId} projectId={projectId} initial={initial} tabs={tabs(stored.project)} />}
      </ProjectContent>
    </PageScaffold>
  );
}
