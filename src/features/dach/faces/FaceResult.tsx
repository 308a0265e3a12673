// What one face carries in the first layout: its drawing, module count, kWp and estimated yield,
// or what is still missing for them.
import { Stack, Typography } from '@mui/material';
import type { FacePlan } from '@/domain/pv/pv-plan';
import type { PvSettings } from '@/domain/pv/pv-settings';
import { faceResult, faceTitle, yieldInputs } from '@/domain/pv/pv-texts';
import { FaceDrawing } from './FaceDrawing';
import { FACE_TEXTS as T } from './texts';

export function FaceResult({ plan, settings, maxWidth }: { plan: FacePlan; settings: PvSettings; maxWidth: number }) {
  const { layout } = plan;
  if (!layout) return <Typography color="text.secondary">{faceResult(plan)}</Typography>;
  const inputs = yieldInputs(plan);
  return (
    <Stack spacing={1}>
      <FaceDrawing layout={layout} settings={settings} label={T.drawing(faceTitle(plan))} maxWidth={maxWidth} />
      <Typography>{faceResult(plan)}</Typography>
      {inputs && (
        <Typography variant="body2" color="text.secondary">
          {inputs}
        </Typography>
      )}
    </Stack>
  );
}
