// Protokoll: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { PROTOKOLL_TEXTS } from './texts';

export default function ProtokollPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={PROTOKOLL_TEXTS.protokollTitle} back={projectPath(companyId, projectId)} />;
}
