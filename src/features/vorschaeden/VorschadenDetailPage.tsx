// Vorschaden detail: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { VORSCHAEDEN_TEXTS } from './texts';

export default function VorschadenDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  return (
    <PagePlaceholder
      title={detail ? `${VORSCHAEDEN_TEXTS.vorschadenDetailTitle}: ${detail}` : VORSCHAEDEN_TEXTS.vorschadenDetailTitle}
      back={projectPath(companyId, projectId, 'vorschaeden')}
    />
  );
}
