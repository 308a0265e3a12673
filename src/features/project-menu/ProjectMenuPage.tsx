// The project menu: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import type { ProjectRouteParams } from '@/domain/app-paths';
import { PROJECT_MENU_TEXTS } from './texts';

export default function ProjectMenuPage(_props: ProjectRouteParams) {
  return <PagePlaceholder title={PROJECT_MENU_TEXTS.projectMenuTitle} />;
}
