// Kundeninformationen: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { KUNDENDATEN_TEXTS } from './texts';

export default function KundendatenPage({ companyId, projectId }: ProjectRouteParams) {
  return <PagePlaceholder title={KUNDENDATEN_TEXTS.kundendatenTitle} back={projectPath(companyId, projectId)} />;
}
