// The overall rating of an assessment: the German status in its colour, the assessment and
// recommendation texts and the date it was made.
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { BuildabilityAssessment } from '@/domain/buildability';
import { formatDate } from '@/domain/format-date';
import { statusView } from './labels';
import { BAUBARKEIT_TEXTS as T } from './texts';

export function OverallRating({ assessment }: { assessment: BuildabilityAssessment }) {
  const status = statusView(assessment.overallStatus);
  const date = formatDate(assessment.createdAt);
  const accent = status.color === 'default' ? 'grey.500' : `${status.color}.main`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="baubarkeit-overall"
      sx={{ p: { xs: 2, sm: 3 }, borderLeft: 6, borderLeftColor: accent }}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="baubarkeit-overall" variant="h6" component="h2">
            {T.overallHeading}
          </Typography>
          <Chip label={status.label} color={status.color} sx={{ fontWeight: 600, fontSize: '0.95rem' }} />
        </Box>
        {assessment.assessment && <Typography>{assessment.assessment}</Typography>}
        {assessment.empfehlung && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {T.recommendation}
            </Typography>
            <Typography>{assessment.empfehlung}</Typography>
          </Box>
        )}
        {date && (
          <Typography variant="body2" color="text.secondary">
            {T.assessedOn(date)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
