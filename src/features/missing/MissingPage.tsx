// 'Was fehlt noch?' (issue 21): one screen with every empty required shot, every photo the guard
// flagged and kept, and every section whose completion rule is unmet, each a link to fix it.
import { Paper, Typography } from '@mui/material';
import { MissingList } from '@/components/MissingList';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { COMPONENT_TEXTS } from '@/components/texts';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { useProject } from '@/hooks/use-projects';
import { useProjectGaps } from '@/hooks/use-required-shots';
import { MISSING_TEXTS } from './texts';

function Gaps({ companyId, projectId }: { companyId: string; projectId: string }) {
  const gaps = useProjectGaps(companyId, projectId);
  if (!gaps) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {MISSING_TEXTS.intro}
      </Typography>
      <MissingList companyId={companyId} projectId={projectId} items={gaps.missing} />
    </Paper>
  );
}

export default function MissingPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={COMPONENT_TEXTS.missing.title} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>{() => <Gaps companyId={companyId} projectId={projectId} />}</ProjectContent>
    </PageScaffold>
  );
}
