// Baubarkeits-Check: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { BAUBARKEIT_TEXTS } from './texts';

export default function BaubarkeitPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={BAUBARKEIT_TEXTS.baubarkeitTitle} back={projectPath(companyId, projectId)} />;
}
