// The outer roof's PV part (issue 25): the faces and, once one is captured, the roof's estimate.
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { usePvSettings } from '@/hooks/use-pv-settings';
import type { Project } from '@/domain/project';
import { planPv } from '@/domain/pv/pv-plan';
import { PvEstimate } from './PvEstimate';
import { RoofFaces } from './RoofFaces';

export function RoofPvSection({ companyId, project, revision }: { companyId: string; project: Project; revision: string }) {
  const settings = usePvSettings(companyId);
  const plan = useMemo(() => planPv(project, settings), [project, settings]);
  return (
    <Stack spacing={3}>
      <RoofFaces companyId={companyId} projectId={project.id} plan={plan} settings={settings} />
      {plan.faces.length > 0 && <PvEstimate companyId={companyId} project={project} revision={revision} plan={plan} settings={settings} />}
    </Stack>
  );
}
