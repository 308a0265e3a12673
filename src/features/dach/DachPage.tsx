// Das Dach: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { DACH_TEXTS } from './texts';

export default function DachPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={DACH_TEXTS.dachTitle} back={projectPath(companyId, projectId)} />;
}
