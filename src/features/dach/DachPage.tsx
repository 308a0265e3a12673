// Das Dach: the roof's two sides with their photos; the element editors follow (issue 6).
import { useLocation } from 'react-router-dom';
import { AreaTabs } from '@/components/AreaTabs';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { DACH_TEXTS } from './texts';

export default function DachPage({ companyId, projectId }: ProjectRouteParams) {
  const location = useLocation();
  const initial = (location.state as { tab?: number } | null)?.tab === 1 ? 1 : 0;
  return (
    <PageScaffold title={DACH_TEXTS.dachTitle} back={projectPath(companyId, projectId)}>
      <AreaTabs
        companyId={companyId}
        projectId={projectId}
        initial={initial}
        tabs={[
          { label: DACH_TEXTS.inside, area: 'dach-innen', allowPdf: false, busyText: DACH_TEXTS.busy },
          { label: DACH_TEXTS.outside, area: 'dach-aussen', allowPdf: false, busyText: DACH_TEXTS.busy },
        ]}
      />
    </PageScaffold>
  );
}
