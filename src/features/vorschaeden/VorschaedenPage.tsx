// Vorschäden: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { VORSCHAEDEN_TEXTS } from './texts';

export default function VorschaedenPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={VORSCHAEDEN_TEXTS.vorschaedenTitle} back={projectPath(companyId, projectId)} />;
}
