// Aufstellort für Speicher (SPEC §2): the five criteria with their ratings and the explanation
// dialog, rating them by hand, then the photos of the installation site with upload and busy overlay.
import { Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { AreaUploadSection } from '@/components/AreaUploadSection';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { useProject } from '@/hooks/use-projects';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { StorageCriterion } from '@/domain/storage-criteria';
import type { Storage } from '@/domain/project';
import { CriteriaTable } from './CriteriaTable';
import { criterionRows, criterionValue, ratingsClickable, storageAnalysed, storagePhotoCount } from './criteria-table';
import { ExplanationDialog } from './ExplanationDialog';
import { ManualRatings } from './ManualRatings';
import { AUFSTELLORT_TEXTS as T } from './texts';

interface Opened {
  criterion: StorageCriterion;
  open: boolean;
  /** Mounts the dialog afresh per opening, so each opening asks the server again. */
  count: number;
}

function Criteria({ companyId, projectId, storage }: { companyId: string; projectId: string; storage: Storage | undefined }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const clickable = ratingsClickable(storage);
  return (
    <Paper component="section" aria-labelledby="aufstellort-criteria" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="aufstellort-criteria" variant="h6" component="h2">
          {T.criteriaTitle}
        </Typography>
        {!clickable && (
          <Typography variant="body2" color="text.secondary">
            {T.criteriaHint}
          </Typography>
        )}
        <CriteriaTable
          rows={criterionRows(storage)}
          clickable={clickable}
          analysed={storageAnalysed(storage)}
          onOpen={(criterion) => setOpened((last) => ({ criterion, open: true, count: (last?.count ?? 0) + 1 }))}
        />
      </Stack>
      {opened && (
        <ExplanationDialog
          key={opened.count}
          companyId={companyId}
          projectId={projectId}
          criterion={opened.criterion}
          local={criterionValue(storage, opened.criterion)}
          row={criterionRows(storage).find((row) => row.criterion === opened.criterion)}
          photoCount={storagePhotoCount(storage)}
          open={opened.open}
          onClose={() => setOpened((last) => last && { ...last, open: false })}
        />
      )}
    </Paper>
  );
}

export default function AufstellortPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={T.aufstellortTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>
        {(stored) => (
          <Stack spacing={2}>
            <Criteria companyId={companyId} projectId={projectId} storage={stored.project.storage} />
            <ManualRatings key={stored.key} companyId={companyId} project={stored.project} revision={stored.localUpdatedAt} />
            <Paper component="section" aria-labelledby="aufstellort-photos" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="aufstellort-photos" variant="h6" component="h2" sx={{ mb: 2 }}>
                {T.photosTitle}
              </Typography>
              <AreaUploadSection companyId={companyId} projectId={projectId} area="aufstellort" busyText={T.busy} />
            </Paper>
          </Stack>
        )}
      </ProjectContent>
    </PageScaffold>
  );
}
