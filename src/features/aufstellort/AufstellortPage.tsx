// Aufstellort für Speicher: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { AUFSTELLORT_TEXTS } from './texts';

export default function AufstellortPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={AUFSTELLORT_TEXTS.aufstellortTitle} back={projectPath(companyId, projectId)} />;
}
