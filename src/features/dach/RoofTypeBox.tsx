// The detected roof type at a glance: type, the typical slope of that type, the measured slope
// and how sure the detection is.
import { Paper, Stack, Typography } from '@mui/material';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { QualityChip } from '@/components/QualityChip';
import { ROOF_DEFAULT_QUALITY } from '@/domain/assessment';
import type { Roof } from '@/domain/project';
import { ROOF_FIELDS, roofElementValue, roofTypeOf, TYPICAL_SLOPE } from '@/domain/roof';
import { displayField } from '@/domain/roof-values';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.roofTypeBox;

export function RoofTypeBox({ roof }: { roof: Roof | undefined }) {
  const value = roofElementValue(roof, 'dachtyp');
  const type = roofTypeOf(value.art);
  const slope = displayField(value, ROOF_FIELDS.dachtyp[1]);
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'primary.50', borderColor: 'primary.light' }} role="region" aria-label={T.title}>
      <Stack spacing={1}>
        <Typography variant="overline" component="h2" color="primary">
          {T.title}
        </Typography>
        {type ? (
          <>
            <Typography variant="h5" component="p">
              {type}
            </Typography>
            <Typography variant="body2">{T.typicalSlope(TYPICAL_SLOPE[type])}</Typography>
            {slope && <Typography variant="body2">{T.measuredSlope(slope)}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {T.quality(value.qualitaet ?? ROOF_DEFAULT_QUALITY)}
            </Typography>
            {(value.korrigiert?.length ?? 0) > 0 && <QualityChip corrected />}
          </>
        ) : (
          <NotDetectedHint what={T.what} />
        )}
      </Stack>
    </Paper>
  );
}
