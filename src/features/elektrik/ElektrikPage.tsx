// Die Elektrik: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ELEKTRIK_TEXTS } from './texts';

export default function ElektrikPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={ELEKTRIK_TEXTS.elektrikTitle} back={projectPath(companyId, projectId)} />;
}
