// What one face carries in the first layout: its drawing, module count, kWp and estimated yield,
// or what is still missing for them.
import { Stack, Typography } from '@mui/material';
import type { FacePlan } from '@/domain/pv/pv-plan';
import type { PvSettings } from '@/domain/pv/pv-settings';
import { FaceDrawing } from './FaceDrawing';
import { formatKWh, formatKWp } from './format';
import { FACE_TEXTS as T } from './texts';

function missing(plan: FacePlan): string {
  const orientation = typeof plan.face.azimuthDeg !== 'number';
  const slope = plan.slopeDeg === null;
  return orientation && slope ? T.missingBoth : orientation ? T.missingOrientation : T.missingSlope;
}

export function FaceResult({ plan, settings, maxWidth }: { plan: FacePlan; settings: PvSettings; maxWidth: number }) {
  const { layout } = plan;
  if (!layout) return <Typography color="text.secondary">{T.layoutMissing}</Typography>;
  return (
    <Stack spacing={1}>
      <FaceDrawing layout={layout} settings={settings} label={T.drawing(plan.face.name)} maxWidth={maxWidth} />
      <Typography>
        {[T.modules(layout.modules, T.orientations[layout.orientation]), T.kWp(formatKWp(layout.kWp)), plan.yield ? T.yieldPerYear(formatKWh(plan.yield.annualKWh)) : T.yieldMissing(missing(plan))].join(' · ')}
      </Typography>
    </Stack>
  );
}
