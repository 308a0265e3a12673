// Elektrik detail: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ELEKTRIK_TEXTS } from './texts';

export default function ElektrikDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  return (
    <PagePlaceholder
      title={detail ? `${ELEKTRIK_TEXTS.elektrikDetailTitle}: ${detail}` : ELEKTRIK_TEXTS.elektrikDetailTitle}
      back={projectPath(companyId, projectId, 'elektrik')}
    />
  );
}
