// A factor's impact (in its colour) and category, shown in the list and on the detail page.
import { Chip, Stack } from '@mui/material';
import type { BuildabilityFactor } from '@/domain/buildability';
import { categoryLabel, impactView } from './labels';

export function FactorChips({ factor }: { factor: Pick<BuildabilityFactor, 'impact' | 'category' | 'bewertbar'> }) {
  const impact = impactView(factor.impact, factor.bewertbar);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={impact.label} color={impact.color} />
      {factor.category && <Chip size="small" variant="outlined" label={categoryLabel(factor.category)} />}
    </Stack>
  );
}
