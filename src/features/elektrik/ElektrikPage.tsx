// Die Elektrik: meter cabinet and earthing with their photos; the fields follow (issue 6).
import { AreaTabs } from '@/components/AreaTabs';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ELEKTRIK_TEXTS } from './texts';

export default function ElektrikPage({ companyId, projectId }: ProjectRouteParams) {
  return (
    <PageScaffold title={ELEKTRIK_TEXTS.elektrikTitle} back={projectPath(companyId, projectId)}>
      <AreaTabs
        companyId={companyId}
        projectId={projectId}
        tabs={[
          { label: ELEKTRIK_TEXTS.zaehlerschrank, area: 'elektrik', allowPdf: true, busyText: ELEKTRIK_TEXTS.busy },
          { label: ELEKTRIK_TEXTS.erdung, area: 'erdung', allowPdf: true, busyText: ELEKTRIK_TEXTS.busy },
        ]}
      />
    </PageScaffold>
  );
}
