// Zustand des Hauses: the electricity bill upload; the house fields follow (issue 6).
import { Paper, Typography } from '@mui/material';
import { AreaUploadSection } from '@/components/AreaUploadSection';
import { COMPONENT_TEXTS } from '@/components/texts';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { HAUS_TEXTS } from './texts';

export default function ZustandHausPage({ companyId, projectId }: ProjectRouteParams) {
  return (
    <PageScaffold title={HAUS_TEXTS.zustandHausTitle} back={projectPath(companyId, projectId)}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {HAUS_TEXTS.bill}
        </Typography>
        <AreaUploadSection
          companyId={companyId}
          projectId={projectId}
          area="stromrechnung"
          allowPdf
          successText={COMPONENT_TEXTS.images.billAnalysed}
          busyText={HAUS_TEXTS.busy}
        />
      </Paper>
    </PageScaffold>
  );
}
