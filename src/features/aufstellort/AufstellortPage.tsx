// Aufstellort für Speicher: photos of the installation site; the criteria table follows (issue 7).
import { Paper } from '@mui/material';
import { AreaUploadSection } from '@/components/AreaUploadSection';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { AUFSTELLORT_TEXTS } from './texts';

export default function AufstellortPage({ companyId, projectId }: ProjectRouteParams) {
  return (
    <PageScaffold title={AUFSTELLORT_TEXTS.aufstellortTitle} back={projectPath(companyId, projectId)}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <AreaUploadSection companyId={companyId} projectId={projectId} area="aufstellort" allowPdf busyText={AUFSTELLORT_TEXTS.busy} />
      </Paper>
    </PageScaffold>
  );
}
