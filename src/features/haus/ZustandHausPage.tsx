// Zustand des Hauses: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { HAUS_TEXTS } from './texts';

export default function ZustandHausPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={HAUS_TEXTS.zustandHausTitle} back={projectPath(companyId, projectId)} />;
}
