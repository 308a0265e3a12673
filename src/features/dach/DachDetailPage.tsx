// Dachelement detail: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { DACH_TEXTS } from './texts';

export default function DachDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  return (
    <PagePlaceholder
      title={detail ? `${DACH_TEXTS.dachDetailTitle}: ${detail}` : DACH_TEXTS.dachDetailTitle}
      back={projectPath(companyId, projectId, 'dach')}
    />
  );
}
