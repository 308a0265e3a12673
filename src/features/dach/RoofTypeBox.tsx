// The roof type at a glance: type, the typical slope of that type, the measured slope and how sure
// the detection is; a type the user chose is headed as theirs, marked 'korrigiert' like every
// value the user set, and claims no detection quality; a type learned from the company's earlier
// corrections says so, with its quality.
// Without a type there is no box: the element list says once whether the AI missed it.
import { Paper, Stack, Typography } from '@mui/material';
import { QualityChip } from '@/components/QualityChip';
import { ROOF_DEFAULT_QUALITY } from '@/domain/assessment';
import type { Roof } from '@/domain/project';
import { ROOF_FIELDS, roofElementValue, roofTypeOf, TYPICAL_SLOPE } from '@/domain/roof';
import { displayField, isCorrected } from '@/domain/roof-values';
import { isLearned } from '@/domain/taught-values';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.roofTypeBox;

export function RoofTypeBox({ roof }: { roof: Roof | undefined }) {
  const value = roofElementValue(roof, 'dachtyp');
  const type = roofTypeOf(value.art);
  if (!type) return null;
  const slope = displayField(value, ROOF_FIELDS.dachtyp[1]);
  const manual = isCorrected(value, 'art');
  const learned = isLearned(value, 'art');
  const title = manual ? T.manualTitle : T.title;
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'primary.50', borderColor: 'primary.light' }} role="region" aria-label={title}>
      <Stack spacing={1}>
        <Typography variant="overline" component="h2" color="primary">
          {title}
        </Typography>
        <Typography variant="h5" component="p">
          {type}
        </Typography>
        <Typography variant="body2">{T.typicalSlope(TYPICAL_SLOPE[type])}</Typography>
        {/* A chosen type brings its typical slope along; only a slope the user entered besides is shown. */}
        {slope && !(manual && slope === TYPICAL_SLOPE[type]) && (
          <Typography variant="body2">{manual || isCorrected(value, 'neigung') ? T.enteredSlope(slope) : T.measuredSlope(slope)}</Typography>
        )}
        {manual || learned ? (
          <QualityChip corrected={manual} learned={!!learned} quality={learned} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {T.quality(value.qualitaet ?? ROOF_DEFAULT_QUALITY)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
