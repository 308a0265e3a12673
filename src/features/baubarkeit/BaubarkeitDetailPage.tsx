// Baubarkeitsfaktor detail: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { BAUBARKEIT_TEXTS } from './texts';

export default function BaubarkeitDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  return (
    <PagePlaceholder
      title={detail ? `${BAUBARKEIT_TEXTS.baubarkeitDetailTitle}: ${detail}` : BAUBARKEIT_TEXTS.baubarkeitDetailTitle}
      back={projectPath(companyId, projectId, 'baubarkeits-check')}
    />
  );
}
